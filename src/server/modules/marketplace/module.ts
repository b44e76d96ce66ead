/**
 * The agency marketplace (employers, `agency-marketplace`) and the network (agencies,
 * `network`): agencies with a finished profile and their case studies.
 */
import caseStudyTypeDefs from '../case-studies/case-studies.graphql?raw';
import marketplaceTypeDefs from './marketplace.graphql?raw';
import { MarketplaceService } from './marketplace-service';
import { marketplaceResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/module' {
  interface Services {
    marketplace: MarketplaceService;
  }
}

export default {
  // `marketplaceCaseStudies` answers the case-studies SDL's `CaseStudyPaginator`: loaded here too
  // so the schema stands while that module is being built (identical definitions merge).
  typeDefs: [caseStudyTypeDefs, marketplaceTypeDefs],
  resolvers: [marketplaceResolvers],
  services: {
    marketplace: ({ db }) => new MarketplaceService(db),
  },
} satisfies ServerModule;
