import { LockOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

// The forgotten, reset and change password pages: one chunk, loaded when one is opened.
const page = lazyPages(() => import('./pages'));
const ForgotPasswordPage = page('ForgotPasswordPage');
const ResetPasswordPage = page('ResetPasswordPage');
const ChangePasswordPage = page('ChangePasswordPage');

export const routes: readonly RouteRow[] = [
  // Password reset is for signed-out users only (brief, section 6).
  {
    path: 'forgot-password',
    access: 'guest-only',
    page: (group) => <ForgotPasswordPage group={group} />,
  },
  {
    path: 'reset-password',
    access: 'guest-only',
    page: (group) => <ResetPasswordPage group={group} />,
  },
  {
    path: 'change-password',
    access: 'signed-in',
    page: () => <ChangePasswordPage />,
    menu: [
      { place: 'account', label: messages.nav.changePassword, icon: <LockOutlined />, order: 10 },
    ],
  },
];
