import { ConfigProvider } from 'antd';
import { lazy, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { Group } from '../../shared/users';
import { groupLooks } from '../groups';
import { useSession } from '../lib/session/session-context';
import { GroupGuard, GuestOnly, RequireSignIn } from './guards';
import { groupFromSegment } from './paths';
import type { GroupRoute, RouteAccess } from './route-row';
import { groupNavigation, groupRoutes } from './route-table';

const loadNotFound = () => import('./not-found');
const NotFoundPage = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundPage })));
const NotFoundContent = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundContent })));
const PublicFrame = lazy(() =>
  import('../ui/layout/public-frame').then((m) => ({ default: m.PublicFrame })),
);
// The signed-in layout: loaded with the first signed-in page, never with the login route.
const SignedInShell = lazy(() =>
  import('../shell/signed-in-shell').then((m) => ({ default: m.SignedInShell })),
);

function routesWith(
  group: Group,
  access: RouteAccess,
  wrap: (route: GroupRoute) => ReactNode = (r) => r.element,
) {
  return groupRoutes(group)
    .filter((route) => route.access === access)
    .map((route) => <Route key={route.path} path={route.path} element={wrap(route)} />);
}

/** Signed in: the group's shell; signed out: a plain branded frame (for 404 and public pages). */
function GroupFrame({ group }: { group: Group }) {
  const { session } = useSession();
  return session.status === 'signed-in' ? (
    <SignedInShell group={group} navigation={groupNavigation(group)} />
  ) : (
    <PublicFrame group={group} />
  );
}

/**
 * Everything under `/{segment}/…`: resolves the group from the first segment (with the
 * brief's aliases), themes it, and applies the access rules of each of its pages.
 */
export function GroupRoutes() {
  const { segment } = useParams();
  const group = groupFromSegment(segment);
  if (!group) return <NotFoundPage />;
  return (
    <ConfigProvider theme={groupLooks[group].theme}>
      <Routes>
        {routesWith(group, 'guest-only', (route) => (
          <GuestOnly>{route.element}</GuestOnly>
        ))}
        {routesWith(group, 'any')}
        <Route element={<GroupGuard group={group} />}>
          <Route element={<GroupFrame group={group} />}>
            {routesWith(group, 'public')}
            <Route element={<RequireSignIn group={group} />}>
              {routesWith(group, 'signed-in')}
            </Route>
            <Route path="*" element={<NotFoundContent group={group} />} />
          </Route>
        </Route>
      </Routes>
    </ConfigProvider>
  );
}
