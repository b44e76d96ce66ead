/**
 * The GraphQL `User`, resolved field by field (the codegen mapper is `UserParent`), so a
 * request reads only what it asks for: `{ me { id type status name email } }` costs only
 * the session's statement, which reads the `SessionUser` columns; any other column loads
 * the user's row once, team-derived fields load the memberships, taxonomy lists load their
 * links, each through the per-request DataLoaders (user-loaders.ts).
 *
 * The organisation's profile lives on the team (docs/design.md "Domain model notes"), so for
 * employers, agencies and their GUEST members the organisation fields are the active
 * team's; a GUEST keeps its own photo and bio ("about yourself").
 */
import { activeMembershipOf, type UserRow } from './auth-service';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { UserResolvers } from '../../platform/graphql/generated/resolvers';
import { requestScoped } from '../../platform/graphql/request-scoped';
import type { UserParent } from './mappers';

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

/** The user's whole row: the parent itself, or read once per request. */
async function rowOf(user: UserParent, context: GraphQLContext): Promise<UserRow> {
  if ('passwordHash' in user) return user;
  const row = await userLoaders(context).user.load(user.id);
  // The session's statement found the user; only a deletion in between could lose it.
  if (!row) throw new Error(`User ${user.id} no longer exists`);
  return row;
}

/** A field that is one column of the user's row. */
function column<K extends keyof UserRow>(key: K) {
  return async (user: UserParent, _args: unknown, context: GraphQLContext) =>
    (await rowOf(user, context))[key];
}

/** The caller's active team is the one their client asks for (actor.ts); anyone else's, their first. */
async function activeMembership(user: UserParent, context: GraphQLContext) {
  const memberships = await userLoaders(context).memberships.load(user.id);
  const session = await context.auth.optionalSession();
  return activeMembershipOf(
    memberships,
    session?.userId === user.id ? context.requestedTeamId : null,
  );
}

/** The team whose profile the user shows: none for a candidate. */
async function organisation(user: UserParent, context: GraphQLContext) {
  if (user.type === 'FREELANCER') return null;
  return (await activeMembership(user, context))?.team ?? null;
}

/** An agency (or a GUEST of an agency team) shows its team's lists; everyone else their own. */
async function agencyTeamId(user: UserParent, context: GraphQLContext): Promise<number | null> {
  const team = await organisation(user, context);
  return team?.type === 'AGENCY' ? team.id : null;
}

/** The services a `User` who is not a candidate shows: their agency team's, else none. */
export async function agencyServicesOf(user: UserParent, context: GraphQLContext) {
  const teamId = await agencyTeamId(user, context);
  return teamId === null ? [] : userLoaders(context).teamServices.load(teamId);
}

export const userResolvers: UserResolvers<GraphQLContext, UserParent> = {
  name: (user) => `${user.firstName} ${user.lastName}`.trim(),
  first_name: (user) => user.firstName,
  last_name: (user) => user.lastName,
  company: async (user, _args, context) =>
    (await organisation(user, context))?.company ?? (await rowOf(user, context)).company,
  agency_name: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team?.type === 'AGENCY' ? team.company : (await rowOf(user, context)).agencyName;
  },
  avatar: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team && user.type !== 'GUEST' ? team.avatar : (await rowOf(user, context)).avatar;
  },
  bio: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team && user.type !== 'GUEST' ? team.bio : (await rowOf(user, context)).bio;
  },
  description: async (user, _args, context) => {
    const team = await organisation(user, context);
    return team ? team.description : (await rowOf(user, context)).description;
  },
  what_sets_apart: async (user, _args, context) =>
    (await organisation(user, context))?.whatSetsApart ?? null,
  can_use_logo: async (user, _args, context) =>
    (await organisation(user, context))?.canUseLogo ?? null,
  website: async (user, _args, context) => (await organisation(user, context))?.website ?? null,
  position: column('position'),
  vetted: column('vetted'),
  pronouns: column('pronouns'),
  phone: column('phone'),
  phone_secondary: column('phoneSecondary'),
  linkedin: column('linkedin'),
  supporting_url: column('supportingUrl'),
  address_1: column('address1'),
  address_2: column('address2'),
  city: column('city'),
  state: column('state'),
  zip: column('zip'),
  country: column('country'),
  location: column('workLocation'),
  payroll_status: column('payrollStatus'),
  right_to_work: column('rightToWork'),
  start_date: column('startDate'),
  notice_period: column('noticePeriod'),
  notice_period_unit: column('noticePeriodUnit'),
  hear_us: column('hearUs'),
  hear_us_additional: column('hearUsAdditional'),
  ethnicity: column('ethnicity'),
  referee_1: column('referee1'),
  referee_2: column('referee2'),
  looking_for: column('lookingFor'),
  languages: column('languages'),
  industries: async (user, _args, context) => {
    const teamId = await agencyTeamId(user, context);
    const loaders = userLoaders(context);
    return teamId === null
      ? loaders.userIndustries.load(user.id)
      : loaders.teamIndustries.load(teamId);
  },
  positions: (user, _args, context) => userLoaders(context).positions.load(user.id),
  // `services` is the candidates module's (a candidate's own, to themself only), which asks
  // agencyServicesOf below for everyone else: identity stays beneath candidates.
  agency_location: async (user, _args, context) =>
    (await organisation(user, context))?.locations ?? [],
  agency_phone: async (user, _args, context) => (await organisation(user, context))?.phones ?? [],
  teamType: async (user, _args, context) =>
    (await activeMembership(user, context))?.team.type ?? null,
  teamOwner: async (user, _args, context) =>
    (await activeMembership(user, context))?.team.ownerId ?? null,
  // Memberships as they are read: user-team.ts resolves their fields.
  teams: (user, _args, context) => userLoaders(context).memberships.load(user.id),
  activeTeam: (user, _args, context) => activeMembership(user, context),
};
