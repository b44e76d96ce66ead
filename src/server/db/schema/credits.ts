/**
 * Job-post credits (modules/credits): each team's append-only ledger, and its balance kept
 * beside it so that spending is one conditional update (never below 0, whatever runs at once).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { teams } from './accounts';
import { createdAt, id } from './columns';

/**
 * One movement of a team's job posts: IN (bought, granted) or OUT (spent on a post), with the
 * balance it left. Rows are only ever added.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    type: text({ enum: ['IN', 'OUT'] }).notNull(),
    qty: integer().notNull(),
    /** What was paid, in pence (0 for a grant or a spend). */
    total: integer().notNull().default(0),
    /** The team's balance after this entry. */
    balance: integer().notNull(),
    /** The invoice a purchase produced. */
    invoiceId: text(),
    /** Why, in a word or two: `admin grant by alice`, `opportunity 12`. */
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_team_idx').on(t.teamId, t.id),
    check('credit_entries_qty_positive', sql`${t.qty} > 0`),
    check('credit_entries_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** Each team's balance: the last entry's, kept in one row so spending can be conditional. */
export const teamCredits = pgTable(
  'team_credits',
  {
    teamId: integer()
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
  },
  (t) => [check('team_credits_balance_not_negative', sql`${t.balance} >= 0`)],
);
