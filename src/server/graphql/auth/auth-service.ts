/**
 * Sign-in and sessions (SECURITY.md G4, G5). Passwords are checked with argon2id, and
 * the KDF always runs, against a decoy hash when the email is unknown, so an unknown
 * email and a wrong password take the same time and get the same answer. A session is
 * an opaque 256-bit token of which only the SHA-256 is stored; it dies at an absolute
 * expiry, after a week unused, or when revoked by logout.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessTokens,
  industries,
  positions,
  services,
  teamIndustries,
  teams,
  teamServices,
  teamUsers,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import { decoyPasswordHash, verifyPassword } from '../../services/passwords';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const TOKEN_LIFETIME_MS = 30 * DAY_MS;
export const TOKEN_IDLE_TIMEOUT_MS = 7 * DAY_MS;
/** `lastUsedAt` is rewritten at most this often, so reads do not all become writes. */
export const TOKEN_TOUCH_INTERVAL_MS = MINUTE_MS;

/** 32 random bytes in base64url, the only shape `issueToken` produces. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
  /**
   * The team the user acts for: for now the first active membership (switching the
   * active team arrives with the team features). A GUEST acts under this team's type.
   */
  activeTeam: Membership | null;
}

/** The lists a `User` shows besides its row: taxonomy links of the user or its team. */
export interface ProfileDetails {
  /** Interested In (candidates, employers) or the agency team's category experience. */
  industries: { id: number; name: string }[];
  positions: { id: number; name: string }[];
  /** The agency team's services. */
  services: { id: number; slug: string; name: string }[];
}

export interface Session {
  tokenId: number;
  userId: number;
}

export interface IssueTokenOptions {
  /** The operator an impersonated session is opened for; flags the session (SECURITY D6). */
  impersonatedBy?: string;
  /** Absolute lifetime; default TOKEN_LIFETIME_MS. */
  lifetimeMs?: number;
  /** The caller's transaction, so the session exists only if the rest of it commits. */
  db?: Database;
}

export interface LoginSuccess {
  profile: UserProfile;
  /** The raw token; returned to the client once and never stored. */
  accessToken: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Null for an unknown email, a wrong password or an account without a password. */
  async login(email: string, password: string): Promise<LoginSuccess | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    const storedHash = user?.passwordHash ?? (await decoyPasswordHash());
    const passwordMatches = await verifyPassword(storedHash, password);
    if (!user?.passwordHash || !passwordMatches) return null;

    const accessToken = await this.issueToken(user.id);
    return { profile: await this.profileOf(user), accessToken };
  }

  /** A new token for every login, so sessions on different devices end independently. */
  async issueToken(userId: number, options: IssueTokenOptions = {}): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await (options.db ?? this.db).insert(accessTokens).values({
      userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + (options.lifetimeMs ?? TOKEN_LIFETIME_MS)),
      impersonatedBy: options.impersonatedBy ?? null,
    });
    return token;
  }

  /** The session a token stands for, or null when it is malformed, unknown, expired or revoked. */
  async authenticate(token: string): Promise<Session | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const now = this.now();
    const [row] = await this.db
      .select({
        id: accessTokens.id,
        userId: accessTokens.userId,
        lastUsedAt: accessTokens.lastUsedAt,
      })
      .from(accessTokens)
      .where(
        and(
          eq(accessTokens.tokenHash, hashToken(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          gt(accessTokens.lastUsedAt, new Date(now.getTime() - TOKEN_IDLE_TIMEOUT_MS)),
        ),
      )
      .limit(1);
    if (!row) return null;

    if (now.getTime() - row.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_MS) {
      await this.db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(eq(accessTokens.id, row.id));
    }
    return { tokenId: row.id, userId: row.userId };
  }

  async logout(session: Session): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(accessTokens.id, session.tokenId), isNull(accessTokens.revokedAt)));
  }

  /** Ends every session of the user except `keepTokenId` (a password change keeps the caller's). */
  async revokeOtherTokens(userId: number, keepTokenId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(accessTokens.userId, userId),
          ne(accessTokens.id, keepTokenId),
          isNull(accessTokens.revokedAt),
        ),
      );
  }

  /**
   * The taxonomy lists of a profile, three statements whatever their length. An agency
   * (or a GUEST of an agency team) shows its team's category experience and services;
   * everyone else their own interests.
   */
  async profileDetails({ user, activeTeam }: UserProfile): Promise<ProfileDetails> {
    const agencyTeamId =
      activeTeam?.team.type === 'AGENCY' && user.type !== 'FREELANCER' ? activeTeam.team.id : null;
    const [industryRows, positionRows, serviceRows] = await Promise.all([
      agencyTeamId === null
        ? this.db
            .select({ id: industries.id, name: industries.name })
            .from(userIndustries)
            .innerJoin(industries, eq(industries.id, userIndustries.industryId))
            .where(eq(userIndustries.userId, user.id))
            .orderBy(asc(industries.id))
        : this.db
            .select({ id: industries.id, name: industries.name })
            .from(teamIndustries)
            .innerJoin(industries, eq(industries.id, teamIndustries.industryId))
            .where(eq(teamIndustries.teamId, agencyTeamId))
            .orderBy(asc(industries.id)),
      this.db
        .select({ id: positions.id, name: positions.name })
        .from(userPositions)
        .innerJoin(positions, eq(positions.id, userPositions.positionId))
        .where(eq(userPositions.userId, user.id))
        .orderBy(asc(positions.id)),
      agencyTeamId === null
        ? Promise.resolve([])
        : this.db
            .select({ id: services.id, slug: services.slug, name: services.name })
            .from(teamServices)
            .innerJoin(services, eq(services.id, teamServices.serviceId))
            .where(eq(teamServices.teamId, agencyTeamId))
            .orderBy(asc(services.id)),
    ]);
    return { industries: industryRows, positions: positionRows, services: serviceRows };
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
    const activeTeam = memberships.find((membership) => membership.teamUser.active) ?? null;
    return { user, memberships, activeTeam };
  }
}
