import { BankOutlined, SolutionOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';
import { canApplyForAgencyCredit, canManageAgencyBilling } from './agency-admins-only';

const page = lazyPages(() => import('./pages'));
const CreditAccountPage = page('CreditAccountPage');
const CompanyBillingPage = page('CompanyBillingPage');

const m = messages.agencyBilling;

/** The brief's agency credit-account and company-billing pages: admins only, members to 404. */
export const routes: readonly RouteRow[] = [
  {
    path: 'credit-account',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <CreditAccountPage />,
    menu: [
      {
        place: 'account',
        label: m.creditAccountTitle,
        icon: <SolutionOutlined />,
        // With the admins' items, after Manage Team, before Change Password (10).
        order: 6,
        visible: canApplyForAgencyCredit,
      },
    ],
  },
  {
    path: 'company-billing',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <CompanyBillingPage />,
    menu: [
      {
        place: 'account',
        label: m.companyBillingTitle,
        icon: <BankOutlined />,
        order: 7,
        visible: canManageAgencyBilling,
      },
    ],
  },
];
