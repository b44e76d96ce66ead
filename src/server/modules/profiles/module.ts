/** How an employer sees who applied: candidate and agency profiles. */
import profileTypeDefs from './profiles.graphql?raw';
import { profileLimits } from './limits';
import { ProfileService } from './profile-service';
import { profileResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    profiles: ProfileService;
  }
}

export default {
  typeDefs: [profileTypeDefs],
  resolvers: [profileResolvers],
  limits: profileLimits,
  services: {
    profiles: ({ db }, { opportunities }) => new ProfileService(db, opportunities),
  },
} satisfies ServerModule;
