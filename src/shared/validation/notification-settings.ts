/**
 * Notification settings and profile privacy, shared by the forms and the server: email
 * on/off with its frequency, the SMS phone (the brief's phone rule) and the 6-digit code.
 */
import { boolean, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { phoneRule } from './registration';

export const NOTIFICATION_FREQUENCIES = ['daily', 'immediately'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const PROFILE_PRIVACIES = ['ACTIVE', 'INACTIVE'] as const;
export type ProfilePrivacy = (typeof PROFILE_PRIVACIES)[number];

/** Exactly six digits: what the texted code is. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const emailNotificationSettingsSchema = object({
  send_email: boolean().required(),
  notification_frequency: string<NotificationFrequency>()
    .oneOf(NOTIFICATION_FREQUENCIES)
    .required(),
});
export type EmailNotificationSettingsValues = InferType<typeof emailNotificationSettingsSchema>;

/** The number a code is texted to, stored in international form (`+447911123456`). */
export const smsPhoneSchema = object({ phone: phoneRule() });
export type SmsPhoneValues = InferType<typeof smsPhoneSchema>;

export const smsCodeSchema = object({
  code: string()
    .trim()
    // Spaces typed between the digits (`123 456`) are not part of the code.
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .default('')
    // One message whatever is wrong: empty, too short, letters.
    .test('code', messages.notificationSettings.invalidCode, (value) =>
      SMS_CODE_PATTERN.test(value),
    ),
});
export type SmsCodeValues = InferType<typeof smsCodeSchema>;
