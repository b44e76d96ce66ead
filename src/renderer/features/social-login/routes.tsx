import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { SocialLoginResults } from './social-login-results';

const page = lazyPages(() => import('./pages'));
const SocialLoginLandingPage = page('SocialLoginLandingPage');

export const routes: readonly RouteRow[] = [
  // The social-login landing page: it signs in itself, then the guard moves on.
  {
    path: 'login/google',
    access: 'guest-only',
    page: (group) => <SocialLoginLandingPage group={group} />,
  },
];
