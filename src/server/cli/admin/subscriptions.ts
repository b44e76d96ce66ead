import { asc, count, eq } from 'drizzle-orm';
import { subscriptionPeriods, subscriptions, teams } from '../../db/schema';
import { formatTable } from '../table';
import type { AdminCommand } from './command';

/**
 * `admin subscriptions` lists the teams' subscriptions: their state, when the current month
 * ends (it renews, or ends when cancelled) and the months paid. The server renews them.
 */
export const subscriptionsCommand: AdminCommand = {
  summary: 'List the monthly subscriptions, their state and renewal dates',
  run: async ({ db, print }) => {
    const rows = await db
      .select({
        subscription: subscriptions,
        company: teams.company,
        months: count(subscriptionPeriods.id),
      })
      .from(subscriptions)
      .innerJoin(teams, eq(teams.id, subscriptions.teamId))
      .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.subscriptionId, subscriptions.id))
      .groupBy(subscriptions.id, teams.company)
      .orderBy(asc(subscriptions.currentPeriodEnd));
    print(
      rows.length === 0
        ? 'No subscriptions.'
        : formatTable(
            ['team', 'company', 'status', 'month ends', 'then', 'months paid'],
            rows.map(({ subscription, company, months }) => [
              String(subscription.teamId),
              company,
              subscription.status === 'past_due'
                ? `past due: ${subscription.failureMessage ?? ''}`
                : subscription.status,
              subscription.currentPeriodEnd.toISOString().slice(0, 16).replace('T', ' '),
              subscription.status === 'ended'
                ? '-'
                : subscription.cancelAtPeriodEnd
                  ? 'ends'
                  : 'renews',
              String(months),
            ]),
          ),
    );
    return 0;
  },
};
