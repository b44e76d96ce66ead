import { freshUser, requestActor } from '../identity';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { unauthenticated } from '../../platform/domain-error';
import {
  invitationSchemaFor,
  teamMemberProfileSchema,
  teamMemberRegistrationSchema,
} from '../../../shared/validation/invitations';
import {
  INVITATION_LINKS_PER_IP,
  INVITATION_MAILS_PER_USER,
  TEAM_MEMBER_REGISTRATIONS_PER_IP,
} from './limits';

export const invitationResolvers: Resolvers = {
  Query: {
    viewInvitations: async (_parent, args, context) => {
      const actor = await requestActor(context);
      const teamId = args.team_id == null ? undefined : parseId(args.team_id, 'team_id');
      return context.services.invitations.listPending(actor, teamId);
    },
    invitation: async (_parent, { token }, { services, limits, clientIp }) => {
      await limits.consume(INVITATION_LINKS_PER_IP, clientIp);
      return services.invitations.link(token);
    },
  },
  Mutation: {
    createInvitation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      // The form's wording of an invalid email follows the team's side (employer or agency).
      const schema = invitationSchemaFor(actor.activeTeam?.team.type ?? 'COMPANY');
      const values = await validateInput(schema, input, 'input');
      await context.limits.consume(INVITATION_MAILS_PER_USER, String(actor.user.id));
      return context.services.invitations.create(actor, values);
    },
    resendInvitation: async (_parent, args, context) => {
      const id = parseId(args.id, 'id');
      const actor = await requestActor(context);
      await context.limits.consume(INVITATION_MAILS_PER_USER, String(actor.user.id));
      return context.services.invitations.resend(actor, id!);
    },
    deleteInvitation: async (_parent, args, context) => {
      const id = parseId(args.id, 'id');
      const actor = await requestActor(context);
      await context.services.invitations.cancel(actor, id!);
      return true;
    },
    registerTeamMember: async (_parent, { input }, { services, limits, clientIp }) => {
      // Validation first, as for register: a malformed attempt spends no budget.
      const values = await validateInput(teamMemberRegistrationSchema, input, 'input');
      await limits.consume(TEAM_MEMBER_REGISTRATIONS_PER_IP, clientIp);
      const registered = await services.invitations.registerMember(values);
      return {
        id: registered.userId,
        type: registered.type,
        teamType: registered.teamType,
        access_token: registered.accessToken,
      };
    },
    completeTeamMemberProfile: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(teamMemberProfileSchema, input, 'input');
      await context.services.invitations.completeMemberProfile(actor, values);
      const user = await freshUser(context, actor.user.id);
      if (!user) throw unauthenticated();
      return user;
    },
    acceptInvitation: async (_parent, { token }, context) => {
      const actor = await requestActor(context);
      await context.limits.consume(INVITATION_LINKS_PER_IP, context.clientIp);
      return context.services.invitations.accept(actor, token);
    },
  },
  // An invitation from its row, and a link from what the service read for it (mappers.ts).
  Invitation: {
    first_name: (row) => row.firstName,
    last_name: (row) => row.lastName,
    team_id: (row) => row.teamId,
    invite_status: (row) => row.status,
    expires_at: (row) => row.expiresAt.toISOString(),
    updated_at: (row) => row.updatedAt.toISOString(),
  },
  InvitationLink: {
    email: (link) => link.invitation.email,
    first_name: (link) => link.invitation.firstName,
    last_name: (link) => link.invitation.lastName,
    team_name: (link) => link.team.company,
    team_type: (link) => link.team.type,
    account_exists: (link) => link.accountExists,
  },
};
