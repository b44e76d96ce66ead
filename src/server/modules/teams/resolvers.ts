import type {
  Resolvers,
  ResolversTypes,
  TeamUserAssociationInput,
} from '../../platform/graphql/generated/resolvers';
import { parseId, parseIds } from '../../platform/graphql/ids';
import { requestActor } from '../identity';
import type { TeamMember, TeamUserAssociation } from './team-service';

function teamUserOf({
  teamUser,
  user,
  isOwner,
  associateIds,
}: TeamMember): ResolversTypes['TeamUser'] {
  return {
    user_id: user.id,
    team_id: teamUser.teamId,
    role: teamUser.role,
    can_post_jobs: teamUser.canPostJobs,
    active: teamUser.active,
    is_owner: isOwner,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    avatar: user.avatar,
    position: user.position,
    associate_ids: associateIds,
  };
}

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
      const members = await context.services.teams.members(actor, teamIdOf(team_id, 'team_id'));
      return members.map(teamUserOf);
    },
  },
  Mutation: {
    updateTeamUserSetting: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const member = await context.services.teams.updateSetting(actor, {
        userId: parseId(input.user_id, 'input.user_id'),
        teamId: teamIdOf(input.team_id, 'input.team_id'),
        role: input.role ?? undefined,
        canPostJobs: input.can_post_jobs ?? undefined,
      });
      return teamUserOf(member);
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
      const member = await context.services.teams.associate(actor, associationOf(input));
      return teamUserOf(member);
    },
    deleteTeamUserAssociation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const member = await context.services.teams.dissociate(actor, associationOf(input));
      return teamUserOf(member);
    },
    syncTeamUserAssociation: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const member = await context.services.teams.syncAssociations(actor, {
        userId: parseId(input.user_id, 'input.user_id'),
        teamId: teamIdOf(input.team_id, 'input.team_id'),
        associateIds: parseIds(input.associate_ids, 'input.associate_ids'),
      });
      return teamUserOf(member);
    },
  },
};
