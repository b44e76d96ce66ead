/**
 * Job-post credits (modules/credits): each team's append-only ledger, and its balance kept
 * beside it so that spending is one conditional update (never below 0, whatever runs at once).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROMO_TYPES } from '../../../shared/pricing';
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

/**
 * Promo codes (`admin promo`): a percentage or an amount off the discounted subtotal of a
 * purchase, until it expires, is used up or is disabled. Codes are stored upper case.
 */
export const promos = pgTable(
  'promos',
  {
    id: id(),
    code: text().notNull(),
    type: text({ enum: PROMO_TYPES }).notNull(),
    /** A percentage (1–100), or pence. */
    value: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    /** How many purchases may use it; null for any number. */
    maxUses: integer(),
    /** Purchases that used it. */
    uses: integer().notNull().default(0),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promos_code_unique').on(t.code),
    check('promos_value_positive', sql`${t.value} > 0`),
    check('promos_percentage_at_most_100', sql`${t.type} <> 'PERCENTAGE' or ${t.value} <= 100`),
    check('promos_uses_within_max', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);
