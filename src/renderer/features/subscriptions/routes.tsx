import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const SubscriptionPage = page('SubscriptionPage');

/** Reached from Purchase Job Posts (the brief's account menu has no item for it). */
export const routes: readonly RouteRow[] = [
  {
    path: 'subscription',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <SubscriptionPage />,
  },
];
