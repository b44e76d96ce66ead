import { SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { isDesktopApp } from '../../platform/get-platform';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const AppSettingsPage = page('AppSettingsPage');
const NotFoundContent = lazy(() =>
  import('../../routing/not-found').then((m) => ({ default: m.NotFoundContent })),
);

/** The page in the desktop app; a browser gets the group's 404. */
function AppSettingsRoute({ group }: { group: Group }) {
  return isDesktopApp() ? <AppSettingsPage /> : <NotFoundContent group={group} />;
}

export const routes: readonly RouteRow[] = [
  // Signed in or out: a remote server is chosen before logging in to it.
  {
    path: 'app-settings',
    access: 'public',
    page: (group) => <AppSettingsRoute group={group} />,
    menu: [
      {
        place: 'account',
        label: messages.appSettings.openSettings,
        icon: <SettingOutlined />,
        order: 90,
        visible: (context) => context.isDesktop,
      },
    ],
  },
];
