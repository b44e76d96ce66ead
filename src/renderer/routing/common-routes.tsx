import { lazy, type ReactNode } from 'react';
import type { Group } from '../../shared/users';
import { isDesktopApp } from '../platform/get-platform';
import type { GroupRoute } from './group-area';

// Login and logout share one small chunk: the login route must load little.
const loadAuthPages = () => import('../auth/auth-pages');
const LoginPage = lazy(() => loadAuthPages().then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => loadAuthPages().then((m) => ({ default: m.LogoutPage })));
// The forgotten, reset and change password pages: one chunk, loaded when one is opened.
const loadPasswordPages = () => import('../passwords/password-pages');
const ForgotPasswordPage = lazy(() =>
  loadPasswordPages().then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  loadPasswordPages().then((m) => ({ default: m.ResetPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  loadPasswordPages().then((m) => ({ default: m.ChangePasswordPage })),
);
const ImpersonatePage = lazy(() =>
  import('../impersonation/impersonate-page').then((m) => ({ default: m.ImpersonatePage })),
);
const AppSettingsPage = lazy(() =>
  import('../app-settings/app-settings-page').then((m) => ({ default: m.AppSettingsPage })),
);
const SocialLoginLandingPage = lazy(() =>
  import('../social-login/social-login-landing-page').then((m) => ({
    default: m.SocialLoginLandingPage,
  })),
);
const NotFoundContent = lazy(() =>
  import('./not-found').then((m) => ({ default: m.NotFoundContent })),
);

/** A page of the desktop app only; a browser gets the fallback (its 404). */
function DesktopOnly({ page, fallback }: { page: ReactNode; fallback: ReactNode }) {
  return isDesktopApp() ? page : fallback;
}

/**
 * The pages every group has (brief, "Common"): login, logout, its own 404, and the
 * forgotten, reset and change password pages, and the impersonation link; in the desktop app,
 * its settings page.
 */
export function commonRoutes(group: Group): GroupRoute[] {
  return [
    { path: 'login', access: 'guest-only', element: <LoginPage group={group} /> },
    // The social-login landing page: it signs in itself, then the guard moves on.
    {
      path: 'login/google',
      access: 'guest-only',
      element: <SocialLoginLandingPage group={group} />,
    },
    { path: 'logout', access: 'any', element: <LogoutPage group={group} /> },
    { path: '404', access: 'public', element: <NotFoundContent group={group} /> },
    // Password reset is for signed-out users only (brief, section 6).
    {
      path: 'forgot-password',
      access: 'guest-only',
      element: <ForgotPasswordPage group={group} />,
    },
    { path: 'reset-password', access: 'guest-only', element: <ResetPasswordPage group={group} /> },
    { path: 'change-password', access: 'signed-in', element: <ChangePasswordPage /> },
    // `any`: no login needed, and a signed-in user is not sent to their dashboard or
    // another group's 404, since the page replaces the session (brief, section 6).
    { path: 'impersonate/:id', access: 'any', element: <ImpersonatePage group={group} /> },
    // Signed in or out (a remote server is chosen before logging in to it); a browser has none.
    {
      path: 'app-settings',
      access: 'public',
      element: (
        <DesktopOnly fallback={<NotFoundContent group={group} />} page={<AppSettingsPage />} />
      ),
    },
  ];
}
