/**
 * The agency marketplace (employers, `agency-marketplace`) and the network (agencies,
 * `network`): agencies with a finished profile and their case studies.
 */
import marketplaceTypeDefs from './marketplace.graphql?raw';
import { MarketplaceService } from './marketplace-service';
import { marketplaceResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    marketplace: MarketplaceService;
  }
}

export default {
  // `marketplaceCaseStudies` answers modules/case-studies' `CaseStudyPaginator`.
  typeDefs: [marketplaceTypeDefs],
  resolvers: [marketplaceResolvers],
  services: {
    marketplace: ({ db }) => new MarketplaceService(db),
  },
} satisfies ServerModule;
