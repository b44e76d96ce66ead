/**
 * Password reset tokens: 32 random bytes sent by mail, stored only as their SHA-256,
 * valid for 60 minutes and once. Asking again invalidates the earlier unused tokens, and
 * a reset ends every session of the account (SECURITY.md G5): whoever knew the old
 * password is signed out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { groupOf, type Group } from '../../shared/users';
import type { Database } from '../db/client';
import { accessTokens, passwordResets, teams, teamUsers, users } from '../db/schema';
import { normalizeEmail, type UserRow } from '../graphql/auth/auth-service';
import { hashPassword } from './passwords';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** 32 random bytes in base64url, the only shape `issue` produces. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedReset {
  user: UserRow;
  /** The user's own group (a GUEST's is its team's), for links when none was asked for. */
  group: Group;
  /** The raw token: goes into the mailed link, never stored. */
  token: string;
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new token for the account with this email, or null when there is none. */
  async issue(email: string): Promise<IssuedReset | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    if (!user) return null;

    const [team] = await this.db
      .select({ type: teams.type })
      .from(teamUsers)
      .innerJoin(teams, eq(teams.id, teamUsers.teamId))
      .where(and(eq(teamUsers.userId, user.id), eq(teamUsers.active, true)))
      .orderBy(asc(teamUsers.id))
      .limit(1);

    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ expiresAt: now })
        .where(
          and(
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        );
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      });
    });
    return { user, group: groupOf(user.type, team?.type), token };
  }

  /**
   * Sets the new password if `token` is a live token of the account with `email`, and
   * uses the token up. False for an unknown, expired or already used token.
   */
  async reset(email: string, token: string, password: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    const live = and(
      eq(passwordResets.tokenHash, hashResetToken(token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, this.now()),
    );
    const [found] = await this.db
      .select({ id: passwordResets.id, userId: passwordResets.userId })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(live, eq(users.email, normalizeEmail(email))))
      .limit(1);
    if (!found) return false;

    // Hashed before the transaction: argon2 is slow on purpose, and no lock should wait on it.
    const passwordHash = await hashPassword(password);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      // The conditional update is what makes the token single-use: of two concurrent
      // resets with the same token, only one finds it still unused.
      const consumed = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, found.id), live))
        .returning({ id: passwordResets.id });
      if (consumed.length === 0) return false;

      await tx.update(users).set({ passwordHash }).where(eq(users.id, found.userId));
      await tx
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.userId, found.userId), isNull(accessTokens.revokedAt)));
      // Other links mailed earlier die with the old password.
      await tx
        .update(passwordResets)
        .set({ expiresAt: now })
        .where(
          and(
            eq(passwordResets.userId, found.userId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        );
      return true;
    });
  }
}
