import { DashboardOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { appSettingsEntry } from '../../app-settings/app-settings-entry';
import type { GroupNavigation } from '../../layout/navigation';

/**
 * The agency's navigation tables. Still to come with their pages (brief, section 2):
 * Case Studies in the header and side navigation; account submenu Account Information,
 * Edit Account Information, Edit Profile, Manage Team (`visible: (c) => c.isTeamAdmin`),
 * View Profile, Notification Settings, Profile Privacy.
 */
export const agencyNavigation: GroupNavigation = {
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
