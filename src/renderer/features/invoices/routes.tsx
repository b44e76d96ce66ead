import { FileTextOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';
import { canManageBilling } from '../credits/routes';

const BillingHistoryPage = lazyPages(() => import('./pages'))('BillingHistoryPage');

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
        visible: canManageBilling,
      },
    ],
  },
];
