import { ShopOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const AgencyMarketplacePage = page('AgencyMarketplacePage');

const m = messages.marketplace;

// The brief's employer header: New Job Opportunity, New Agency Project, Dashboard, My Account,
// Agency Marketplace; its side navigation: the two posts, Agency Marketplace, Dashboard, …
// Only ACTIVE accounts may browse (the server's rule): no link that would be refused.
export const routes: readonly RouteRow[] = [
  {
    path: 'agency-marketplace',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <AgencyMarketplacePage />,
    menu: [
      { place: 'header', label: m.agencyMarketplace, order: 20, visible: (c) => c.isActive },
      {
        place: 'side',
        label: m.agencyMarketplace,
        icon: <ShopOutlined />,
        order: -5,
        visible: (c) => c.isActive,
      },
    ],
  },
];
