import { lazy } from 'react';
import { agencyRegistrationRoutes } from '../../registration/registration-routes';
import { commonRoutes } from '../../routing/common-routes';
import type { GroupArea } from '../../routing/group-area';
import { agencyPalette, agencyTheme } from './theme';

// Everything behind the agency login is one lazily loaded chunk (agency-area.tsx).
const loadAgencyArea = () => import('./agency-area');
const AgencyShell = lazy(() => loadAgencyArea().then((m) => ({ default: m.AgencyShell })));
const AgencyDashboardPage = lazy(() =>
  loadAgencyArea().then((m) => ({ default: m.AgencyDashboardPage })),
);

/** The agency group's pages. Add a page: export it from agency-area.tsx, add a row here. */
export const agencyArea: GroupArea = {
  group: 'agency',
  theme: agencyTheme,
  palette: agencyPalette,
  Shell: AgencyShell,
  routes: [
    ...commonRoutes('agency'),
    ...agencyRegistrationRoutes,
    { path: 'dashboard', access: 'signed-in', element: <AgencyDashboardPage /> },
  ],
};
