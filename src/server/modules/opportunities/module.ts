/** Job opportunities and agency projects: posting, lifecycle, the employer's and the published lists. */
import opportunityTypeDefs from './opportunities.graphql?raw';
import { OpportunityLoaders } from './opportunity-loaders';
import { OpportunityService } from './opportunity-service';
import { opportunityResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';
import { applications } from '../../db/schema';

declare module '../../platform/module' {
  interface Services {
    opportunities: OpportunityService;
    /** A request's loaders for the fields of `Opportunity` (made per request). */
    opportunityLoaders: () => OpportunityLoaders;
  }
}

export default {
  typeDefs: [opportunityTypeDefs],
  // An application's CV and other document.
  fileColumns: [applications.resume, applications.document],
  resolvers: [opportunityResolvers],
  services: {
    opportunities: ({ db, now }, { credits, taxonomies }) =>
      new OpportunityService(db, credits, taxonomies, now),
    opportunityLoaders:
      ({ db }) =>
      () =>
        new OpportunityLoaders(db),
  },
} satisfies ServerModule;
