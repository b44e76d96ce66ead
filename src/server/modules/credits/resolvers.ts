import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';

export const creditResolvers: Resolvers = {
  Query: {
    currentCredit: async (_parent, { team_id: teamId }, { auth, services }) => {
      const session = await auth.requireSession();
      const profile = await services.auth.profile(session.userId);
      const membership =
        teamId === undefined || teamId === null
          ? profile?.activeTeam
          : profile?.memberships.find(({ team }) => String(team.id) === teamId);
      if (!membership) throw forbidden(messages.credits.notYourTeam);
      const id = membership.team.id;
      return { team_id: id, balance: await services.credits.balance(id) };
    },
  },
};
