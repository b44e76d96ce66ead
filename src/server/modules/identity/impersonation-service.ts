/**
 * Admin impersonation (docs/security.md D6). `admin impersonate` mints a one-time token bound to
 * its target and to the operator who asked for it: 32 random bytes of which only the
 * SHA-256 is stored, valid 5 minutes, recorded in the audit log. Redeeming it uses it up
 * in one conditional UPDATE (of two concurrent redeems only one finds it unused) and opens
 * an ordinary session flagged `impersonated_by`, also audited. The link is assumed to
 * leak (another app can claim the `shortlist:` scheme): it is only worth one sign-in,
 * briefly, as one user.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isImpersonationToken } from '../../../shared/impersonation';
import { groupOf, type Group } from '../../../shared/users';
import type { Database } from '../../db/client';
import { accessTokens, auditLog, impersonationTokens, users } from '../../db/schema';
import { hashToken, newSecretToken } from '../../platform/secret-tokens';
import {
  normalizeEmail,
  type AuthService,
  type LoginSuccess,
  type Session,
  type UserRow,
} from './auth-service';

export const IMPERSONATION_TOKEN_LIFETIME_MS = 5 * 60_000;
/**
 * An impersonated session ends after a working day rather than a login's 30 days: it is
 * an operator looking at an account, not the account's owner.
 */
export const IMPERSONATED_SESSION_LIFETIME_MS = 8 * 60 * 60_000;

/** The audit log's actions for impersonation. */
export const AUDIT_IMPERSONATION_MINTED = 'impersonation.minted';
export const AUDIT_IMPERSONATION_USED = 'impersonation.used';

export interface MintedImpersonation {
  user: UserRow;
  /** The route group the target signs in to (a GUEST's is its team's). */
  group: Group;
  /** The raw token: printed once for the link, never stored. */
  token: string;
  expiresAt: Date;
}

export type MintResult =
  | { ok: true; value: MintedImpersonation }
  | { ok: false; error: 'unknown-user' | 'inactive-user' | 'blocked-user' };

/** Where a redeem came from, for the audit row. */
export interface RedeemOrigin {
  ip: string;
}

export class ImpersonationService {
  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A one-time token for the account with `email`, minted by `issuedBy` (the operator).
   * Inactive accounts are refused: an account awaiting approval or switched off is not
   * one an operator should act as.
   */
  async mint(email: string, issuedBy: string): Promise<MintResult> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    if (!user) return { ok: false, error: 'unknown-user' };
    if (user.blockedAt) return { ok: false, error: 'blocked-user' };
    if (user.status !== 'ACTIVE') return { ok: false, error: 'inactive-user' };
    const profile = await this.auth.profile(user.id);

    const token = newSecretToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + IMPERSONATION_TOKEN_LIFETIME_MS);
    await this.db.transaction(async (tx) => {
      const [minted] = await tx
        .insert(impersonationTokens)
        .values({
          tokenHash: hashToken(token),
          targetUserId: user.id,
          issuedBy,
          createdAt: now,
          expiresAt,
        })
        .returning({ id: impersonationTokens.id });
      await tx.insert(auditLog).values({
        action: AUDIT_IMPERSONATION_MINTED,
        actor: issuedBy,
        targetUserId: user.id,
        details: { impersonationTokenId: minted?.id, expiresAt: expiresAt.toISOString() },
        createdAt: now,
      });
    });
    const group = groupOf(user.type, profile?.activeTeam?.team.type);
    return { ok: true, value: { user, group, token, expiresAt } };
  }

  /**
   * A session as `targetUserId` for a live token minted for that user, using the token
   * up; null for a malformed, unknown, expired, used or misdirected token, in which case
   * nothing is written.
   */
  async redeem(
    targetUserId: number,
    token: string,
    origin: RedeemOrigin,
  ): Promise<LoginSuccess | null> {
    if (!isImpersonationToken(token)) return null;
    const now = this.now();
    const accessToken = await this.db.transaction(async (tx) => {
      // The conditional update is the single-use check: a second redeem, concurrent or
      // later, finds `used_at` set and updates nothing.
      const [used] = await tx
        .update(impersonationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(impersonationTokens.tokenHash, hashToken(token)),
            eq(impersonationTokens.targetUserId, targetUserId),
            isNull(impersonationTokens.usedAt),
            gt(impersonationTokens.expiresAt, now),
          ),
        )
        .returning({ id: impersonationTokens.id, issuedBy: impersonationTokens.issuedBy });
      if (!used) return null;

      const issued = await this.auth.issueToken(targetUserId, {
        impersonatedBy: used.issuedBy,
        lifetimeMs: IMPERSONATED_SESSION_LIFETIME_MS,
        db: tx,
      });
      await tx.insert(auditLog).values({
        action: AUDIT_IMPERSONATION_USED,
        actor: used.issuedBy,
        targetUserId,
        details: { impersonationTokenId: used.id, ip: origin.ip },
        createdAt: now,
      });
      return issued;
    });
    if (accessToken === null) return null;
    const profile = await this.auth.profile(targetUserId);
    // The token's foreign key cascades on delete, so a used token always has its user.
    if (!profile) throw new Error(`impersonation target ${targetUserId} vanished`);
    return { profile, accessToken };
  }

  /** The operator a session was opened for by impersonation, or null for a normal sign-in. */
  async impersonatedBy(session: Session): Promise<string | null> {
    const [row] = await this.db
      .select({ impersonatedBy: accessTokens.impersonatedBy })
      .from(accessTokens)
      .where(eq(accessTokens.id, session.tokenId))
      .limit(1);
    return row?.impersonatedBy ?? null;
  }
}
