/**
 * The candidate's personal information (contact details, address, roles, languages, salary
 * or day-rate expectations, availability, references) and saved preferences.
 */
import personalInformationTypeDefs from './personal-information.graphql?raw';
import { PersonalInformationService } from './personal-information-service';
import { personalInformationResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    personalInformation: PersonalInformationService;
  }
}

export default {
  typeDefs: [personalInformationTypeDefs],
  resolvers: [personalInformationResolvers],
  services: {
    personalInformation: ({ db }) => new PersonalInformationService(db),
  },
} satisfies ServerModule;
