/**
 * Password reset tokens: 32 random bytes sent by mail, stored only as their SHA-256,
 * valid for 60 minutes and once. Asking again leaves the earlier links working (a stranger's
 * request must not kill the owner's link); a reset ends the other links and every session of
 * the account (docs/security.md G5): whoever knew the old password is signed out.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { groupOf, type Group } from '../../../shared/users';
import type { Database } from '../../db/client';
import { accessTokens, passwordResets, teams, teamUsers, users } from '../../db/schema';
import { normalizeEmail, type UserRow } from './auth-service';
import { passwordResetEmail } from './password-reset-email';
import type { Mailer } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/passwords';
import { hashToken, isSecretToken, newSecretToken } from '../../platform/secret-tokens';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

export interface IssuedReset {
  user: UserRow;
  /** The user's own group (a GUEST's is its team's), for links when none was asked for. */
  group: Group;
  /** The raw token: goes into the mailed link, never stored. */
  token: string;
}

/** How the reset link reaches the user. */
export interface ResetLinkDelivery {
  mailer: Mailer;
  /** The origin the UI is served from (no trailing slash). */
  publicUrl: () => string;
}

export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly delivery?: ResetLinkDelivery,
  ) {}

  /**
   * Mails a reset link to the account with this email, if there is one, to the reset page
   * of `group` (the page the user asked from) or else of the account's own group.
   */
  async sendLink(email: string, group?: Group): Promise<void> {
    if (!this.delivery) throw new Error('PasswordResetService was built without a mailer.');
    const issued = await this.issue(email);
    if (!issued) return;
    const query = new URLSearchParams({ email: issued.user.email, token: issued.token });
    const page = `${group ?? issued.group}/reset-password?${query.toString()}`;
    await this.delivery.mailer.send(
      passwordResetEmail({
        to: issued.user.email,
        firstName: issued.user.firstName,
        resetUrl: `${this.delivery.publicUrl()}/${page}`,
        validMinutes: RESET_TOKEN_LIFETIME_MS / 60_000,
      }),
    );
  }

  /** A new token for the account with this email, or null when there is none (or it is blocked). */
  async issue(email: string): Promise<IssuedReset | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    if (!user || user.blockedAt) return null;

    const [team] = await this.db
      .select({ type: teams.type })
      .from(teamUsers)
      .innerJoin(teams, eq(teams.id, teamUsers.teamId))
      .where(and(eq(teamUsers.userId, user.id), eq(teamUsers.active, true)))
      .orderBy(asc(teamUsers.id))
      .limit(1);

    const token = newSecretToken();
    const now = this.now();
    await this.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return { user, group: groupOf(user.type, team?.type), token };
  }

  /**
   * Sets the new password if `token` is a live token of the account with `email`, and
   * uses the token up. False for an unknown, expired or already used token.
   */
  async reset(email: string, token: string, password: string): Promise<boolean> {
    if (!isSecretToken(token)) return false;
    const live = and(
      eq(passwordResets.tokenHash, hashToken(token)),
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

      // The link came by mail: whoever used it holds the mailbox.
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: this.now() })
        .where(eq(users.id, found.userId));
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
