/**
 * A form that also changes the caller's sign-in email (the employer's edit-profile, the
 * agency's edit-account-information): the new address is free or refused by the unique index
 * (whatever the race), and no longer proven (docs/security.md O4).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badUserInput } from '../../platform/domain-error';
import { messages } from '../../../shared/messages';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The unique index that keeps one account per email (db/schema/accounts.ts). */
const EMAIL_INDEX = 'users_email_unique';

/**
 * Runs `saveForm` and, when `newEmail` is given, the user's email change in one transaction;
 * an address another account holds comes back as the form's `input.email` error.
 */
export async function saveWithSignInEmail(
  db: Database,
  userId: number,
  newEmail: string | null,
  saveForm: (tx: Transaction) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await saveForm(tx);
      if (newEmail !== null) {
        // No look-up first: the unique index answers, also for two saves racing for one address.
        await tx
          .update(users)
          .set({ email: newEmail, emailVerifiedAt: null })
          .where(eq(users.id, userId));
      }
    });
  } catch (error) {
    if (violatesEmailIndex(error)) {
      throw badUserInput(
        { 'input.email': [messages.registration.emailExists] },
        messages.registration.emailExists,
      );
    }
    throw error;
  }
}

/** Whether a database error (PostgreSQL or PGlite, maybe wrapped by Drizzle) broke EMAIL_INDEX. */
function violatesEmailIndex(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pg = cause as Error & { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint === undefined || pg.constraint === EMAIL_INDEX;
  }
  return false;
}
