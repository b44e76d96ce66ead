/**
 * Monthly subscriptions (modules/subscriptions): a team's subscription and its history, one
 * row per paid month (the brief's subscription history: price, ends_at, created_at). A period
 * is unique per subscription and start, so a month is never paid or credited twice, whichever
 * server process renews it.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { payments } from './payments';

/** `active` (renews), `past_due` (its renewal payment failed), `ended` (cancelled or lapsed). */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'ended'] as const;

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  /** One per team: starting again after it ended reuses the row (history is per period). */
  teamId: integer()
    .notNull()
    .unique()
    .references(() => teams.id, { onDelete: 'cascade' }),
  status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
  /** Cancelled by the team: it ends when the current period does. */
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** When this run of it began: its months end on that day of the month (or the month's last). */
  anchoredAt: timestamp({ withTimezone: true }).notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  /** Who started it: renewals are charged in their name. */
  startedBy: integer()
    .notNull()
    .references(() => users.id),
  /** The gateway's reason the last renewal failed (past_due). */
  failureMessage: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One paid month of a subscription. */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: id(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    paymentId: integer()
      .notNull()
      .unique()
      .references(() => payments.id),
    /** What the month cost, in pence (VAT included). */
    price: integer().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_start_unique').on(t.subscriptionId, t.periodStart),
    index('subscription_periods_team_idx').on(t.teamId, t.id),
  ],
);
