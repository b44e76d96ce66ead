import { SettingOutlined } from '@ant-design/icons';
import { messages } from '../../shared/messages';
import type { NavEntry } from '../layout/navigation';

/** App Settings, in every group's account menu, in the desktop app only. */
export const appSettingsEntry: NavEntry = {
  key: 'app-settings',
  label: messages.appSettings.openSettings,
  path: 'app-settings',
  icon: <SettingOutlined />,
  visible: (context) => context.isDesktop,
};
