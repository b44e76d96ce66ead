import { BellOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const NotificationSettingsPage = page('NotificationSettingsPage');
const ProfilePrivacyPage = page('ProfilePrivacyPage');

/**
 * The brief's notification-settings and profile-privacy, for candidates and agencies (their
 * members too: the settings are each user's own); employers have neither (their 404).
 * Account menu: a candidate's after Manage CV, before Change Password (10); an agency's after
 * Manage Team and the admins' billing pages (6, 7).
 */
export const routes: readonly RouteRow[] = [
  {
    path: 'notification-settings',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <NotificationSettingsPage group={group} />,
    menu: [
      {
        place: 'account',
        label: messages.notificationSettings.title,
        icon: <BellOutlined />,
        order: 6,
        groups: ['candidate'],
      },
      {
        place: 'account',
        label: messages.notificationSettings.title,
        icon: <BellOutlined />,
        order: 8.1,
        groups: ['agency'],
      },
    ],
  },
  {
    path: 'profile-privacy',
    access: 'signed-in',
    groups: ['candidate', 'agency'],
    page: (group) => <ProfilePrivacyPage group={group} />,
    menu: [
      {
        place: 'account',
        label: messages.profilePrivacy.title,
        icon: <EyeInvisibleOutlined />,
        order: 7,
        groups: ['candidate'],
      },
      {
        place: 'account',
        label: messages.profilePrivacy.title,
        icon: <EyeInvisibleOutlined />,
        order: 8.2,
        groups: ['agency'],
      },
    ],
  },
];
