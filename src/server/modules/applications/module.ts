/** Applications to posts: applying (`createApplication`), and who applied, as the posting team reads them (`viewApplicants`). */
import applicationTypeDefs from './applications.graphql?raw';
import { ApplicationService } from './application-service';
import { applicationResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    applications: ApplicationService;
  }
}

export default {
  typeDefs: [applicationTypeDefs],
  resolvers: [applicationResolvers],
  services: {
    applications: ({ db, mailer, tasks, publicUrl }, { opportunities, candidateProfiles }) =>
      new ApplicationService(db, opportunities, candidateProfiles, { mailer, tasks, publicUrl }),
  },
} satisfies ServerModule;
