/**
 * Invoices (modules/invoices): one for every purchase of job posts, numbered, with what the
 * buyer bought and paid as it was at the time, and its PDF once rendered.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PriceCalculation } from '../../../shared/pricing';
import { teams } from './accounts';
import { createdAt, id } from './columns';
import { payments } from './payments';

/** Who bought, as the invoice names them (kept: a later address change leaves it as issued). */
export interface InvoiceBuyer {
  company: string;
  name: string;
  email: string;
  address: readonly string[];
}

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    paymentId: integer().references(() => payments.id),
    /** Job posts bought, or a month of the subscription (its line is `item`). */
    kind: text({ enum: ['job_posts', 'subscription'] })
      .notNull()
      .default('job_posts'),
    /** What the buyer sees it as: `3 Job Posts`. */
    item: text().notNull(),
    qty: integer().notNull(),
    price: jsonb().$type<PriceCalculation>().notNull(),
    total: integer().notNull(),
    buyer: jsonb().$type<InvoiceBuyer>().notNull(),
    /** `paid` (by card) or `due` (on account, by `dueAt`). */
    status: text({ enum: ['paid', 'due'] }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** The rendered PDF's served path (`/files/…`), once rendered. */
    pdf: text(),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_team_idx').on(t.teamId, t.id)],
);
