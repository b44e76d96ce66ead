import type { ReactNode } from 'react';
import type { Group } from '../../shared/users';
import type { NavContext } from './navigation';

/**
 * Who may open a group page:
 * - `guest-only`: signed-out users (login, register, password reset); a signed-in user is
 *   sent on to where they were going, else their dashboard. Rendered full page.
 * - `any`: anyone, full page, no group check (logout).
 * - `public`: anyone; inside the group's shell when signed in (404, accept-invite).
 * - `signed-in`: login required; inside the group's shell.
 */
export type RouteAccess = 'guest-only' | 'any' | 'public' | 'signed-in';

/** Where a link to a page sits in a group's signed-in layout. */
export type MenuPlace = 'header' | 'side' | 'account';

/** One link to the row's page. Declared on the route row, so a link cannot outlive its page. */
export interface MenuEntry {
  place: MenuPlace;
  label: string;
  icon?: ReactNode;
  /** Position in its place, smallest first; rows of different features interleave by it. */
  order: number;
  /** The groups that show the link; every group that has the page when omitted. */
  groups?: readonly Group[];
  /** Omitted: always shown. */
  visible?: (context: NavContext) => boolean;
}

/** A page of a feature, as `features/<name>/routes.tsx` declares it. */
export interface RouteRow {
  /** Relative to the group, react-router syntax: `dashboard`, `opportunities/:id`, `register/*`. */
  path: string;
  access: RouteAccess;
  /** The groups that have the page; all three when omitted. */
  groups?: readonly Group[];
  /** The page as opened in `group`; a lazily loaded component, so rows cost no page code. */
  page: (group: Group) => ReactNode;
  menu?: readonly MenuEntry[];
}

/** A row as the router uses it: the page made for one group. */
export interface GroupRoute {
  path: string;
  access: RouteAccess;
  element: ReactNode;
}
