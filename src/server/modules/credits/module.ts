/**
 * Job-post credits: each team's ledger and balance, spent one per new post, and what buying
 * more costs (price calculation, promo codes).
 */
import creditTypeDefs from './credits.graphql?raw';
import { CreditService } from './credit-service';
import { creditsLimits } from './limits';
import { PriceService } from './price-service';
import { creditResolvers } from './resolvers';
import { SettingsService } from '../../platform/settings';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    credits: CreditService;
    prices: PriceService;
  }
}

export default {
  typeDefs: [creditTypeDefs],
  resolvers: [creditResolvers],
  limits: creditsLimits,
  services: {
    credits: ({ db }) => new CreditService(db),
    prices: ({ db, now }) => new PriceService(db, new SettingsService(db), now),
  },
} satisfies ServerModule;
