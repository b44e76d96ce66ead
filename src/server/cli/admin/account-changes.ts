/**
 * What `approve`, `deactivate` and `vet` share: find an account by email (as typed, any
 * case) and change one flag, saying what changed. An unknown email is exit code 1.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AuthService, normalizeEmail } from '../../modules/identity/auth-service';
import type { UserStatus } from '../../../shared/users';
import type { AdminContext } from './command';

/** Exit code for a command line missing its arguments (as the CLI's own usage errors). */
export const USAGE_ERROR = 2;
/** Exit code when the account or setting named does not exist. */
export const NOT_FOUND = 1;

type Account = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'type' | 'status' | 'vetted' | 'blockedAt'
>;

async function findAccount(db: Database, email: string): Promise<Account | null> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      type: users.type,
      status: users.status,
      vetted: users.vetted,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return account ?? null;
}

function describe(account: Account): string {
  return `${account.email} (${account.type}, id ${account.id})`;
}

/** Sets the status of the account with `email`; prints the change, or that none was needed. */
export async function setStatus(
  { db, print }: AdminContext,
  email: string | undefined,
  status: UserStatus,
  usage: string,
): Promise<number> {
  if (!email) {
    print(`Usage: admin ${usage}`);
    return USAGE_ERROR;
  }
  const account = await findAccount(db, email);
  if (!account) {
    print(`No account with the email ${email}.`);
    return NOT_FOUND;
  }
  if (account.status === status) {
    print(`${describe(account)} is already ${status}; nothing changed.`);
    return 0;
  }
  await db.update(users).set({ status }).where(eq(users.id, account.id));
  print(`${describe(account)}: status ${account.status} → ${status}.`);
  return 0;
}

/** Sets or clears the vetted badge of the account with `email`. */
export async function setVetted(
  { db, print }: AdminContext,
  email: string | undefined,
  vetted: boolean,
  usage: string,
): Promise<number> {
  if (!email) {
    print(`Usage: admin ${usage}`);
    return USAGE_ERROR;
  }
  const account = await findAccount(db, email);
  if (!account) {
    print(`No account with the email ${email}.`);
    return NOT_FOUND;
  }
  if (account.vetted === vetted) {
    print(`${describe(account)} is already ${vetted ? 'vetted' : 'not vetted'}; nothing changed.`);
    return 0;
  }
  await db.update(users).set({ vetted }).where(eq(users.id, account.id));
  print(`${describe(account)}: vetted ${String(account.vetted)} → ${String(vetted)}.`);
  return 0;
}

/** Ends every session of the account with `email` (it must sign in again). */
export async function revokeSessions(
  { db, print }: AdminContext,
  email: string | undefined,
  usage: string,
): Promise<number> {
  if (!email) {
    print(`Usage: admin ${usage}`);
    return USAGE_ERROR;
  }
  const account = await findAccount(db, email);
  if (!account) {
    print(`No account with the email ${email}.`);
    return NOT_FOUND;
  }
  const ended = await new AuthService(db).revokeAllTokens(account.id);
  print(`${describe(account)}: ${ended} session${ended === 1 ? '' : 's'} ended.`);
  return 0;
}

/**
 * Blocks the account with `email` (no sign-in by any way, every session ended at once), or
 * with `blocked` false lifts the block.
 */
export async function setBlocked(
  { db, print }: AdminContext,
  email: string | undefined,
  blocked: boolean,
  usage: string,
): Promise<number> {
  if (!email) {
    print(`Usage: admin ${usage}`);
    return USAGE_ERROR;
  }
  const account = await findAccount(db, email);
  if (!account) {
    print(`No account with the email ${email}.`);
    return NOT_FOUND;
  }
  if ((account.blockedAt !== null) === blocked) {
    print(
      `${describe(account)} is already ${blocked ? 'blocked' : 'not blocked'}; nothing changed.`,
    );
    return 0;
  }
  const auth = new AuthService(db);
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ blockedAt: blocked ? new Date() : null })
      .where(eq(users.id, account.id));
    return blocked ? auth.revokeAllTokens(account.id, tx) : 0;
  });
  print(
    blocked
      ? `${describe(account)} is blocked; ${ended} session${ended === 1 ? '' : 's'} ended.`
      : `${describe(account)} is no longer blocked.`,
  );
  return 0;
}
