/** Job-post credits: each team's ledger and balance, spent one per new post. */
import creditTypeDefs from './credits.graphql?raw';
import { CreditService } from './credit-service';
import { creditResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/module' {
  interface Services {
    credits: CreditService;
  }
}

export default {
  typeDefs: [creditTypeDefs],
  resolvers: [creditResolvers],
  services: {
    credits: ({ db }) => new CreditService(db),
  },
} satisfies ServerModule;
