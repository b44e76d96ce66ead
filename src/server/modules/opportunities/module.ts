/** Job opportunities and agency projects: posting, lifecycle, the employer's and the published lists, company profiles. */
import opportunityTypeDefs from './opportunities.graphql?raw';
import { OpportunityLoaders } from './opportunity-loaders';
import { OpportunityFinder } from './opportunity-finder';
import { OpportunityService } from './opportunity-service';
import { opportunityResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';
import { applications } from '../../db/schema';

declare module '../../platform/services' {
  interface Services {
    opportunities: OpportunityService;
    /** The published side's lists: latest, for you, applied, a company's profile. */
    opportunityFinder: OpportunityFinder;
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
    opportunityFinder: ({ db }) => new OpportunityFinder(db),
    opportunityLoaders:
      ({ db }) =>
      () =>
        new OpportunityLoaders(db),
  },
} satisfies ServerModule;
