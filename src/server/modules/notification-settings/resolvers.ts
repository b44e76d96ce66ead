import { freshUser, requestActor, userLoaders, type UserParent, type UserRow } from '../identity';
import { forbidden, unauthenticated } from '../../platform/domain-error';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import {
  emailNotificationSettingsSchema,
  smsCodeSchema,
  smsPhoneSchema,
} from '../../../shared/validation/notification-settings';
import {
  SMS_CODE_CHECKS_PER_IP,
  SMS_CODE_CHECKS_PER_USER,
  SMS_CODES_PER_PHONE,
  SMS_CODES_PER_USER,
} from './limits';
import { CODE_LIFETIME_MS } from './notification-settings-service';

/** The settings are the user's own: nobody else reads them through a `User`. */
async function ownRow(user: UserParent, context: GraphQLContext): Promise<UserRow> {
  const session = await context.auth.optionalSession();
  if (session?.userId !== user.id) throw forbidden();
  if ('passwordHash' in user) return user;
  const row = await userLoaders(context).user.load(user.id);
  if (!row) throw new Error(`User ${user.id} no longer exists`);
  return row;
}

/** The caller's `User` as now stored, for the mutations' answers. */
async function currentUser(context: GraphQLContext, userId: number): Promise<UserRow> {
  const user = await freshUser(context, userId);
  if (!user) throw unauthenticated();
  return user;
}

export const notificationSettingsResolvers: Resolvers = {
  User: {
    send_email: async (user, _args, context) => (await ownRow(user, context)).sendEmail,
    notification_frequency: async (user, _args, context) =>
      (await ownRow(user, context)).notificationFrequency,
    send_text_notification: async (user, _args, context) =>
      (await ownRow(user, context)).sendTextNotification,
    text_notification_phone: async (user, _args, context) =>
      (await ownRow(user, context)).textNotificationPhone,
    privacy: async (user, _args, context) => (await ownRow(user, context)).privacy,
  },
  Mutation: {
    updateEmailNotificationSettings: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const values = await validateInput(emailNotificationSettingsSchema, input, 'input');
      await context.services.notificationSettings.updateEmailSettings(actor, values);
      return currentUser(context, actor.user.id);
    },
    sendTextNotificationCode: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      // Who may, then validation: a refused caller or a mistyped number spends no budget.
      context.services.notificationSettings.assertMaySendTextCode(actor);
      const { phone } = await validateInput(smsPhoneSchema, input, 'input');
      await context.limits.consume(SMS_CODES_PER_USER, String(actor.user.id));
      await context.limits.consume(SMS_CODES_PER_PHONE, phone);
      const sent = await context.services.notificationSettings.sendTextCode(
        actor,
        phone,
        context.clientIp,
      );
      return { phone: sent.phone, expires_in: Math.round(CODE_LIFETIME_MS / 1000) };
    },
    verifyTextNotificationCode: async (_parent, { input }, context) => {
      const actor = await requestActor(context);
      const { code } = await validateInput(smsCodeSchema, input, 'input');
      await context.limits.consume(SMS_CODE_CHECKS_PER_USER, String(actor.user.id));
      await context.limits.consume(SMS_CODE_CHECKS_PER_IP, context.clientIp);
      await context.services.notificationSettings.verifyTextCode(actor, code);
      return currentUser(context, actor.user.id);
    },
    disableTextNotifications: async (_parent, _args, context) => {
      const actor = await requestActor(context);
      await context.services.notificationSettings.disableText(actor);
      return currentUser(context, actor.user.id);
    },
    updateProfilePrivacy: async (_parent, { privacy }, context) => {
      const actor = await requestActor(context);
      await context.services.notificationSettings.updatePrivacy(actor, privacy);
      return currentUser(context, actor.user.id);
    },
  },
};
