/**
 * Who a caller is in a team and what that lets them do, as plain rules over their memberships
 * (identity/actor.ts reads them once per request). Every module asks here rather than keeping
 * its own copy (docs/teams.md):
 * - membershipOf: a team of theirs, only on the side they act for;
 * - isTeamAdmin / managesTeamAccount / managedTeamOf: admin powers, speaking for the team's
 *   account, managing its members;
 * - companyMembership / canPost: a company team, and posting for it;
 * - billingMembership / buyingMembership: the team whose billing they manage, whose job posts
 *   they buy.
 * Who sees a post as its team (teamViewOf) is the opportunities module's, built on these.
 */
import { messages } from '../../../shared/messages';
import type { TeamType } from '../../../shared/users';
import { forbidden } from '../../platform/domain-error';
import type { Actor, Membership } from '../identity';

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

/** The caller's membership of a company team: the given one, else the active one. */
export function companyMembership(actor: Actor, teamId?: number): Membership | null {
  const membership = membershipOf(actor, teamId);
  return membership?.team.type === 'COMPANY' ? membership : null;
}

/** Whether the caller may post, edit, close or restore for the membership's team. */
export function canPost(actor: Actor, membership: Membership): boolean {
  return actor.user.status === 'ACTIVE' && membership.teamUser.canPostJobs;
}

/**
 * Who manages a team's billing: who it is billed to, its card and its invoices. The admins of
 * the active team, a company's (manage-payment-info, billing-history) or an agency's (agency
 * company-billing, which the brief names for admins only: docs/payments.md, "Agencies"),
 * approved or not: the brief asks approval (status ACTIVE) for Purchase Job Posts only. The
 * credit account is part of buying on account, so it asks for approval too. Buying job posts is
 * another rule, buyingMembership (below): only approved employers.
 */
const BILLED_TEAMS: ReadonlySet<TeamType> = new Set(['COMPANY', 'AGENCY']);

/**
 * The team whose billing the caller manages: an admin of it, approved, or its owner awaiting
 * approval; else FORBIDDEN.
 */
export function billingMembership(actor: Actor): Membership {
  const membership = actor.activeTeam;
  if (
    !membership ||
    !BILLED_TEAMS.has(membership.team.type) ||
    // Awaiting approval, the owner keeps their own billing; a deactivated admin has no power.
    !managesTeamAccount(actor, membership)
  ) {
    throw forbidden(messages.payments.notBillingAdmin);
  }
  return membership;
}

/** The company team the caller buys for: an approved (ACTIVE) admin of it. */
export function buyingMembership(actor: Actor): Membership {
  const membership = companyMembership(actor);
  if (!membership || !isTeamAdmin(actor, membership) || actor.user.status !== 'ACTIVE') {
    throw forbidden(messages.credits.cannotBuy);
  }
  return membership;
}
