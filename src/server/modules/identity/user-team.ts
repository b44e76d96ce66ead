/**
 * `UserTeam` and its `Team`, resolved from the membership's rows (mappers.ts): whoever answers
 * one (a user's teams and active team, `userTeam`, invitations' `acceptInvitation`) returns the
 * `Membership` it read, and only the renamed fields need a resolver here.
 */
import type { Resolvers } from '../../platform/graphql/generated/resolvers';

export const userTeamResolvers: Resolvers = {
  UserTeam: {
    team_id: (membership) => membership.teamUser.teamId,
    user_id: (membership) => membership.teamUser.userId,
    role: (membership) => membership.teamUser.role,
    can_post_jobs: (membership) => membership.teamUser.canPostJobs,
    active: (membership) => membership.teamUser.active,
  },
  Team: {
    owner_id: (team) => team.ownerId,
  },
};
