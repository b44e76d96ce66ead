import { Navigate } from 'react-router-dom';
import { lazyPages } from '../../routing/lazy-pages';
import { groupPath, loginPath } from '../../routing/paths';
import type { RouteRow } from '../../routing/route-row';
import { howItWorksSlug } from './landing-slugs';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { LazySiteFooter } from './lazy-site-footer';

const page = lazyPages(() => import('./pages'));
const BlogListPage = page('BlogListPage');
const ArticlePage = page('ArticlePage');
const DealsPage = page('DealsPage');
const LandingPagePage = page('LandingPagePage');
const EmployerLandingPage = page('EmployerLandingPage');

// Resources and Deals have no menu entry: the brief's side navigation and account menus
// are fixed lists. The dashboards' lists (See all) and the footer (Blog) lead to them.
export const routes: readonly RouteRow[] = [
  // The employer root, `/employer` and `/company` (brief: "Login not required: … employer
  // root"): the employers' public landing page.
  { path: '', access: 'public', groups: ['employer'], page: () => <EmployerLandingPage /> },
  // The blog and its articles: anyone may read them (brief: resources/{slug} needs no login).
  { path: 'resources', access: 'public', page: (group) => <BlogListPage group={group} /> },
  {
    path: 'resources/:slug',
    access: 'public',
    page: (group) => <ArticlePage group={group} base="resources" />,
  },
  // A community article opened from a dashboard.
  {
    path: 'articles/:slug',
    access: 'signed-in',
    page: (group) => <ArticlePage group={group} base="articles" />,
  },
  { path: 'deals', access: 'signed-in', page: () => <DealsPage /> },
  // Landing pages: the footer's links and the marketing pages.
  { path: 'pages/:slug', access: 'public', page: (group) => <LandingPagePage group={group} /> },
  {
    path: 'marketing/how-it-works',
    access: 'public',
    page: (group) => <LandingPagePage group={group} slug={howItWorksSlug(group)} />,
  },
  // The brief's marketing entrances: the group's own login and registration. More specific
  // than `login/google`'s siblings and `register/*`, so the router picks these.
  {
    path: 'login/marketing',
    access: 'any',
    page: (group) => <Navigate replace to={loginPath(group)} />,
  },
  {
    path: 'register/marketing',
    access: 'any',
    page: (group) => <Navigate replace to={groupPath(group, 'register')} />,
  },
];
