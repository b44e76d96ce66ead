/** The candidate's profile: education, experience, skills, CVs, documents, completeness. */
import { resumes, supportingDocuments } from '../../db/schema';
import candidateTypeDefs from './candidates.graphql?raw';
import { CandidateProfileService } from './candidate-profile-service';
import { candidateResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    candidateProfiles: CandidateProfileService;
  }
}

export default {
  typeDefs: [candidateTypeDefs],
  resolvers: [candidateResolvers],
  fileColumns: [resumes.file, supportingDocuments.file],
  services: {
    candidateProfiles: ({ db }, { files }) => new CandidateProfileService(db, files),
  },
} satisfies ServerModule;
