import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const ViewApplicantsPage = lazyPages(() => import('./pages'))('ViewApplicantsPage');

export const routes: readonly RouteRow[] = [
  // No menu entry: the dashboard's lists and a post's page link to it.
  {
    path: 'view-applicants/:id',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <ViewApplicantsPage />,
  },
];
