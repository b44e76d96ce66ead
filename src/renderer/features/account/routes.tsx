import { UserOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const MyAccountPage = lazyPages(() => import('./pages'))('MyAccountPage');

export const routes: readonly RouteRow[] = [
  // The brief's account page: the employer's here; an agency's is its profile and a
  // candidate's their personal information, which come with those pages.
  {
    path: 'account',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <MyAccountPage />,
    menu: [
      { place: 'header', label: messages.nav.myAccount, order: 10 },
      { place: 'side', label: messages.nav.myAccount, icon: <UserOutlined />, order: 10 },
      { place: 'account', label: messages.nav.myAccount, icon: <UserOutlined />, order: 0 },
    ],
  },
];
