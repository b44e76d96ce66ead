/**
 * The payments module's own rules on top of the team's billing (teams/team-rules.ts,
 * billingMembership): buying on account asks for approval too; the card is a company's.
 */
import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import type { Actor, Membership } from '../identity';
import { billingMembership } from '../teams';

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
