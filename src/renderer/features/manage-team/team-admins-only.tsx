import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Group } from '../../../shared/users';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf, type NavContext } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';

/**
 * manage-team is for the active team's admins; on the agency side only for its AGENCY account
 * (the brief: "manage-team allow only AGENCY"), so an agency's GUEST admin gets the 404. The
 * API's rule is the same (server modules/teams/team-service.ts, managedTeam).
 */
export const canManageTeam = (context: NavContext) =>
  context.isTeamAdmin &&
  (context.membership?.team.type !== 'AGENCY' || context.user.type === 'AGENCY');

/** The page for those who may manage the team; anyone else goes to their group's 404. */
export function TeamAdminsOnly({ group, children }: { group: Group; children: ReactNode }) {
  const { user } = useCurrentUser();
  return canManageTeam(navContextOf(user)) ? (
    children
  ) : (
    <Navigate replace to={groupPath(group, '404')} />
  );
}
