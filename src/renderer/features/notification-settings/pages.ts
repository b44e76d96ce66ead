// The notification settings and profile privacy pages' chunk: loaded when one is opened.
export { NotificationSettingsPage } from './notification-settings-page';
export { ProfilePrivacyPage } from './profile-privacy-page';
