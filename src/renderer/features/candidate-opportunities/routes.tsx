import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const LatestOpportunitiesPage = page('LatestOpportunitiesPage');
const OpportunitiesForYouPage = page('OpportunitiesForYouPage');
const OpportunityPage = page('OpportunityPage');
const CompanyProfilePage = page('CompanyProfilePage');

/**
 * The candidate's opportunity pages (brief: freelancer routes). The brief's candidate menus
 * hold only the dashboard: the lists are reached from the dashboard's See all links. The
 * agency's opportunity pages (projects) are a later issue.
 */
export const routes: readonly RouteRow[] = [
  {
    path: 'latest-opportunities',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <LatestOpportunitiesPage />,
  },
  {
    path: 'opportunities-for-you',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <OpportunitiesForYouPage />,
  },
  {
    path: 'opportunities/:id',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <OpportunityPage />,
  },
  // Agencies' too (brief: agency routes); their project pages come later, so no list there.
  {
    path: 'company-profile/:id',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <CompanyProfilePage group={group} />,
  },
];
