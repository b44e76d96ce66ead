import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf, type NavContext } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';

/**
 * The brief: buying job posts (Purchase Job Posts) is for the team's admins, status ACTIVE (the
 * API's rule is buyingMembership, server modules/credits/price-service.ts).
 */
export const canBuy = (context: NavContext) => context.isTeamAdmin;

/**
 * Manage Payment Info and Billing History: the team's admins, and its owner while awaiting
 * approval (the brief asks approval for Purchase Job Posts only); a deactivated member admin
 * has no say in the team's money. The API's rule is billingMembership.
 */
export const canManageBilling = (context: NavContext) =>
  context.hasAdminRole && (context.isActive || context.ownsTeam);

/** A buying page's content for those who may buy; anyone else goes to the employer 404. */
export function BuyersOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return canBuy(navContextOf(user)) ? (
    children
  ) : (
    <Navigate replace to={groupPath('employer', '404')} />
  );
}

/** A billing page's content for the team's admins; anyone else goes to the employer 404. */
export function BillingAdminsOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return canManageBilling(navContextOf(user)) ? (
    children
  ) : (
    <Navigate replace to={groupPath('employer', '404')} />
  );
}
