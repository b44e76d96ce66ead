/**
 * Whether a `User` answer's caller is that candidate themself: the only one the candidate's
 * own profile fields answer (candidates.graphql), read once per request for all of them.
 */
import type { GraphQLContext } from '../../platform/graphql/context';
import { requestScoped } from '../../platform/graphql/request-scoped';
import type { UserParent } from '../identity';
import type { ProfileLists } from './profile-lists';

/** Each user's lists, read once per request whatever number of fields asks for them. */
const listCache = requestScoped(() => new Map<number, Promise<ProfileLists>>());

/** Whether the caller is this user, a candidate: the only one these fields answer. */
export async function isOwnCandidateProfile(user: UserParent, context: GraphQLContext) {
  if (user.type !== 'FREELANCER') return false;
  const session = await context.auth.optionalSession();
  return session?.userId === user.id;
}

/** The user's lists if the caller may read them here, else null. */
export async function ownLists(
  user: UserParent,
  context: GraphQLContext,
): Promise<ProfileLists | null> {
  if (!(await isOwnCandidateProfile(user, context))) return null;
  const cache = listCache(context);
  let lists = cache.get(user.id);
  if (!lists) {
    lists = context.services.candidateProfiles.lists(user.id);
    cache.set(user.id, lists);
  }
  return lists;
}

/** The candidate's own user services (an agency's come from its team: identity's agencyServicesOf). */
export async function ownCandidateServices(user: UserParent, context: GraphQLContext) {
  return (await ownLists(user, context))?.services ?? [];
}
