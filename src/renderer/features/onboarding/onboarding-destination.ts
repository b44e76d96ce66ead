import type { Group } from '../../../shared/users';
import type { CurrentUser } from '../../lib/session/session-context';
import { activeMembership } from '../../lib/session/active-team';
import type { ExistingGroupPath } from '../../routing/group-pages';
import { dashboardPath } from '../../routing/paths';

/**
 * Where a saved complete-profile goes (brief, section 4): the dashboard; the candidate's
 * new onboarding continues to edit-profile (features/candidate-profile), which an account
 * awaiting approval may open too.
 */
export function afterOnboardingPath(group: Group, existingGroupPath: ExistingGroupPath): string {
  return (
    (group === 'candidate' ? existingGroupPath('candidate', 'edit-profile') : undefined) ??
    dashboardPath(group)
  );
}

/**
 * An organisation's profile is its team admins' to write (brief, section 6): a member
 * invited to the team has no complete-profile of their own.
 */
export function canCompleteOrganisationProfile(user: CurrentUser): boolean {
  return activeMembership(user)?.role === 'admin';
}
