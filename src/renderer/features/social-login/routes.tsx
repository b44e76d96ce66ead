import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

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
