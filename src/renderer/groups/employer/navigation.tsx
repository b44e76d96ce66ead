import { DashboardOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { appSettingsEntry } from '../../app-settings/app-settings-entry';
import type { GroupNavigation } from '../../layout/navigation';

/**
 * The employer's navigation tables. Still to come with their pages (brief, section 2):
 * header and side navigation New Job Opportunity and New Agency Project (`visible:
 * (c) => c.canPostJobs`), My Account, Agency Marketplace; account submenu My Account,
 * View Profile (hidden for GUEST), Edit Profile, Manage Payment Info, Purchase Job Posts
 * (admin and ACTIVE), Manage Team, Invitations, Billing History (admin).
 */
export const employerNavigation: GroupNavigation = {
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
    heading: messages.nav.accountSettings,
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
