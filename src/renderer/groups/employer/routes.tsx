import { lazy } from 'react';
import { employerRegistrationRoutes } from '../../registration/registration-routes';
import { commonRoutes } from '../../routing/common-routes';
import type { GroupArea } from '../../routing/group-area';
import { employerPalette, employerTheme } from './theme';

// Everything behind the employer login is one lazily loaded chunk (employer-area.tsx).
const loadEmployerArea = () => import('./employer-area');
const EmployerShell = lazy(() => loadEmployerArea().then((m) => ({ default: m.EmployerShell })));
const EmployerDashboardPage = lazy(() =>
  loadEmployerArea().then((m) => ({ default: m.EmployerDashboardPage })),
);

/** The employer group's pages. Add a page: export it from employer-area.tsx, add a row here. */
export const employerArea: GroupArea = {
  group: 'employer',
  theme: employerTheme,
  palette: employerPalette,
  Shell: EmployerShell,
  routes: [
    ...commonRoutes('employer'),
    ...employerRegistrationRoutes,
    { path: 'dashboard', access: 'signed-in', element: <EmployerDashboardPage /> },
  ],
};
