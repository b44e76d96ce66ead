import type { ComponentType, ReactNode } from 'react';
import type { ThemeConfig } from 'antd';
import type { Group } from '../../shared/users';
import type { GroupPalette } from '../branding/group-theme';

/**
 * Who may open a group page:
 * - `guest-only`: signed-out users (login, register, password reset); a signed-in user is
 *   sent on to where they were going, else their dashboard. Rendered full page.
 * - `any`: anyone, full page, no group check (logout).
 * - `public`: anyone; inside the group's shell when signed in (404, accept-invite).
 * - `signed-in`: login required; inside the group's shell.
 */
export type RouteAccess = 'guest-only' | 'any' | 'public' | 'signed-in';

export interface GroupRoute {
  /** Relative to the group, react-router syntax: `dashboard`, `opportunities/:id`. */
  path: string;
  access: RouteAccess;
  element: ReactNode;
}

/** Everything the router needs to know about a group up front; its pages load lazily. */
export interface GroupArea {
  group: Group;
  theme: ThemeConfig;
  /** The accent colours the theme is built from, for surfaces antd does not draw. */
  palette: GroupPalette;
  /** The signed-in layout (header, side navigation, account menu) around an `<Outlet />`. */
  Shell: ComponentType;
  routes: readonly GroupRoute[];
}
