/**
 * The parents codegen maps the subscription types to (codegen.ts `mappers`): rows, not GraphQL
 * shapes; the fields are resolvers.ts's. Read by the generated resolver types, so nothing here
 * may import what imports them (a resolver, a module's index): that would be an import cycle.
 */
import type { subscriptionPeriods, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
