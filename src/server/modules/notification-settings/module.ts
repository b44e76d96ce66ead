/**
 * Notification settings (email on/off and frequency, text notifications behind a texted
 * code) and profile privacy: the user's own, for candidates and agencies.
 */
import notificationSettingsTypeDefs from './notification-settings.graphql?raw';
import { notificationSettingsLimits } from './limits';
import { NotificationSettingsService, purgeExpiredSmsCodes } from './notification-settings-service';
import { notificationSettingsResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';
import { SettingsService } from '../../platform/settings';

declare module '../../platform/services' {
  interface Services {
    notificationSettings: NotificationSettingsService;
  }
}

export default {
  typeDefs: [notificationSettingsTypeDefs],
  resolvers: [notificationSettingsResolvers],
  limits: notificationSettingsLimits,
  services: {
    notificationSettings: ({ db, sms, now, options }) =>
      new NotificationSettingsService(db, sms, now, new SettingsService(db), (error) =>
        options.errorReporter?.capture(error, { operation: 'sendTextNotificationCode' }),
      ),
  },
  housekeeping: async ({ db, now }) => {
    await purgeExpiredSmsCodes(db, now());
  },
} satisfies ServerModule;
