import { FileTextOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { NavContext } from '../../routing/navigation';
import type { RouteRow } from '../../routing/route-row';

const BillingHistoryPage = lazyPages(() => import('./pages'))('BillingHistoryPage');

/** The brief: Billing History is for admins (members are sent to the 404). */
const canSeeBilling = (context: NavContext) => context.isTeamAdmin && context.isActive;

export const routes: readonly RouteRow[] = [
  {
    path: 'billing-history',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <BillingHistoryPage />,
    menu: [
      {
        place: 'account',
        label: messages.invoices.title,
        icon: <FileTextOutlined />,
        // After Purchase Job Posts (4), before Change Password (10), as the brief lists them.
        order: 8,
        visible: canSeeBilling,
      },
    ],
  },
];
