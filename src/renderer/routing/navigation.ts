import type { ReactNode } from 'react';
import type { CurrentUser } from '../lib/session/session-context';
import { activeMembership, type Membership } from '../lib/session/active-team';
import { isDesktopApp } from '../platform/get-platform';

/** What a navigation row may depend on (roles and status from the brief's permissions). */
export interface NavContext {
  user: CurrentUser;
  membership: Membership | undefined;
  isActive: boolean;
  isGuest: boolean;
  /** The admin role in the active team, whatever the account's status (edit-profile). */
  hasAdminRole: boolean;
  /** Registered the active team (its owner). */
  ownsTeam: boolean;
  /**
   * Admin powers (manage-team, invitations, every post): the admin role held by an ACTIVE
   * account, as the API's isTeamAdmin (docs/security.md G14); a deactivated admin has none.
   */
  isTeamAdmin: boolean;
  canPostJobs: boolean;
  /** The desktop app (it has pages a browser does not, such as App Settings). */
  isDesktop: boolean;
}

/**
 * One link of a group's navigation, made from a route row's menu entry (route-table.ts):
 * `path` is the row's, relative to the group (`dashboard`, `logout`), so no link is dead.
 */
export interface NavEntry {
  key: string;
  label: string;
  path: string;
  icon?: ReactNode;
  /** Omitted: always shown. */
  visible?: (context: NavContext) => boolean;
}

export interface GroupNavigation {
  /** Links in the header bar, left to right. */
  headerLinks: readonly NavEntry[];
  /** The side navigation, top to bottom. */
  sideNavigation: readonly NavEntry[];
  /** The account submenu under the user's name; `heading` leads the list when set. */
  accountMenu: { heading?: string; entries: readonly NavEntry[] };
}

export function navContextOf(user: CurrentUser): NavContext {
  const membership = activeMembership(user);
  const isActive = user.status === 'ACTIVE';
  const hasAdminRole = membership?.role === 'admin';
  return {
    user,
    membership,
    isActive,
    isGuest: user.type === 'GUEST',
    hasAdminRole,
    ownsTeam: membership !== undefined && membership.team.owner_id === user.id,
    isTeamAdmin: hasAdminRole && isActive,
    canPostJobs: isActive && (membership?.can_post_jobs ?? false),
    isDesktop: isDesktopApp(),
  };
}

export function visibleEntries(entries: readonly NavEntry[], context: NavContext): NavEntry[] {
  return entries.filter((entry) => entry.visible?.(context) ?? true);
}
