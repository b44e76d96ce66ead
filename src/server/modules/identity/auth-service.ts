/**
 * Sign-in and sessions (docs/security.md G4, G5). Passwords are checked with argon2id, and
 * the KDF always runs, against a decoy hash when the email is unknown, so an unknown
 * email and a wrong password take the same time and get the same answer. A session is
 * an opaque 256-bit token of which only the SHA-256 is stored; it dies at an absolute
 * expiry, after a week unused, or when revoked by logout.
 */
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import { planOnce } from '../../db/planned-statements';
import { accessTokens, teams, teamUsers, users } from '../../db/schema';
import { decoyPasswordHash, verifyPassword } from '../../platform/passwords';
import { hashToken, isSecretToken, newSecretToken } from '../../platform/secret-tokens';

export { hashToken } from '../../platform/secret-tokens';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const TOKEN_LIFETIME_MS = 30 * DAY_MS;
export const TOKEN_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** `lastUsedAt` is rewritten at most this often, so reads do not all become writes. */
export const TOKEN_TOUCH_INTERVAL_MS = MINUTE_MS;
/** How long an access token minted from a session lives (docs/security.md K5). */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * MINUTE_MS;

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type TeamUserRow = typeof teamUsers.$inferSelect;

export interface Membership {
  teamUser: TeamUserRow;
  team: TeamRow;
}

export interface UserProfile {
  user: UserRow;
  /** Every team the user belongs to, oldest membership first. */
  memberships: Membership[];
  /** The team the user acts for when no other is asked for: the first active membership. */
  activeTeam: Membership | null;
}

export interface Session {
  /** The session's row: for an access token, the session it was minted from. */
  tokenId: number;
  userId: number;
}

/**
 * Who a session's user is, read in the same statement as the session: the columns that
 * identify them and that `{ me { id type status name email } }` asks for. Every signed-in
 * request pays for this read, and the full row is ~45 columns, so the rest of the row is
 * read only when a field asks for it (user.ts).
 */
export type SessionUser = Pick<
  UserRow,
  'id' | 'email' | 'type' | 'status' | 'firstName' | 'lastName'
>;

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  type: users.type,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A session as `authenticate` finds it. */
export interface AuthenticatedSession extends Session {
  user: SessionUser;
  /** Whether the request presented the session itself or an access token minted from it. */
  presented: 'session' | 'access-token';
}

/** A short-lived access token and how long it lives, in seconds (no clock is shared). */
export interface AccessGrant {
  accessToken: string;
  expiresInSeconds: number;
}

export interface IssueTokenOptions {
  /** The operator an impersonated session is opened for; flags the session (docs/security.md D6). */
  impersonatedBy?: string;
  /** Absolute lifetime; default TOKEN_LIFETIME_MS. */
  lifetimeMs?: number;
  /** The caller's transaction, so the session exists only if the rest of it commits. */
  db?: Database;
  /** Where the sign-in comes from (http/client-key.ts), remembered as one of the account's usual places. */
  clientKey?: string;
}

export interface LoginSuccess {
  profile: UserProfile;
  /** The raw token; returned to the client once and never stored. */
  accessToken: string;
}

/**
 * The team the user acts for: the requested one (the client's remembered choice, actor.ts)
 * when they are an active member of it, else their first active membership. The API answers
 * it as `User.activeTeam`, so the UI never decides it for itself.
 */
export function activeMembershipOf(
  memberships: readonly Membership[],
  requestedTeamId: number | null = null,
): Membership | null {
  const active = memberships.filter((membership) => membership.teamUser.active);
  return active.find((membership) => membership.team.id === requestedTeamId) ?? active[0] ?? null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AuthService {
  /**
   * Every signed-in request runs this, so it is prepared once: Drizzle builds its SQL once,
   * and PostgreSQL plans it once per connection, PGlite once (db/planned-statements.ts).
   */
  private readonly findSession;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {
    // An access token's row lives only as long as its session's: both are checked here.
    const session = alias(accessTokens, 'session');
    this.findSession = planOnce(
      db,
      db
        .select({
          id: accessTokens.id,
          sessionId: accessTokens.sessionId,
          userId: accessTokens.userId,
          lastUsedAt:
            sql<Date>`coalesce(${session.lastUsedAt}, ${accessTokens.lastUsedAt})`.mapWith(
              accessTokens.lastUsedAt,
            ),
          user: sessionUserColumns,
        })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .leftJoin(session, eq(session.id, accessTokens.sessionId))
        .where(
          and(
            eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, sql.placeholder('now')),
            gt(accessTokens.lastUsedAt, sql.placeholder('idleSince')),
            or(
              isNull(accessTokens.sessionId),
              and(
                isNull(session.revokedAt),
                gt(session.expiresAt, sql.placeholder('now')),
                gt(session.lastUsedAt, sql.placeholder('idleSince')),
              ),
            ),
            // A blocked account's sessions end at once, whoever holds them.
            isNull(users.blockedAt),
          ),
        )
        .limit(1)
        .prepare('find_session'),
    );
  }

  /**
   * Null for an unknown email, a wrong password or an account without a password; a
   * blocked account with the right password is told so (FORBIDDEN).
   */
  async login(email: string, password: string, clientKey?: string): Promise<LoginSuccess | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    const storedHash = user?.passwordHash ?? (await decoyPasswordHash());
    const passwordMatches = await verifyPassword(storedHash, password);
    if (!user?.passwordHash || !passwordMatches) return null;
    if (user.blockedAt) throw forbidden(messages.account.blocked);

    const accessToken = await this.issueToken(user.id, { clientKey });
    return { profile: await this.profileOf(user), accessToken };
  }

  /** A new token for every login, so sessions on different devices end independently. */
  async issueToken(userId: number, options: IssueTokenOptions = {}): Promise<string> {
    const token = newSecretToken();
    const now = this.now();
    await (options.db ?? this.db).insert(accessTokens).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + (options.lifetimeMs ?? TOKEN_LIFETIME_MS)),
      impersonatedBy: options.impersonatedBy ?? null,
      clientKey: options.clientKey ?? null,
    });
    return token;
  }

  /**
   * The session a token stands for, with who its user is (one statement: every signed-in
   * request pays for it), or null when it is malformed, unknown, expired or revoked.
   */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    if (!isSecretToken(token)) return null;
    const now = this.now();
    const [row] = await this.findSession.execute({
      tokenHash: hashToken(token),
      now,
      idleSince: new Date(now.getTime() - TOKEN_IDLE_TIMEOUT_MS),
    });
    if (!row) return null;

    // The session is what goes idle, whichever of its tokens is used.
    const tokenId = row.sessionId ?? row.id;
    if (now.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
      await this.db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(eq(accessTokens.id, tokenId));
    }
    return {
      tokenId,
      userId: row.userId,
      user: row.user,
      presented: row.sessionId === null ? 'session' : 'access-token',
    };
  }

  /**
   * A short-lived access token for `session`, for a client that keeps the session itself and
   * gives its page only this (the desktop app's main process, docs/security.md K5). Minted from
   * the session only: an access token cannot renew itself, so a stolen one dies within minutes.
   */
  async issueAccessToken(session: AuthenticatedSession): Promise<AccessGrant> {
    if (session.presented !== 'session') throw forbidden(messages.auth.sessionRequired);
    const token = newSecretToken();
    const now = this.now();
    await this.db.insert(accessTokens).values({
      userId: session.userId,
      sessionId: session.tokenId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_MS),
    });
    return { accessToken: token, expiresInSeconds: ACCESS_TOKEN_LIFETIME_MS / 1000 };
  }

  async logout(session: Session): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(accessTokens.id, session.tokenId), isNull(accessTokens.revokedAt)));
  }

  /**
   * Whether the account with `email` has signed in from `clientKey` before (a session of the
   * last month, kept or ended): one of its owner's usual places.
   */
  async isUsualPlace(email: string, clientKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(users.email, normalizeEmail(email)),
          eq(accessTokens.clientKey, clientKey),
          isNull(accessTokens.impersonatedBy),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Whether an admin has blocked the account (admin block). */
  async isBlocked(userId: number, db: Database = this.db): Promise<boolean> {
    const [row] = await db
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.blockedAt != null;
  }

  /**
   * Ends every session of the user (their access tokens with them); resolves to how many were
   * open.
   */
  async revokeAllTokens(userId: number, db: Database = this.db): Promise<number> {
    return this.revokeSessions(db, userId);
  }

  /** Ends every session of the user except `keepTokenId` (a password change keeps the caller's). */
  async revokeOtherTokens(userId: number, keepTokenId: number): Promise<void> {
    await this.revokeSessions(this.db, userId, keepTokenId);
  }

  /** Revokes the user's open sessions but `keep`; access tokens end with their session. */
  private async revokeSessions(db: Database, userId: number, keep?: number): Promise<number> {
    const revoked = await db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(accessTokens.userId, userId),
          isNull(accessTokens.sessionId),
          isNull(accessTokens.revokedAt),
          keep === undefined ? undefined : ne(accessTokens.id, keep),
        ),
      )
      .returning({ id: accessTokens.id });
    return revoked.length;
  }

  /** Null when the user no longer exists. */
  async profile(userId: number): Promise<UserProfile | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return user ? this.profileOf(user) : null;
  }

  private async profileOf(user: UserRow): Promise<UserProfile> {
    const memberships = await this.db
      .select({ teamUser: teamUsers, team: teams })
      .from(teamUsers)
      .innerJoin(teams, eq(teams.id, teamUsers.teamId))
      .where(eq(teamUsers.userId, user.id))
      .orderBy(asc(teamUsers.id));
    return { user, memberships, activeTeam: activeMembershipOf(memberships) };
  }
}
