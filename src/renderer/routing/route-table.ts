import { lazy, createElement } from 'react';
import { GROUPS, type Group } from '../../shared/users';
import { groupLooks } from '../groups';
import type { GroupNavigation, NavEntry } from './navigation';
import { groupPath } from './paths';
import type { GroupRoute, MenuPlace, RouteRow } from './route-row';

const NotFoundContent = lazy(() =>
  import('./not-found').then((m) => ({ default: m.NotFoundContent })),
);

/** The router's own page: every group's 404. */
const routingRows: readonly RouteRow[] = [
  { path: '404', access: 'public', page: (group) => createElement(NotFoundContent, { group }) },
];

// Every feature's `routes.tsx` is collected here: adding a feature edits no list.
const featureRoutes = import.meta.glob<{ routes: readonly RouteRow[] }>(
  '../features/*/routes.tsx',
  { eager: true },
);

/** Every page of the app, from the features' route rows. */
export const routeRows: readonly RouteRow[] = [
  ...routingRows,
  ...Object.values(featureRoutes).flatMap((feature) => feature.routes),
];

function rowsOf(group: Group): RouteRow[] {
  return routeRows.filter((row) => row.groups?.includes(group) ?? true);
}

const routesByGroup = new Map<Group, readonly GroupRoute[]>(
  GROUPS.map((group) => [
    group,
    rowsOf(group).map((row) => ({ path: row.path, access: row.access, element: row.page(group) })),
  ]),
);

/** A group's pages, as its router needs them. */
export function groupRoutes(group: Group): readonly GroupRoute[] {
  return routesByGroup.get(group) ?? [];
}

/**
 * The full path of a group page if the page exists, else undefined. A page with steps of
 * its own below it (`register/*`) counts as its page.
 */
export function existingGroupPath(group: Group, page: string): string | undefined {
  return groupRoutes(group).some((route) => route.path === page || route.path === `${page}/*`)
    ? groupPath(group, page)
    : undefined;
}

function entriesAt(group: Group, place: MenuPlace): NavEntry[] {
  return rowsOf(group)
    .flatMap((row) =>
      (row.menu ?? [])
        .filter((entry) => entry.place === place && (entry.groups?.includes(group) ?? true))
        .map((entry) => ({ ...entry, key: row.path, path: row.path })),
    )
    .sort((a, b) => a.order - b.order);
}

/** A group's header links, side navigation and account menu, from the rows' menu entries. */
export function groupNavigation(group: Group): GroupNavigation {
  return {
    headerLinks: entriesAt(group, 'header'),
    sideNavigation: entriesAt(group, 'side'),
    accountMenu: {
      heading: groupLooks[group].accountMenuHeading,
      entries: entriesAt(group, 'account'),
    },
  };
}
