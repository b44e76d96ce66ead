import { ConfigProvider } from 'antd';
import { lazy } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '../auth/session-context';
import type { GroupArea, GroupRoute, RouteAccess } from './group-area';
import { groupAreas } from './group-areas';
import { GroupGuard, GuestOnly, RequireSignIn } from './guards';
import { groupFromSegment } from './paths';

const loadNotFound = () => import('./not-found');
const NotFoundPage = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundPage })));
const NotFoundContent = lazy(() => loadNotFound().then((m) => ({ default: m.NotFoundContent })));
const PublicFrame = lazy(() =>
  import('../layout/public-frame').then((m) => ({ default: m.PublicFrame })),
);

function routesWith(
  area: GroupArea,
  access: RouteAccess,
  wrap: (route: GroupRoute) => React.ReactNode = (r) => r.element,
) {
  return area.routes
    .filter((route) => route.access === access)
    .map((route) => <Route key={route.path} path={route.path} element={wrap(route)} />);
}

/** Signed in: the group's shell; signed out: a plain branded frame (for 404 and public pages). */
function GroupFrame({ area }: { area: GroupArea }) {
  const { session } = useSession();
  const { Shell } = area;
  return session.status === 'signed-in' ? <Shell /> : <PublicFrame group={area.group} />;
}

/**
 * Everything under `/{segment}/…`: resolves the group from the first segment (with the
 * brief's aliases), themes it, and applies the access rules of each of its pages.
 */
export function GroupRoutes() {
  const { segment } = useParams();
  const group = groupFromSegment(segment);
  if (!group) return <NotFoundPage />;
  const area = groupAreas[group];
  return (
    <ConfigProvider theme={area.theme}>
      <Routes>
        {routesWith(area, 'guest-only', (route) => (
          <GuestOnly>{route.element}</GuestOnly>
        ))}
        {routesWith(area, 'any')}
        <Route element={<GroupGuard group={group} />}>
          <Route element={<GroupFrame area={area} />}>
            {routesWith(area, 'public')}
            <Route element={<RequireSignIn group={group} />}>{routesWith(area, 'signed-in')}</Route>
            <Route path="*" element={<NotFoundContent group={group} />} />
          </Route>
        </Route>
      </Routes>
    </ConfigProvider>
  );
}
