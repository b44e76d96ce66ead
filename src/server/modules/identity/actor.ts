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

/**
 * The caller's membership of `teamId`, or of the active team when no id is given; null when
 * they are not (or no longer: an inactive membership) in it. Another of their teams counts
 * only on the side they act for now (docs/security.md G14): a GUEST of a company and an agency,
 * acting for the agency, has nothing of the company team (they see it as any agency does),
 * and the other way round. Each module puts its own rule on top (an admin, a company team, …).
 */
export function membershipOf(actor: Actor, teamId?: number): Membership | null {
  const active = actor.activeTeam;
  if (teamId === undefined || teamId === active?.team.id) return active;
  return (
    actor.memberships.find(
      ({ team, teamUser }) =>
        team.id === teamId && teamUser.active && team.type === active?.team.type,
    ) ?? null
  );
}

/**
 * Whether the membership holds the admin role. Only what an account awaiting approval may do
 * needs no more (its own team's profile, onboarding); every admin power needs isTeamAdmin.
 */
export function hasAdminRole(membership: Membership): boolean {
  return membership.teamUser.role === 'admin';
}

/**
 * Whether the caller has admin powers in the membership's team (all its posts and their
 * applicants, its members, invitations, credits and billing): the admin role, held by an
 * ACTIVE account. A deactivated admin (or one awaiting approval) has none (docs/security.md G14).
 */
export function isTeamAdmin(actor: Actor, membership: Membership): boolean {
  return hasAdminRole(membership) && actor.user.status === 'ACTIVE';
}

/** Whether the caller registered the membership's team (its owner: AGENCY or COMPANY). */
export function ownsTeam(actor: Actor, membership: Membership): boolean {
  return membership.team.ownerId === actor.user.id && actor.user.type === membership.team.type;
}

/**
 * Whether the caller speaks for the team's account (its profile, billing details, card and
 * invoices): the admin role, held by an ACTIVE account or by the owner awaiting approval (who
 * completes the profile and may set up billing before approval). A deactivated admin member
 * speaks for nothing (docs/security.md G14).
 */
export function managesTeamAccount(actor: Actor, membership: Membership): boolean {
  return (
    hasAdminRole(membership) && (actor.user.status === 'ACTIVE' || ownsTeam(actor, membership))
  );
}

/**
 * The team the caller manages (its members, roles, associations and invitations): the active
 * one, or `teamId` (as membershipOf), when they have admin powers in it; of an agency only
 * its owner, as the brief's agency manage-team, edit-profile, edit-account-information and
 * personal-information are "AGENCY only": a GUEST admin of an agency manages nothing. Null
 * for anyone else. One rule for manage-team and invitations (docs/teams.md).
 */
export function managedTeamOf(actor: Actor, teamId?: number): Membership | null {
  const membership = membershipOf(actor, teamId);
  if (!membership || !isTeamAdmin(actor, membership)) return null;
  if (membership.team.type === 'AGENCY' && !ownsTeam(actor, membership)) return null;
  return membership;
}

/** The signed-in caller, read once per request (`Unauthenticated.` without a session). */
export const requestActor = requestScoped(async (context: GraphQLContext): Promise<Actor> => {
  const session = await context.auth.requireSession();
  const memberships = await userLoaders(context).memberships.load(session.user.id);
  return actorOf(session.user, memberships, context.requestedTeamId);
});
