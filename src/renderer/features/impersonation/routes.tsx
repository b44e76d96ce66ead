import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const ImpersonatePage = page('ImpersonatePage');

export const routes: readonly RouteRow[] = [
  // `any`: no login needed, and a signed-in user is not sent to their dashboard or
  // another group's 404, since the page replaces the session (brief, section 6).
  { path: 'impersonate/:id', access: 'any', page: (group) => <ImpersonatePage group={group} /> },
];
