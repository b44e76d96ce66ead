import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const NetworkPage = page('NetworkPage');

// The brief's agency side navigation is Case Studies, Dashboard, My Account, Logout: the
// network's entry sits in the header, after My Account. Only ACTIVE accounts may browse.
export const routes: readonly RouteRow[] = [
  {
    path: 'network',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <NetworkPage />,
    menu: [
      {
        place: 'header',
        label: messages.marketplace.network,
        order: 20,
        visible: (c) => c.isActive,
      },
    ],
  },
];
