/** Applications to posts: applying (`createApplication`), and who applied, as the posting team reads them (`viewApplicants`). */
import applicationTypeDefs from './applications.graphql?raw';
import { ApplicationService, NOTIFY_QUEUE } from './application-service';
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
    applications: ({ db, jobs, mailLater, publicUrl }, { opportunities, candidateProfiles }) =>
      new ApplicationService(db, opportunities, candidateProfiles, { jobs, mailLater, publicUrl }),
  },
  jobs: {
    [NOTIFY_QUEUE]:
      (_platform, { applications }) =>
      ({ applicationId }: { applicationId: number }) =>
        applications.notify(applicationId),
  },
} satisfies ServerModule;
