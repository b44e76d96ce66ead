import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  emailNotificationSettingsSchema,
  smsCodeSchema,
  smsPhoneSchema,
} from './notification-settings';
import { errorsOf } from './test-helpers';

describe('notification settings validation', () => {
  it('reads a phone in international form, GB by default', async () => {
    expect(await smsPhoneSchema.validate({ phone: '07911 123456' })).toEqual({
      phone: '+447911123456',
    });
    expect(await smsPhoneSchema.validate({ phone: '++447911123456' })).toEqual({
      phone: '+447911123456',
    });
  });

  it.each(['', '12', 'not a phone', '+44 12', '07911 12345a'])(
    "refuses %j with 'Please enter a valid phone number'",
    async (phone) => {
      expect(await errorsOf(smsPhoneSchema, { phone })).toEqual({
        phone: [messages.phone.invalid],
      });
    },
  );

  it('takes six digits, spaces between them ignored', async () => {
    expect(await smsCodeSchema.validate({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it.each(['', '12345', '1234567', '12345a', 'abcdef', undefined])(
    "refuses %j with one 'Please enter a valid code'",
    async (code) => {
      expect(await errorsOf(smsCodeSchema, { code })).toEqual({
        code: [messages.notificationSettings.invalidCode],
      });
    },
  );

  it('knows only daily and immediately', async () => {
    await expect(
      emailNotificationSettingsSchema.validate({
        send_email: true,
        notification_frequency: 'daily',
      }),
    ).resolves.toBeTruthy();
    await expect(
      emailNotificationSettingsSchema.validate({
        send_email: true,
        notification_frequency: 'weekly',
      }),
    ).rejects.toThrow();
  });
});
