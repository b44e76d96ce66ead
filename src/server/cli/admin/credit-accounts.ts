import { asc, eq } from 'drizzle-orm';
import { creditAccounts, teams } from '../../db/schema';
import { CreditAccountService } from '../../modules/payments';
import { formatTable } from '../table';
import type { AdminCommand } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';
import { findTeam } from './credits';

const USAGE = 'credit-accounts [approve | decline <team-id | member-email>]';

/**
 * `admin credit-accounts` lists the applications to buy on account; `approve` lets a team
 * buy on account (the brief's is_payment_active), `decline` refuses it.
 */
export const creditAccountsCommand: AdminCommand = {
  summary: 'List credit account applications, or approve or decline one',
  usage: '[approve | decline <team-id | member-email>]',
  run: async ({ db, print }, args) => {
    const [action, which, ...extra] = args;
    if (action === undefined) {
      const rows = await db
        .select({ account: creditAccounts, company: teams.company })
        .from(creditAccounts)
        .innerJoin(teams, eq(teams.id, creditAccounts.teamId))
        .orderBy(asc(creditAccounts.createdAt));
      print(
        rows.length === 0
          ? 'No credit account applications.'
          : formatTable(
              ['team', 'company', 'status', 'invoice to', 'applied'],
              rows.map(({ account, company }) => [
                String(account.teamId),
                company,
                account.status,
                `${account.invoiceCompany}, ${account.invoiceEmail}`,
                account.createdAt.toISOString().slice(0, 10),
              ]),
            ),
      );
      return 0;
    }
    if ((action !== 'approve' && action !== 'decline') || !which || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    const team = await findTeam(db, which);
    const decided = team
      ? await new CreditAccountService(db, () => new Date()).decide(
          team.id,
          action === 'approve' ? 'approved' : 'declined',
        )
      : null;
    if (!team || !decided) {
      print(`No credit account application from ${which}.`);
      return NOT_FOUND;
    }
    print(`${team.company || 'Unnamed team'} (team ${team.id}): credit account ${decided.status}.`);
    return 0;
  },
};
