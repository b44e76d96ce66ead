/**
 * The Stripe events the webhook has taken (modules/payments/stripe): Stripe delivers an event at
 * least once, so one seen before is answered and not handled again (docs/security.md S3).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const stripeEvents = pgTable('stripe_events', {
  /** Stripe's event id (`evt_…`). */
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
