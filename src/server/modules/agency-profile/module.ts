/**
 * The agency's own profile and account pages (`profile`, `edit-profile`,
 * `account-information`, `edit-account-information`, `personal-information`): the active agency
 * team's profile and its owner's details. Employers see agencies through `agencyProfile`
 * (modules/profiles).
 */
import agencyProfileTypeDefs from './agency-profile.graphql?raw';
import { AgencyProfileService } from './agency-profile-service';
import { agencyProfileResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    agencyProfile: AgencyProfileService;
  }
}

export default {
  typeDefs: [agencyProfileTypeDefs],
  resolvers: [agencyProfileResolvers],
  services: {
    agencyProfile: ({ db }, { files, emailChange }) =>
      new AgencyProfileService(db, files, emailChange),
  },
} satisfies ServerModule;
