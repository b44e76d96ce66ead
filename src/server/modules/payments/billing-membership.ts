/**
 * Who manages a team's billing: its credit account, who it is billed to and its invoices.
 * The approved (ACTIVE) admins of the active team, a company's (manage-payment-info,
 * billing-history) or an agency's (agency credit-account and company-billing, which the brief
 * names for admins only: docs/payments.md, "Agencies"). Buying job posts is another rule,
 * buyingMembership (modules/credits/price-service.ts): only employers buy, as the brief says.
 */
import { messages } from '../../../shared/messages';
import type { TeamType } from '../../../shared/users';
import { forbidden } from '../../platform/domain-error';
import type { Membership } from '../identity/auth-service';
import { isTeamAdmin, type Actor } from '../opportunities/opportunity-access';

const BILLED_TEAMS: ReadonlySet<TeamType> = new Set(['COMPANY', 'AGENCY']);

/** The team whose billing the caller manages: an approved admin of it; else FORBIDDEN. */
export function billingMembership(actor: Actor): Membership {
  const membership = actor.activeTeam;
  if (
    !membership ||
    !BILLED_TEAMS.has(membership.team.type) ||
    !isTeamAdmin(actor, membership) ||
    actor.user.status !== 'ACTIVE'
  ) {
    throw forbidden(messages.payments.notBillingAdmin);
  }
  return membership;
}
