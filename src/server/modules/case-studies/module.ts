/**
 * Agencies' case studies: the agency's list, form and page, and the case studies other
 * agencies and employers open (`case-study/{id}`, agency profiles).
 */
import caseStudiesTypeDefs from './case-studies.graphql?raw';
import { CaseStudyService } from './case-study-service';
import { caseStudiesResolvers } from './resolvers';
import { caseStudies, caseStudyImages } from '../../db/schema';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    caseStudies: CaseStudyService;
  }
}

export default {
  typeDefs: [caseStudiesTypeDefs],
  resolvers: [caseStudiesResolvers],
  services: {
    caseStudies: ({ db }, { files }) => new CaseStudyService(db, files),
  },
  fileColumns: [caseStudies.thumbnail, caseStudyImages.image],
} satisfies ServerModule;
