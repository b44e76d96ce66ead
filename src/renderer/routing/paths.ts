import { GROUP_ALIASES, type Group } from '../../shared/users';

/** The group a first path segment stands for, with the brief's aliases; null if none. */
export function groupFromSegment(segment: string | undefined): Group | null {
  if (!segment) return null;
  return Object.hasOwn(GROUP_ALIASES, segment) ? (GROUP_ALIASES[segment] ?? null) : null;
}

/** The group of a whole path (`/company/dashboard` → employer), or null. */
export function groupFromPath(pathname: string): Group | null {
  return groupFromSegment(pathname.split('/')[1]);
}

export function groupPath(group: Group, page: string): string {
  return `/${group}/${page}`;
}

export function dashboardPath(group: Group): string {
  return groupPath(group, 'dashboard');
}

export function loginPath(group: Group, redirectTo?: string | null): string {
  const path = groupPath(group, 'login');
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}

/** Pages that sign in or out themselves are never a place to come back to. */
const NOT_A_RETURN_PAGE = new Set(['login', 'logout', 'register']);

/** The path to come back to after login, or null if the page is not worth returning to. */
export function returnPathFor(pathname: string, search = ''): string | null {
  const [, first, second] = pathname.split('/');
  if (!groupFromSegment(first) || !second || NOT_A_RETURN_PAGE.has(second)) return null;
  return pathname + search;
}

/**
 * A `redirectTo` value that is safe to follow for a user of `group`: a path on this app
 * (never another origin: no `//host`, no backslashes, no scheme) inside the user's own
 * group. Anything else sends the user to their dashboard.
 */
export function safeRedirectPath(redirectTo: string | null, group: Group): string | null {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return null;
  if (/[\\\s]/.test(redirectTo)) return null;
  const url = new URL(redirectTo, 'http://shortlist.invalid');
  if (url.origin !== 'http://shortlist.invalid') return null;
  if (groupFromPath(url.pathname) !== group) return null;
  return url.pathname + url.search + url.hash;
}
