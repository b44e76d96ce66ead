import { CreditCardOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import { groupPath } from '../../routing/paths';
import type { RouteRow } from '../../routing/route-row';
import { canBuy, canManageBilling } from './buyers-only';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { canManageBilling } from './buyers-only';

const page = lazyPages(() => import('./pages'));
const ManageCreditsPage = page('ManageCreditsPage');
const ManagePaymentInfoPage = page('ManagePaymentInfoPage');

export const routes: readonly RouteRow[] = [
  {
    path: 'manage-payment-info',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <ManagePaymentInfoPage />,
    menu: [
      {
        place: 'account',
        label: messages.payments.manageTitle,
        icon: <CreditCardOutlined />,
        // The brief's order: My Account, …, Manage Payment Info, Purchase Job Posts, …
        order: 3,
        visible: canManageBilling,
      },
    ],
  },
  {
    path: 'manage-credits',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <ManageCreditsPage />,
    menu: [
      {
        place: 'account',
        label: messages.credits.purchaseTitle,
        icon: <ShoppingCartOutlined />,
        // Before Change Password (10), as the brief lists the account menu.
        order: 4,
        visible: canBuy,
      },
    ],
  },
  // The brief's older variant of the page.
  {
    path: 'manage-credits/v1',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <Navigate replace to={groupPath('employer', 'manage-credits')} />,
  },
];
