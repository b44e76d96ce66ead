/** Invitations: admins invite people to their team; the invited join by the mailed link. */
import invitationTypeDefs from './invitations.graphql?raw';
import { InvitationService } from './invitation-service';
import { invitationsLimits } from './limits';
import { purgeStaleInvitations } from './purge-stale';
import { invitationResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    invitations: InvitationService;
  }
}

export default {
  typeDefs: [invitationTypeDefs],
  resolvers: [invitationResolvers],
  limits: invitationsLimits,
  services: {
    invitations: ({ db, now, mailer, publicUrl, tasks }, { auth, files }) =>
      new InvitationService(db, auth, files, { mailer, publicUrl, tasks }, now),
  },
  housekeeping: async ({ db, now }) => {
    await purgeStaleInvitations(db, now());
  },
} satisfies ServerModule;
