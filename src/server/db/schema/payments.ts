/**
 * Card payments (modules/payments): each team's saved card, and every purchase attempt with
 * the price it was charged, so a retried request or a second notice from the gateway finds
 * the attempt and adds its job posts once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceCalculation } from '../../../shared/pricing';
import { teams, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

export const PAYMENT_GATEWAYS = ['local', 'stripe'] as const;
/** How a purchase was paid: by card through a gateway, or on account (invoiced, 30 days). */
export const PAYMENT_ROUTES = [...PAYMENT_GATEWAYS, 'account'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed'] as const;
/**
 * Whose idempotency key a payment's is: the client's (one per purchase attempt) or the server's
 * for a subscription's renewal. Separate namespaces: a client key equal to a renewal's can never
 * take the renewal's row (docs/subscriptions.md "How renewals work").
 */
export const PAYMENT_KEY_SOURCES = ['client', 'renewal'] as const;

/**
 * What a payment buys beyond its job posts: null for a purchase of job posts; a month of the
 * team's subscription (modules/subscriptions): its first (`periodStart` null: the month starts
 * when it is paid) or the renewal of the month that starts at `periodStart` (ISO).
 */
export type PaymentPurpose = { kind: 'subscription'; periodStart: string | null };

/** The card a team pays with: the gateway's ids and what may be shown (never the number). */
export const paymentMethods = pgTable('payment_methods', {
  teamId: integer()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
  customerId: text().notNull(),
  paymentMethodId: text().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  updatedAt: updatedAt(),
});

/** One purchase of job posts by card, from the first request to its outcome. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The client's key for this attempt: a retried request finds the same payment. */
    idempotencyKey: text().notNull(),
    /** Whose key `idempotencyKey` is: unique per team within its source. */
    keySource: text({ enum: PAYMENT_KEY_SOURCES }).notNull().default('client'),
    qty: integer().notNull(),
    /** The price charged, as calculatePrice answered it (pence). */
    price: jsonb().$type<PriceCalculation>().notNull(),
    amount: integer().notNull(),
    promoCode: text(),
    purpose: jsonb().$type<PaymentPurpose>(),
    gateway: text({ enum: PAYMENT_ROUTES }).notNull(),
    /** The gateway's payment (a Stripe PaymentIntent id). */
    gatewayPaymentId: text(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The gateway's reason, shown to the payer, for a failed payment. */
    failureMessage: text(),
    /** When its job posts were added: set once, in the transaction that adds them. */
    creditedAt: timestamp({ withTimezone: true }),
    /**
     * When a failed payment was closed: its charge cancelled at the gateway (it can no longer
     * succeed) and its promo use given back, in that order. Until then the use is held.
     */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_team_idempotency_unique').on(t.teamId, t.keySource, t.idempotencyKey),
    index('payments_gateway_payment_idx').on(t.gatewayPaymentId),
    // Housekeeping's look for payments left waiting for 3-D Secure, or failed and not closed.
    index('payments_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.creditedAt} is null and ${t.closedAt} is null`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const CREDIT_ACCOUNT_STATUSES = ['pending', 'approved', 'declined'] as const;

/**
 * A team's application to buy on account (the brief's credit account request), and whether
 * the back office approved it (`admin credit-accounts approve`: the brief's is_payment_active).
 */
export const creditAccounts = pgTable('credit_accounts', {
  teamId: integer()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  status: text({ enum: CREDIT_ACCOUNT_STATUSES }).notNull().default('pending'),
  invoiceCompany: text().notNull(),
  invoiceAddress1: text().notNull(),
  invoiceAddress2: text(),
  invoiceCity: text().notNull(),
  invoiceState: text().notNull(),
  invoiceCountry: text().notNull(),
  invoiceZip: text().notNull(),
  invoicePhone: text().notNull(),
  invoiceEmail: text().notNull(),
  requestedBy: integer()
    .notNull()
    .references(() => users.id),
  decidedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who a team's card payments and invoices are billed to (the brief's payment modal and
 * manage-payment-info: name, email, phone and address, United Kingdom by default).
 */
export const billingDetails = pgTable('billing_details', {
  teamId: integer()
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address1: text().notNull(),
  address2: text(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
  country: text().notNull(),
  updatedAt: updatedAt(),
});
