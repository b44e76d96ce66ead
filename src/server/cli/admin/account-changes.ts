/**
 * What the account commands (approve, deactivate, vet, block, revoke-sessions) share: find an
 * account by email (as typed, any case) and change it, saying what changed. An unknown email
 * is exit code 1.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AuthService, normalizeEmail } from '../../modules/identity';
import type { UserStatus } from '../../../shared/users';
import { parseFlags } from '../flags';
import type { AdminCommand, AdminContext } from './command';

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

/**
 * Runs `change` on the account with `email`, having said how to use the command when the
 * email is missing and that there is no such account when it is unknown.
 */
async function onAccount(
  { db, print }: AdminContext,
  email: string | undefined,
  usage: string,
  change: (account: Account, say: (line: string) => void) => Promise<void>,
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
  await change(account, (line) => print(`${describe(account)}${line}`));
  return 0;
}

/** Sets the status of the account with `email`; prints the change, or that none was needed. */
export function setStatus(
  context: AdminContext,
  email: string | undefined,
  status: UserStatus,
  usage: string,
): Promise<number> {
  return onAccount(context, email, usage, async (account, say) => {
    if (account.status === status) return say(` is already ${status}; nothing changed.`);
    await context.db.update(users).set({ status }).where(eq(users.id, account.id));
    say(`: status ${account.status} → ${status}.`);
  });
}

/** Sets or clears the vetted badge of the account with `email`. */
export function setVetted(
  context: AdminContext,
  email: string | undefined,
  vetted: boolean,
  usage: string,
): Promise<number> {
  return onAccount(context, email, usage, async (account, say) => {
    if (account.vetted === vetted) {
      return say(` is already ${vetted ? 'vetted' : 'not vetted'}; nothing changed.`);
    }
    await context.db.update(users).set({ vetted }).where(eq(users.id, account.id));
    say(`: vetted ${String(account.vetted)} → ${String(vetted)}.`);
  });
}

const sessionsEnded = (count: number) => `${count} session${count === 1 ? '' : 's'} ended`;

/** Ends every session of the account with `email` (it must sign in again). */
export function revokeSessions(
  context: AdminContext,
  email: string | undefined,
  usage: string,
): Promise<number> {
  return onAccount(context, email, usage, async (account, say) => {
    const ended = await new AuthService(context.db).revokeAllTokens(account.id);
    say(`: ${sessionsEnded(ended)}.`);
  });
}

/**
 * Blocks the account with `email` (no sign-in by any way, every session ended at once), or
 * with `blocked` false lifts the block.
 */
export function setBlocked(
  context: AdminContext,
  email: string | undefined,
  blocked: boolean,
  usage: string,
): Promise<number> {
  return onAccount(context, email, usage, async (account, say) => {
    if ((account.blockedAt !== null) === blocked) {
      return say(` is already ${blocked ? 'blocked' : 'not blocked'}; nothing changed.`);
    }
    const auth = new AuthService(context.db);
    const ended = await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ blockedAt: blocked ? new Date() : null })
        .where(eq(users.id, account.id));
      return blocked ? auth.revokeAllTokens(account.id, tx) : 0;
    });
    say(blocked ? ` is blocked; ${sessionsEnded(ended)}.` : ' is no longer blocked.');
  });
}

/**
 * An `admin <name> <email> [--undo]` command: `set(context, email, on, usage)` with `on`
 * false for `--undo`.
 */
export function flagCommand(
  name: string,
  summary: string,
  set: (context: AdminContext, email: string, on: boolean, usage: string) => Promise<number>,
): AdminCommand {
  const usage = `${name} <email> [--undo]`;
  return {
    summary,
    usage: '<email> [--undo]',
    run: async (context, args) => {
      const parsed = parseFlags(args, { undo: { type: 'boolean' } });
      const [email, ...extra] = parsed?.positionals ?? [];
      if (!parsed || !email || extra.length > 0) {
        context.print(`Usage: admin ${usage}`);
        return USAGE_ERROR;
      }
      return set(context, email, parsed.values.undo !== true, usage);
    },
  };
}
