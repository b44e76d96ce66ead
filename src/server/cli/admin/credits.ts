import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditEntries, teams, teamUsers, users } from '../../db/schema';
import { CreditService } from '../../modules/credits';
import { normalizeEmail } from '../../modules/identity';
import { formatTable } from '../table';
import type { AdminCommand } from './command';
import { NOT_FOUND, USAGE_ERROR } from './account-changes';

const USAGE = 'credits <team-id | member-email> [grant <qty>]';
/** A grant is a back-office correction or gift, not a bulk import. */
const MAX_GRANT = 1_000;

interface Team {
  id: number;
  company: string;
}

/** A team by id, or the team a member acts for (their first active membership). */
export async function findTeam(db: Database, which: string): Promise<Team | null> {
  const columns = { id: teams.id, company: teams.company };
  if (/^\d+$/.test(which)) {
    const [team] = await db
      .select(columns)
      .from(teams)
      .where(eq(teams.id, Number(which)));
    return team ?? null;
  }
  const [team] = await db
    .select(columns)
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(and(eq(users.email, normalizeEmail(which)), eq(teamUsers.active, true)))
    .orderBy(asc(teamUsers.id))
    .limit(1);
  return team ?? null;
}

/**
 * `admin credits <team>` shows a team's job posts and its last ledger entries;
 * `admin credits <team> grant <qty>` adds job posts, recorded in the ledger as given by the
 * operator (until purchases exist, this is how a team gets them).
 */
export const credits: AdminCommand = {
  summary: "Show a team's job posts, or grant some (recorded in its ledger)",
  usage: '<team-id | member-email> [grant <qty>]',
  run: async ({ db, print, operator }, args) => {
    const [which, action, qtyText, ...extra] = args;
    const granting = action === 'grant';
    if (which === undefined || (action !== undefined && !granting) || extra.length > 0) {
      print(`Usage: admin ${USAGE}`);
      return USAGE_ERROR;
    }
    const qty = Number(qtyText);
    if (granting && (!Number.isInteger(qty) || qty < 1 || qty > MAX_GRANT)) {
      print(`grant takes a whole number of job posts from 1 to ${MAX_GRANT}.`);
      return USAGE_ERROR;
    }
    const team = await findTeam(db, which);
    if (!team) {
      print(`No team ${which} (a team id, or the email of one of its members).`);
      return NOT_FOUND;
    }
    const service = new CreditService(db);
    const name = `${team.company || 'Unnamed team'} (team ${team.id})`;
    if (granting) {
      const balance = await service.add(team.id, qty, { reason: `admin grant by ${operator}` });
      print(`${name}: granted ${qty} job post(s); ${balance} available.`);
      return 0;
    }
    print(`${name}: ${await service.balance(team.id)} job post(s) available.`);
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, team.id))
      .orderBy(desc(creditEntries.id))
      .limit(10);
    if (entries.length > 0) {
      print(
        formatTable(
          ['date', 'type', 'qty', 'balance', 'reason'],
          entries.map((entry) => [
            entry.createdAt.toISOString(),
            entry.type,
            String(entry.qty),
            String(entry.balance),
            entry.reason ?? '',
          ]),
        ),
      );
    }
    return 0;
  },
};
