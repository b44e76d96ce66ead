/**
 * The signed-in caller as every permission rule needs it: the session's user, their teams
 * and the team they act for now. The active team is the one the client asks for in the
 * `X-Team-Id` header (the brief's `lh_team` cookie, remembered by the desktop store or the
 * browser's storage), when the user still belongs to it; else their first team. Memberships
 * are read per request, so a member removed from a team loses it on their next request.
 */
import type { GraphQLContext } from '../../platform/graphql/context';
import { requestScoped } from '../../platform/graphql/request-scoped';
import { activeMembershipOf, type Membership, type SessionUser } from './auth-service';
import { userLoaders } from './user';

export interface Actor {
  user: SessionUser;
  memberships: readonly Membership[];
  /** The team the caller acts for; null for candidates and for a GUEST left with no team. */
  activeTeam: Membership | null;
}

/** The header that names the team the client acts for (CORS allows it: http/cors.ts). */
export const TEAM_HEADER = 'x-team-id';

/** A positive team id, or null for anything else (absent, garbled, several values). */
export function readRequestedTeam(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^[1-9]\d{0,9}$/.test(header.trim())) return null;
  const id = Number(header.trim());
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export function actorOf(
  user: SessionUser,
  memberships: readonly Membership[],
  requestedTeamId: number | null = null,
): Actor {
  return { user, memberships, activeTeam: activeMembershipOf(memberships, requestedTeamId) };
}

/** The signed-in caller, read once per request (`Unauthenticated.` without a session). */
export const requestActor = requestScoped(async (context: GraphQLContext): Promise<Actor> => {
  const session = await context.auth.requireSession();
  const memberships = await userLoaders(context).memberships.load(session.user.id);
  return actorOf(session.user, memberships, context.requestedTeamId);
});
