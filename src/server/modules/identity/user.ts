/**
 * The GraphQL `User`, resolved field by field from the user's row (the codegen mapper), so
 * a request reads only what it asks for: `{ me { id name email } }` costs the session's
 * statement and the row's. Team-derived fields load the memberships, taxonomy lists load
 * their links, each through the per-request DataLoaders (user-loaders.ts).
 *
 * The organisation's profile lives on the team (docs/design.md "Domain model notes"), so for
 * employers, agencies and their GUEST members the organisation fields are the active
 * team's; a GUEST keeps its own photo and bio ("about yourself").
 */
import { activeMembershipOf, type Membership, type UserRow } from './auth-service';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { UserResolvers, UserTeam } from '../../platform/graphql/generated/resolvers';
import { requestScoped } from '../../platform/graphql/request-scoped';

/** What a resolver returns for a `User` (codegen's mapper): the user's row. */
export type UserParent = UserRow;

export const userLoaders = requestScoped(({ services }) => services.userLoaders());

/**
 * The user's row for a `User` answer, read afresh: resolvers that changed the account in
 * this request answer what is now stored. Null when the user no longer exists.
 */
export async function freshUser(context: GraphQLContext, userId: number): Promise<UserRow | null> {
  const loaders = userLoaders(context);
  loaders.forget();
  return loaders.user.load(userId);
}

async function activeMembership(user: UserRow, context: GraphQLContext) {
  return activeMembershipOf(await userLoaders(context).memberships.load(user.id));
}

/** The team whose profile the user shows: none for a candidate. */
async function organisation(user: UserRow, context: GraphQLContext) {
  if (user.type === 'FREELANCER') return null;
  return (await activeMembership(user, context))?.team ?? null;
}

/** An agency (or a GUEST of an agency team) shows its team's lists; everyone else their own. */
async function agencyTeamId(user: UserRow, context: GraphQLContext): Promise<number | null> {
  const team = await organisation(user, context);
  return team?.type === 'AGENCY' ? team.id : null;
}

export const userResolvers: UserResolvers<GraphQLContext, UserParent> = {
  name: (user) => `${user.firstName} ${user.lastName}`.trim(),
  first_name: (user) => user.firstName,
  last_name: (user) => user.lastName,
  company: async (user, _args, context) =>
    (await organisation(user, context))?.company ?? user.company,
  agency_name: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team?.type === 'AGENCY' ? team.company : user.agencyName;
  },
  avatar: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team && user.type !== 'GUEST' ? team.avatar : user.avatar;
  },
  bio: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team && user.type !== 'GUEST' ? team.bio : user.bio;
  },
  description: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team ? team.description : user.description;
  },
  what_sets_apart: async (user, _args, context) =>
    (await organisation(user, context))?.whatSetsApart ?? null,
  can_use_logo: async (user, _args, context) =>
    (await organisation(user, context))?.canUseLogo ?? null,
  website: async (user, _args, context) => (await organisation(user, context))?.website ?? null,
  address_1: (user) => user.address1,
  address_2: (user) => user.address2,
  location: (user) => user.workLocation,
  payroll_status: (user) => user.payrollStatus,
  right_to_work: (user) => user.rightToWork,
  start_date: (user) => user.startDate,
  notice_period: (user) => user.noticePeriod,
  notice_period_unit: (user) => user.noticePeriodUnit,
  hear_us: (user) => user.hearUs,
  hear_us_additional: (user) => user.hearUsAdditional,
  referee_1: (user) => user.referee1,
  referee_2: (user) => user.referee2,
  looking_for: (user) => user.lookingFor,
  industries: async (user, _args, context) => {
    const teamId = await agencyTeamId(user, context);
    const loaders = userLoaders(context);
    return teamId === null
      ? loaders.userIndustries.load(user.id)
      : loaders.teamIndustries.load(teamId);
  },
  positions: (user, _args, context) => userLoaders(context).positions.load(user.id),
  services: async (user, _args, context) => {
    const teamId = await agencyTeamId(user, context);
    return teamId === null ? [] : userLoaders(context).teamServices.load(teamId);
  },
  agency_location: async (user, _args, context) =>
    (await organisation(user, context))?.locations ?? [],
  agency_phone: async (user, _args, context) => (await organisation(user, context))?.phones ?? [],
  teamType: async (user, _args, context) =>
    (await activeMembership(user, context))?.team.type ?? null,
  teamOwner: async (user, _args, context) =>
    (await activeMembership(user, context))?.team.ownerId ?? null,
  teams: async (user, _args, context) =>
    (await userLoaders(context).memberships.load(user.id)).map(toUserTeam),
  activeTeam: async (user, _args, context) => {
    const membership = await activeMembership(user, context);
    return membership && toUserTeam(membership);
  },
};

function toUserTeam({ teamUser, team }: Membership): UserTeam {
  return {
    team_id: teamUser.teamId,
    user_id: teamUser.userId,
    role: teamUser.role,
    can_post_jobs: teamUser.canPostJobs,
    active: teamUser.active,
    team: {
      id: team.id,
      type: team.type,
      company: team.company,
      avatar: team.avatar,
      owner_id: team.ownerId,
    },
  };
}
