import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsVerifications, users } from '../../db/schema';
import type { SmsMessage, SmsSender } from '../../platform/sms/sms-sender';
import { SmsNotSent } from '../../platform/sms/sms-sender';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../testing/test-app';
import { SETTINGS as SETTING_DEFINITIONS, SettingsService } from '../../platform/settings';
import { messages } from '../../../shared/messages';
import {
  CODE_LIFETIME_MS,
  KEPT_AFTER_EXPIRY_MS,
  MAX_ATTEMPTS,
  purgeExpiredSmsCodes,
} from './notification-settings-service';

const SETTINGS = graphql(`
  query NotificationSettingsMe {
    me {
      id
      send_email
      notification_frequency
      send_text_notification
      text_notification_phone
      privacy
    }
  }
`);

const UPDATE_EMAIL = graphql(`
  mutation NotificationSettingsUpdateEmail($input: EmailNotificationSettingsInput!) {
    updateEmailNotificationSettings(input: $input) {
      id
      send_email
      notification_frequency
    }
  }
`);

const SEND_CODE = graphql(`
  mutation NotificationSettingsSendCode($input: SendTextNotificationCodeInput!) {
    sendTextNotificationCode(input: $input) {
      phone
      expires_in
    }
  }
`);

const VERIFY_CODE = graphql(`
  mutation NotificationSettingsVerifyCode($input: VerifyTextNotificationCodeInput!) {
    verifyTextNotificationCode(input: $input) {
      id
      send_text_notification
      text_notification_phone
    }
  }
`);

const DISABLE_TEXTS = graphql(`
  mutation NotificationSettingsDisableTexts {
    disableTextNotifications {
      id
      send_text_notification
      text_notification_phone
    }
  }
`);

const UPDATE_PRIVACY = graphql(`
  mutation NotificationSettingsUpdatePrivacy($privacy: ProfilePrivacy!) {
    updateProfilePrivacy(privacy: $privacy) {
      id
      privacy
    }
  }
`);

const m = messages.notificationSettings;
const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = '07911 123456';
const PHONE_E164 = '+447911123456';

function codeOf(text: SmsMessage | undefined): string {
  const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in ${text?.body}`);
  return code;
}

function errorCode(answer: GraphQLAnswer<unknown>): string | undefined {
  return answer.errors?.[0]?.extensions?.code;
}

function validation(answer: GraphQLAnswer<unknown>): Record<string, string[]> | undefined {
  return answer.errors?.[0]?.extensions?.validation;
}

/** Texts go here; a number in `refused` is refused as a provider would. */
class CapturingSender implements SmsSender {
  readonly sent: SmsMessage[] = [];
  readonly refused = new Set<string>();
  send(message: SmsMessage): Promise<void> {
    if (this.refused.has(message.to)) return Promise.reject(new SmsNotSent('refused'));
    this.sent.push(message);
    return Promise.resolve();
  }
}

describe('notification settings and profile privacy', () => {
  let t: TestApp;
  let clock = new Date('2026-01-05T09:00:00Z');
  const sms = new CapturingSender();
  const reported: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      smsSender: sms,
      now: () => clock,
      errorReporter: { capture: (error) => reported.push(error), flush: () => Promise.resolve() },
      limits: { smsCodesPerPhone: { limit: 1_000, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
  });

  async function signIn(fixture: Promise<UserFixture>) {
    const { user, email, password } = await fixture;
    return { user, token: await t.login(email, password) };
  }

  async function sendCode(token: string, phone = PHONE) {
    const answer = await t.graphql(SEND_CODE, { token, variables: { input: { phone } } });
    expect(answer.errors).toBeUndefined();
    return codeOf(sms.sent.at(-1));
  }

  function verify(token: string, code: string) {
    return t.graphql(VERIFY_CODE, { token, variables: { input: { code } } });
  }

  describe('who may (actor matrix)', () => {
    const actors = {
      candidate: async () => signIn(createCandidate(t.db)),
      agency: async () => signIn(createAgency(t.db)),
      'agency member': async () => {
        const agency = await createAgency(t.db);
        return signIn(createTeamMember(t.db, agency.team));
      },
      employer: async () => signIn(createEmployer(t.db)),
      'employer member': async () => {
        const employer = await createEmployer(t.db);
        return signIn(createTeamMember(t.db, employer.team));
      },
    };
    const allowed = new Set(['candidate', 'agency', 'agency member']);

    it.each(Object.keys(actors))('%s', async (name) => {
      const { token } = await actors[name as keyof typeof actors]();
      const answers = [
        await t.graphql(UPDATE_EMAIL, {
          token,
          variables: { input: { send_email: false, notification_frequency: 'daily' } },
        }),
        await t.graphql(UPDATE_PRIVACY, { token, variables: { privacy: 'INACTIVE' } }),
        await t.graphql(SEND_CODE, { token, variables: { input: { phone: PHONE } } }),
        await t.graphql(VERIFY_CODE, { token, variables: { input: { code: '000000' } } }),
        await t.graphql(DISABLE_TEXTS, { token }),
      ];
      if (allowed.has(name)) {
        expect(answers.map(errorCode)).toEqual([
          undefined,
          undefined,
          undefined,
          'BAD_USER_INPUT', // a wrong code, but a permitted caller
          undefined,
        ]);
        const me = await t.graphql(SETTINGS, { token });
        expect(me.data?.me).toMatchObject({
          send_email: false,
          notification_frequency: 'daily',
          privacy: 'INACTIVE',
        });
      } else {
        expect(answers.map(errorCode)).toEqual(Array(5).fill('FORBIDDEN'));
        expect(answers[0]?.errors?.[0]?.message).toBe(m.notAllowed);
        expect(answers[1]?.errors?.[0]?.message).toBe(messages.profilePrivacy.notAllowed);
      }
    });

    it('refuses anonymous callers', async () => {
      const answer = await t.graphql(UPDATE_PRIVACY, { variables: { privacy: 'INACTIVE' } });
      expect(errorCode(answer)).toBe('UNAUTHENTICATED');
    });
  });

  it('starts with email on, immediately, texts off and an active profile', async () => {
    const { token } = await signIn(createCandidate(t.db));
    const me = await t.graphql(SETTINGS, { token });
    expect(me.data?.me).toMatchObject({
      send_email: true,
      notification_frequency: 'immediately',
      send_text_notification: false,
      text_notification_phone: null,
      privacy: 'ACTIVE',
    });
  });

  it('switches email off and on and keeps the frequency', async () => {
    const { token, user } = await signIn(createCandidate(t.db));
    const off = await t.graphql(UPDATE_EMAIL, {
      token,
      variables: { input: { send_email: false, notification_frequency: 'daily' } },
    });
    expect(off.data?.updateEmailNotificationSettings).toMatchObject({
      send_email: false,
      notification_frequency: 'daily',
    });
    const on = await t.graphql(UPDATE_EMAIL, {
      token,
      variables: { input: { send_email: true, notification_frequency: 'daily' } },
    });
    expect(on.data?.updateEmailNotificationSettings?.send_email).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ sendEmail: true, notificationFrequency: 'daily' });

    const unknown = await t.graphql(UPDATE_EMAIL, {
      token,
      variables: { input: { send_email: true, notification_frequency: 'weekly' } },
    });
    expect(unknown.errors).toBeDefined();
  });

  it('switches privacy at once, both ways', async () => {
    const { token, user } = await signIn(createCandidate(t.db));
    const inactive = await t.graphql(UPDATE_PRIVACY, { token, variables: { privacy: 'INACTIVE' } });
    expect(inactive.data?.updateProfilePrivacy?.privacy).toBe('INACTIVE');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.privacy).toBe('INACTIVE');
    const active = await t.graphql(UPDATE_PRIVACY, { token, variables: { privacy: 'ACTIVE' } });
    expect(active.data?.updateProfilePrivacy?.privacy).toBe('ACTIVE');
  });

  describe('text notifications', () => {
    it('texts a random 6-digit code, keeps only its hash, and turns texts on for that number', async () => {
      const { token, user } = await signIn(createCandidate(t.db));
      const answer = await t.graphql(SEND_CODE, { token, variables: { input: { phone: PHONE } } });
      expect(answer.data?.sendTextNotificationCode).toEqual({
        phone: PHONE_E164,
        expires_in: 600,
      });
      const text = sms.sent.at(-1);
      expect(text?.to).toBe(PHONE_E164);
      expect(text?.body).toBe(m.codeText(codeOf(text), 10));
      const code = codeOf(text);

      const [row] = await t.db
        .select()
        .from(smsVerifications)
        .where(eq(smsVerifications.userId, user.id));
      expect(row?.phone).toBe(PHONE_E164);
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row?.expiresAt.getTime()).toBe(clock.getTime() + CODE_LIFETIME_MS);

      const verified = await verify(token, code);
      expect(verified.errors).toBeUndefined();
      expect(verified.data?.verifyTextNotificationCode).toMatchObject({
        send_text_notification: true,
        text_notification_phone: PHONE_E164,
      });

      // Single use.
      const again = await verify(token, code);
      expect(validation(again)).toEqual({ 'input.code': [m.invalidCode] });
    });

    it('codes differ from one send to the next', async () => {
      const { token } = await signIn(createCandidate(t.db));
      const codes = new Set<string>();
      for (let i = 0; i < 4; i++) codes.add(await sendCode(token));
      expect(codes.size).toBeGreaterThan(1);
    });

    it("refuses an invalid number with the brief's message, texting nothing", async () => {
      const { token } = await signIn(createCandidate(t.db));
      const before = sms.sent.length;
      for (const phone of ['123', 'not a phone', '+44 12']) {
        const answer = await t.graphql(SEND_CODE, { token, variables: { input: { phone } } });
        expect(validation(answer)).toEqual({ 'input.phone': [messages.phone.invalid] });
      }
      expect(sms.sent.length).toBe(before);
    });

    it("refuses malformed and wrong codes with 'Please enter a valid code'", async () => {
      const { token } = await signIn(createCandidate(t.db));
      const code = await sendCode(token);
      const wrong = code === '111111' ? '222222' : '111111';
      for (const attempt of ['', '12345', '1234567', 'abcdef', wrong]) {
        const answer = await verify(token, attempt);
        expect(validation(answer)).toEqual({ 'input.code': [m.invalidCode] });
      }
      // Four of those were refused before any try was spent: the right code still works.
      expect(
        (await verify(token, ` ${code.slice(0, 3)} ${code.slice(3)} `)).errors,
      ).toBeUndefined();
    });

    it(`${MAX_ATTEMPTS} wrong tries spend the code`, async () => {
      const { token } = await signIn(createCandidate(t.db));
      const code = await sendCode(token);
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < MAX_ATTEMPTS; i++) await verify(token, wrong);
      expect(validation(await verify(token, code))).toEqual({ 'input.code': [m.invalidCode] });
    });

    it('parallel wrong guesses get no more tries than the code allows', async () => {
      const { token, user } = await signIn(createCandidate(t.db));
      const code = await sendCode(token);
      const guesses = Array.from({ length: 12 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      await Promise.all(guesses.map((guess) => verify(token, guess)));
      const [row] = await t.db
        .select()
        .from(smsVerifications)
        .where(eq(smsVerifications.userId, user.id));
      expect(row?.attempts).toBe(MAX_ATTEMPTS);
    });

    it('a code expires after ten minutes', async () => {
      const { token } = await signIn(createCandidate(t.db));
      const code = await sendCode(token);
      clock = new Date(clock.getTime() + CODE_LIFETIME_MS + 1);
      expect(validation(await verify(token, code))).toEqual({ 'input.code': [m.invalidCode] });
    });

    it('a new code spends the earlier one, and another user cannot use it', async () => {
      const owner = await signIn(createCandidate(t.db));
      const stranger = await signIn(createCandidate(t.db));
      const first = await sendCode(owner.token);
      const second = await sendCode(owner.token, '07911 100002');
      expect(validation(await verify(stranger.token, second))).toEqual({
        'input.code': [m.invalidCode],
      });
      if (first !== second)
        expect(validation(await verify(owner.token, first))).toEqual({
          'input.code': [m.invalidCode],
        });
      const verified = await verify(owner.token, second);
      expect(verified.data?.verifyTextNotificationCode?.text_notification_phone).toBe(
        '+447911100002',
      );
    });

    it('switching off disables at once and forgets the number and a pending code', async () => {
      const { token } = await signIn(createCandidate(t.db));
      expect((await verify(token, await sendCode(token))).errors).toBeUndefined();
      const pending = await sendCode(token);
      const off = await t.graphql(DISABLE_TEXTS, { token });
      expect(off.data?.disableTextNotifications).toMatchObject({
        send_text_notification: false,
        text_notification_phone: null,
      });
      expect(validation(await verify(token, pending))).toEqual({ 'input.code': [m.invalidCode] });
    });

    it("a number the provider refuses is the phone's error and leaves no code", async () => {
      const { token, user } = await signIn(createCandidate(t.db));
      sms.refused.add('+447911100009');
      const answer = await t.graphql(SEND_CODE, {
        token,
        variables: { input: { phone: '07911 100009' } },
      });
      expect(validation(answer)).toEqual({ 'input.phone': [m.smsNotSent] });
      // The operators hear the provider's reason.
      expect(reported.at(-1)).toBeInstanceOf(SmsNotSent);
      expect(
        await t.db.select().from(smsVerifications).where(eq(smsVerifications.userId, user.id)),
      ).toEqual([]);
    });

    it('housekeeping deletes codes a day after they expired', async () => {
      const { user } = await signIn(createCandidate(t.db));
      const now = new Date('2030-01-01T00:00:00Z');
      await t.db.insert(smsVerifications).values([
        {
          userId: user.id,
          phone: PHONE_E164,
          codeHash: 'a',
          expiresAt: new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS - 1),
        },
        {
          userId: user.id,
          phone: PHONE_E164,
          codeHash: 'b',
          expiresAt: new Date(now.getTime() - 1000),
        },
      ]);
      expect(await purgeExpiredSmsCodes(t.db, now)).toBeGreaterThanOrEqual(1);
      const left = await t.db
        .select()
        .from(smsVerifications)
        .where(eq(smsVerifications.userId, user.id));
      expect(left.map((row) => row.codeHash)).toEqual(['b']);
    });
  });
});

describe('SMS code rate limits', () => {
  let t: TestApp;
  let clock = new Date('2026-03-02T09:00:00Z');
  const sms = new CapturingSender();
  beforeAll(async () => {
    t = await createTestApp({
      smsSender: sms,
      now: () => clock,
      limits: {
        smsCodesPerUser: { limit: 2, windowMs: 60_000 },
        smsCodesPerPhone: { limit: 3, windowMs: 60_000 },
        smsCodeChecksPerUser: { limit: 3, windowMs: 60_000 },
        smsCodeChecksPerIp: { limit: 5, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  async function token() {
    const { email, password } = await createCandidate(t.db);
    return t.login(email, password);
  }
  const send = (token: string, phone: string, remoteAddress = '127.0.0.1') =>
    t.graphql(SEND_CODE, { token, remoteAddress, variables: { input: { phone } } });
  const check = (token: string, remoteAddress = '127.0.0.1') =>
    t.graphql(VERIFY_CODE, { token, remoteAddress, variables: { input: { code: '000000' } } });

  it('limits sending per user and per number', async () => {
    const first = await token();
    expect(errorCode(await send(first, '07911 100001'))).toBeUndefined();
    expect(errorCode(await send(first, '07911 100002'))).toBeUndefined();
    expect(errorCode(await send(first, '07911 100003'))).toBe('RATE_LIMITED');

    // Three users, one number: the third send to it is the last.
    const sent = sms.sent.length;
    for (let i = 0; i < 3; i++)
      expect(errorCode(await send(await token(), '07911 200000'))).toBeUndefined();
    expect(errorCode(await send(await token(), '07911 200000'))).toBe('RATE_LIMITED');
    expect(sms.sent.length).toBe(sent + 3);
  });

  it('limits code checks per user and per client address', async () => {
    // (An alias batch stops at its first wrong code: the answer is a non-null User.)
    const user = await token();
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) answers.push(errorCode(await check(user)));
    expect(answers).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'RATE_LIMITED']);

    // Per address: other users from one address share its budget.
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) codes.push(errorCode(await check(await token(), '10.0.0.9')));
    expect(codes).toEqual([...Array<string>(5).fill('BAD_USER_INPUT'), 'RATE_LIMITED']);
    expect(errorCode(await check(await token(), '10.0.0.10'))).toBe('BAD_USER_INPUT');
  });

  it('only an approved (ACTIVE) account may send a code (docs/security.md G13)', async () => {
    // A candidate awaiting approval could text codes to any number (issue 23 A5).
    const waiting = await createCandidate(t.db, { status: 'INACTIVE' });
    const waitingToken = await t.login(waiting.email, waiting.password);
    const sent = sms.sent.length;
    for (const phone of ['07911 123001', '07911 123002', '07911 123003']) {
      const answer = await send(waitingToken, phone);
      expect(errorCode(answer)).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe(messages.account.notActive);
    }
    expect(sms.sent.length).toBe(sent);
    expect(
      await t.db
        .select()
        .from(smsVerifications)
        .where(eq(smsVerifications.userId, waiting.user.id)),
    ).toEqual([]);
    // Refused before any budget is spent: the number's own sends are untouched.
    for (let i = 0; i < 3; i++)
      expect(errorCode(await send(await token(), '07911 123001'))).toBeUndefined();

    const agency = await createAgency(t.db);
    const member = await createTeamMember(t.db, agency.team, 'member', { status: 'INACTIVE' });
    const memberToken = await t.login(member.email, member.password);
    expect(errorCode(await send(memberToken, '07911 123004'))).toBe('FORBIDDEN');
  });

  it('caps the codes sent per client address and in all per day, as the settings say', async () => {
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    const settingsService = new SettingsService(t.db);
    expect(SETTING_DEFINITIONS.smsCodesPerAddressPerDay.defaultValue).toBe(20);
    expect(SETTING_DEFINITIONS.smsCodesPerDay.defaultValue).toBe(1_000);
    await settingsService.set('smsCodesPerAddressPerDay', 2);
    await settingsService.set('smsCodesPerDay', 5);
    let phone = 124_000;
    const next = () => `07911 ${++phone}`;

    // Per address: two a day from 10.2.0.1, whoever sends them; another address goes on.
    expect(errorCode(await send(await token(), next(), '10.2.0.1'))).toBeUndefined();
    expect(errorCode(await send(await token(), next(), '10.2.0.1'))).toBeUndefined();
    const capped = await send(await token(), next(), '10.2.0.1');
    expect(errorCode(capped)).toBe('RATE_LIMITED');
    expect(capped.errors?.[0]?.message).toBe(m.dailyCap);
    expect(errorCode(await send(await token(), next(), '10.2.0.2'))).toBeUndefined();

    // In all: five a day, from any address; ten at once from ten addresses send two more.
    const sent = sms.sent.length;
    const parallel = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        send(await token(), `07911 1250${String(i).padStart(2, '0')}`, `10.3.0.${i + 1}`),
      ),
    );
    expect(parallel.filter((answer) => errorCode(answer) === undefined)).toHaveLength(2);
    expect(parallel.filter((answer) => errorCode(answer) === 'RATE_LIMITED')).toHaveLength(8);
    expect(sms.sent.length).toBe(sent + 2);

    // A day later the caps start again.
    clock = new Date(clock.getTime() + DAY_MS + 1);
    expect(errorCode(await send(await token(), next(), '10.2.0.1'))).toBeUndefined();

    // Raised with `admin settings set`, they apply at once.
    await settingsService.set('smsCodesPerDay', 1_000);
    await settingsService.set('smsCodesPerAddressPerDay', 20);
    expect(errorCode(await send(await token(), next(), '10.2.0.1'))).toBeUndefined();
  });
});
