/** Notification settings (email, frequency, SMS) and profile privacy. */
export const notificationSettingsMessages = {
  notificationSettings: {},
} as const;
