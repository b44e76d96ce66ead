/**
 * Who manages a team's billing: who it is billed to, its card and its invoices. The admins of
 * the active team, a company's (manage-payment-info, billing-history) or an agency's (agency
 * company-billing, which the brief names for admins only: docs/payments.md, "Agencies"),
 * approved or not: the brief asks approval (status ACTIVE) for Purchase Job Posts only. The
 * credit account is part of buying on account, so it asks for approval too. Buying job posts is
 * another rule, buyingMembership (modules/credits/price-service.ts): only approved employers.
 */
import { messages } from '../../../shared/messages';
import type { TeamType } from '../../../shared/users';
import { forbidden } from '../../platform/domain-error';
import type { Membership } from '../identity/auth-service';
import { managesTeamAccount, type Actor } from '../identity/actor';

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

/** The team whose credit account the caller applies for: an approved admin of it. */
export function creditAccountMembership(actor: Actor): Membership {
  const membership = billingMembership(actor);
  if (actor.user.status !== 'ACTIVE') throw forbidden(messages.payments.notBillingAdmin);
  return membership;
}

/** The company team whose card the caller keeps (manage-payment-info): an admin of it. */
export function cardMembership(actor: Actor): Membership {
  const membership = billingMembership(actor);
  if (membership.team.type !== 'COMPANY') throw forbidden(messages.payments.notBillingAdmin);
  return membership;
}
