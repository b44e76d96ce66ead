import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf, type NavContext } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';
import { canManageBilling } from '../credits/routes';

/**
 * The agency's billing pages are for its admins, as the brief says ("members go to 404"),
 * approved or not for company-billing (billing details and invoices), approved for the credit
 * account; the API's rules are billingMembership and creditAccountMembership (server
 * modules/payments/billing-membership.ts).
 */
export const canManageAgencyBilling = (context: NavContext) =>
  canManageBilling(context) && context.membership?.team.type === 'AGENCY';

/** The credit account is part of buying on account: approved (ACTIVE) admins only. */
export const canApplyForAgencyCredit = (context: NavContext) =>
  canManageAgencyBilling(context) && context.isActive;

/** A billing page's content for the agency's admins; anyone else goes to the agency 404. */
export function AgencyAdminsOnly({
  children,
  approved = false,
}: {
  children: ReactNode;
  /** Approved (ACTIVE) admins only: the credit account. */
  approved?: boolean;
}) {
  const { user } = useCurrentUser();
  const context = navContextOf(user);
  return (approved ? canApplyForAgencyCredit : canManageAgencyBilling)(context) ? (
    children
  ) : (
    <Navigate replace to={groupPath('agency', '404')} />
  );
}
