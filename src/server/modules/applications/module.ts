/** Applications to posts: who applied, as the posting team reads them (`viewApplicants`). */
import applicationTypeDefs from './applications.graphql?raw';
import { ApplicationService } from './application-service';
import { applicationResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/module' {
  interface Services {
    applications: ApplicationService;
  }
}

export default {
  typeDefs: [applicationTypeDefs],
  resolvers: [applicationResolvers],
  services: {
    applications: ({ db }, { opportunities }) => new ApplicationService(db, opportunities),
  },
} satisfies ServerModule;
