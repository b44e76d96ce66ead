import { DashboardOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { appSettingsEntry } from '../../app-settings/app-settings-entry';
import type { GroupNavigation } from '../../layout/navigation';

/**
 * The candidate's navigation tables. The brief's account submenu also lists Personal
 * Information, Edit Personal Information, View Profile, Edit Profile, Manage CV,
 * Notification Settings and Profile Privacy: each gets its row here when its page is
 * added to routes.tsx.
 */
export const candidateNavigation: GroupNavigation = {
  headerLinks: [{ key: 'dashboard', label: messages.nav.dashboard, path: 'dashboard' }],
  sideNavigation: [
    {
      key: 'dashboard',
      label: messages.nav.dashboard,
      path: 'dashboard',
      icon: <DashboardOutlined />,
    },
    { key: 'logout', label: messages.nav.logout, path: 'logout', icon: <LogoutOutlined /> },
  ],
  accountMenu: {
    entries: [
      {
        key: 'change-password',
        label: messages.nav.changePassword,
        path: 'change-password',
        icon: <LockOutlined />,
      },
      appSettingsEntry,
      { key: 'logout', label: messages.nav.logOut, path: 'logout', icon: <LogoutOutlined /> },
    ],
  },
};
