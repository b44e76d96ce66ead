import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf, type NavContext } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';

/**
 * The agency's billing pages are for its approved admins, as the brief says ("members go to
 * 404"); the API's rule is billingMembership (server modules/payments/billing-membership.ts).
 */
export const canManageAgencyBilling = (context: NavContext) =>
  context.isTeamAdmin && context.isActive && context.membership?.team.type === 'AGENCY';

/** A billing page's content for the agency's admins; anyone else goes to the agency 404. */
export function AgencyAdminsOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return canManageAgencyBilling(navContextOf(user)) ? (
    children
  ) : (
    <Navigate replace to={groupPath('agency', '404')} />
  );
}
