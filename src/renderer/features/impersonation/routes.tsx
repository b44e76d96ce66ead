import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { ImpersonationDeepLinks } from './impersonation-deep-links';
export { reloadAt } from './session-switch';

const page = lazyPages(() => import('./pages'));
const ImpersonatePage = page('ImpersonatePage');

export const routes: readonly RouteRow[] = [
  // `any`: no login needed, and a signed-in user is not sent to their dashboard or
  // another group's 404, since the page replaces the session (brief, section 6).
  { path: 'impersonate/:id', access: 'any', page: (group) => <ImpersonatePage group={group} /> },
];
