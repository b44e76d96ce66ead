/** Taxonomies: the fixed lists the forms offer (industries, skills, positions, …). */
import { taxonomyResolvers } from './resolvers';
import taxonomyTypeDefs from './taxonomies.graphql?raw';
import { TaxonomyService } from './taxonomy-service';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    taxonomies: TaxonomyService;
  }
}

export default {
  typeDefs: [taxonomyTypeDefs],
  resolvers: [taxonomyResolvers],
  services: { taxonomies: ({ db }) => new TaxonomyService(db) },
} satisfies ServerModule;
