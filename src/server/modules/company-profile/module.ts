/**
 * The employer's own company profile (`profile`, `edit-profile`): the active company team's
 * profile and the admin's sign-in email. Candidates and agencies see companies through
 * `companyProfile` (modules/opportunities), which shows the same badge.
 */
import companyProfileTypeDefs from './company-profile.graphql?raw';
import { CompanyProfileService } from './company-profile-service';
import { companyProfileResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    companyProfile: CompanyProfileService;
  }
}

export default {
  typeDefs: [companyProfileTypeDefs],
  resolvers: [companyProfileResolvers],
  services: {
    companyProfile: ({ db }, { files, emailChange }) =>
      new CompanyProfileService(db, files, emailChange),
  },
} satisfies ServerModule;
