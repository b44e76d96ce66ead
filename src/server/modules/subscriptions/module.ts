/**
 * The monthly subscription (docs/subscriptions.md): started and paid like a purchase, renewed
 * by the server's housekeeping (the first run a minute after start, then hourly), so a
 * restart loses nothing: what is due is read from the database each time.
 */
import subscriptionTypeDefs from './subscriptions.graphql?raw';
import { subscriptionResolvers } from './resolvers';
import { SubscriptionService } from './subscription-service';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    subscriptions: SubscriptionService;
  }
}

export default {
  typeDefs: [subscriptionTypeDefs],
  resolvers: [subscriptionResolvers],
  services: {
    subscriptions: ({ db, now }, { payments, prices }) =>
      new SubscriptionService(db, payments, prices, now),
  },
  housekeeping: async (_platform, { subscriptions }) => {
    await subscriptions.renewDue();
  },
} satisfies ServerModule;
