import { LogoutOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

// Login and logout share one small chunk: the login route must load little.
const page = lazyPages(() => import('./pages'));
const LoginPage = page('LoginPage');
const LogoutPage = page('LogoutPage');

export const routes: readonly RouteRow[] = [
  { path: 'login', access: 'guest-only', page: (group) => <LoginPage group={group} /> },
  {
    path: 'logout',
    access: 'any',
    page: (group) => <LogoutPage group={group} />,
    menu: [
      { place: 'side', label: messages.nav.logout, icon: <LogoutOutlined />, order: 100 },
      { place: 'account', label: messages.nav.logOut, icon: <LogoutOutlined />, order: 100 },
    ],
  },
];
