/**
 * The guard for ACTIVE-only actions (brief section 4: ACTIVE gates posting, buying credits
 * and applying). An account waiting for approval (INACTIVE) may still sign in, see its
 * dashboard's approval notice and update its profile; anything that acts on the
 * marketplace calls this first.
 */
import { messages } from '../../../shared/messages';
import type { UserProfile } from '../identity';
import type { GraphQLContext } from '../../platform/graphql/context';
import { forbidden, unauthenticated } from '../../platform/domain-error';

/** The caller's profile; `Unauthenticated.` without a live session, FORBIDDEN unless ACTIVE. */
export async function requireActiveUser(
  context: Pick<GraphQLContext, 'auth' | 'services'>,
): Promise<UserProfile> {
  const session = await context.auth.requireSession();
  const profile = await context.services.auth.profile(session.userId);
  if (!profile) throw unauthenticated();
  if (profile.user.status !== 'ACTIVE') throw forbidden(messages.account.notActive);
  return profile;
}
