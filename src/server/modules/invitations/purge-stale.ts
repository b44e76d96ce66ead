/**
 * Invitation rows are kept after they end so an old link can say what became of it
 * (expired, cancelled, used) and a lapsed one can be resent from the list; 90 days past its
 * expiry nobody follows it any more, and the row (with its token's hash) is deleted. The
 * membership it created is the lasting record of an accepted one.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema';

export const KEPT_AFTER_EXPIRY_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes invitations whose link expired more than 90 days before `now`; resolves to how many. */
export async function purgeStaleInvitations(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(invitations)
    .where(lt(invitations.expiresAt, new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS)))
    .returning({ id: invitations.id });
  return deleted.length;
}
