import type {
  Resolvers,
  TeamUserAssociationInput,
} from '../../platform/graphql/generated/resolvers';
import { parseId, parseIds } from '../../platform/graphql/ids';
import { requestActor } from '../identity';
import type { TeamUserAssociation } from './team-service';

/** An optional team_id: the active team when absent. */
const teamIdOf = (value: string | null | undefined, name: string) =>
  value === undefined || value === null ? undefined : parseId(value, name);

/** Who may see whose posts, from the create and delete mutations' input. */
function associationOf(input: TeamUserAssociationInput): TeamUserAssociation {
  return {
    userId: parseId(input.user_id, 'input.user_id'),
    teamId: teamIdOf(input.team_id, 'input.team_id'),
    associateId: parseId(input.associate_id, 'input.associate_id'),
  };
}

export const teamResolvers: Resolvers = {
  Query: {
    viewUserTeam: async (_parent, { team_id }, context) => {
      const actor = await requestActor(context);
      return context.services.teams.members(actor, teamIdOf(team_id, 'team_id'));
    },
  },
  Mutation: {
    updateTeamUserSetting: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      return context.services.teams.updateSetting(actor, {
        userId: parseId(input.user_id, 'input.user_id'),
        teamId: teamIdOf(input.team_id, 'input.team_id'),
        role: input.role ?? undefined,
        canPostJobs: input.can_post_jobs ?? undefined,
      });
    },
    deleteTeamUserSetting: async (_parent, { user_id, team_id }, context) => {
      const actor = await requestActor(context);
      await context.services.teams.remove(
        actor,
        parseId(user_id, 'user_id'),
        teamIdOf(team_id, 'team_id'),
      );
      return true;
    },
    createTeamUserAssociation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      return context.services.teams.associate(actor, associationOf(input));
    },
    deleteTeamUserAssociation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      return context.services.teams.dissociate(actor, associationOf(input));
    },
    syncTeamUserAssociation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      return context.services.teams.syncAssociations(actor, {
        userId: parseId(input.user_id, 'input.user_id'),
        teamId: teamIdOf(input.team_id, 'input.team_id'),
        associateIds: parseIds(input.associate_ids, 'input.associate_ids'),
      });
    },
  },
  // A member from the service's record (mappers.ts): their membership row and user.
  TeamUser: {
    user_id: (member) => member.user.id,
    team_id: (member) => member.teamUser.teamId,
    role: (member) => member.teamUser.role,
    can_post_jobs: (member) => member.teamUser.canPostJobs,
    active: (member) => member.teamUser.active,
    is_owner: (member) => member.isOwner,
    type: (member) => member.user.type,
    first_name: (member) => member.user.firstName,
    last_name: (member) => member.user.lastName,
    email: (member) => member.user.email,
    avatar: (member) => member.user.avatar,
    position: (member) => member.user.position,
    associate_ids: (member) => member.associateIds,
  },
};
