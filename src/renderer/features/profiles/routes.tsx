import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const CandidateProfilePage = page('CandidateProfilePage');
const AgencyProfilePage = page('AgencyProfilePage');

export const routes: readonly RouteRow[] = [
  // No menu entries: the applicants list links to them (and the marketplace will).
  {
    path: 'candidate-profile/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <CandidateProfilePage />,
  },
  {
    path: 'agency-profile/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <AgencyProfilePage />,
  },
];
