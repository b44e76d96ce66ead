import { lazy } from 'react';
import { candidateRegistrationRoutes } from '../../registration/registration-routes';
import { commonRoutes } from '../../routing/common-routes';
import type { GroupArea } from '../../routing/group-area';
import { candidatePalette, candidateTheme } from './theme';

// Everything behind the candidate login is one lazily loaded chunk (candidate-area.tsx).
const loadCandidateArea = () => import('./candidate-area');
const CandidateShell = lazy(() => loadCandidateArea().then((m) => ({ default: m.CandidateShell })));
const CandidateDashboardPage = lazy(() =>
  loadCandidateArea().then((m) => ({ default: m.CandidateDashboardPage })),
);

/** The candidate group's pages. Add a page: export it from candidate-area.tsx, add a row here. */
export const candidateArea: GroupArea = {
  group: 'candidate',
  theme: candidateTheme,
  palette: candidatePalette,
  Shell: CandidateShell,
  routes: [
    ...commonRoutes('candidate'),
    ...candidateRegistrationRoutes,
    { path: 'dashboard', access: 'signed-in', element: <CandidateDashboardPage /> },
  ],
};
