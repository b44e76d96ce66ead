/**
 * The parents codegen maps the payment types to (codegen.ts `mappers`): rows and outcomes, not
 * GraphQL shapes; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */
import type { billingDetails, creditAccounts, paymentMethods, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;

/** What the payer is told: paid (with the new balance), to authenticate, or refused. */
export type PurchaseOutcome =
  | { status: 'SUCCEEDED'; payment: PaymentRow; balance: number }
  | { status: 'REQUIRES_ACTION'; payment: PaymentRow; clientSecret: string }
  | { status: 'FAILED'; payment: PaymentRow; message: string };

/** What a resolver returns for a `PurchaseResult` (here and in subscriptions). */
export type PurchaseResultParent = PurchaseOutcome;
