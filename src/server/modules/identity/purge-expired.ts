/**
 * One-time secrets and flows are kept a day past their end, then deleted: a day of rows
 * for whoever looks into a support case, never a table that only grows. The audit log keeps
 * the record of impersonations; a deleted token answers as an expired one did.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessTokens,
  emailChanges,
  impersonationTokens,
  passwordResets,
  socialLogins,
} from '../../db/schema';

export const KEPT_AFTER_END_MS = 24 * 60 * 60 * 1000;

/** Deletes what ended more than a day before `now`; resolves to how many rows went. */
export async function purgeExpired(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEPT_AFTER_END_MS);
  const deleted = await Promise.all([
    db
      .delete(accessTokens)
      .where(
        or(
          lt(accessTokens.expiresAt, before),
          and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, before)),
        ),
      )
      .returning({ id: accessTokens.id }),
    db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, before))
      .returning({ id: passwordResets.id }),
    db
      .delete(impersonationTokens)
      .where(lt(impersonationTokens.expiresAt, before))
      .returning({ id: impersonationTokens.id }),
    db
      .delete(socialLogins)
      .where(lt(socialLogins.expiresAt, before))
      .returning({ id: socialLogins.id }),
    db
      .delete(emailChanges)
      .where(lt(emailChanges.expiresAt, before))
      .returning({ id: emailChanges.id }),
  ]);
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
}
