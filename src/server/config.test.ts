import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to a private server on 4310 with its data in ./.data', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4310,
      dataDir: resolve('.data'),
      databaseUrl: undefined,
      corsOrigins: [],
      log: undefined,
      trustProxy: false,
      rateLimits: true,
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/shortlist',
      DATABASE_URL: 'postgres://db/shortlist',
      CORS_ORIGINS: 'https://app.example.com/, http://localhost:5173',
      LOG: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      RATE_LIMITS: 'off',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Shortlist <hello@example.com>',
      PUBLIC_URL: 'https://app.example.com/',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/lib/shortlist',
      databaseUrl: 'postgres://db/shortlist',
      corsOrigins: ['https://app.example.com', 'http://localhost:5173'],
      log: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      rateLimits: false,
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Shortlist <hello@example.com>',
      publicUrl: 'https://app.example.com',
    });
    // `true` is a proxy on this machine, never every sender (docs/security.md G11).
    expect(readConfig({ TRUST_PROXY: 'true', LOG: '1' })).toMatchObject({
      trustProxy: ['loopback'],
      log: true,
    });
    expect(readConfig({ TRUST_PROXY: 'false' })).toMatchObject({ trustProxy: false });
  });

  it('reads RATE_LIMITS=http-only: only the API-call limits stay (docs/security.md G15)', () => {
    expect(readConfig({ RATE_LIMITS: 'http-only' })).toMatchObject({ rateLimits: 'http-only' });
    expect(readConfig({ RATE_LIMITS: 'on' })).toMatchObject({ rateLimits: true });
    expect(() => readConfig({ RATE_LIMITS: 'some' })).toThrow(/RATE_LIMITS/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ LOG: 'loud' }, /LOG/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ SMTP_URL: 'https://mail.example.com' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'app.example.com' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('reads the Stripe keys, all three together, each of its kind', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(readConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...keys, STRIPE_WEBHOOK_SECRET: '' }, /set together/],
      [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, /set together/],
      [{ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }, /STRIPE_SECRET_KEY must/],
      [{ ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }, /STRIPE_PUBLISHABLE_KEY must/],
      [{ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }, /both be test or both live/],
      [{ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' }, /STRIPE_WEBHOOK_SECRET must/],
    ];
    for (const [env, message] of refused) {
      expect(() => readConfig(env)).toThrow(message);
      // The keys are secrets: a refusal never repeats one.
      expect(() => readConfig(env)).not.toThrow(/abc|secret$/);
    }
  });

  it('reads the Twilio account, all three values together, each of its kind', () => {
    const sid = `AC${'a1'.repeat(16)}`;
    const twilio = {
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 'tok3n',
      TWILIO_FROM: '+15005550006',
    };
    expect(readConfig({}).twilio).toBeUndefined();
    expect(readConfig(twilio).twilio).toEqual({
      accountSid: sid,
      authToken: 'tok3n',
      from: '+15005550006',
    });
    expect(readConfig({ ...twilio, TWILIO_FROM: `MG${'b2'.repeat(16)}` }).twilio?.from).toMatch(
      /^MG/,
    );
    const refused: [Record<string, string>, RegExp][] = [
      [{ ...twilio, TWILIO_AUTH_TOKEN: '' }, /set together/],
      [{ TWILIO_FROM: '+15005550006' }, /set together/],
      [{ ...twilio, TWILIO_ACCOUNT_SID: 'tok3n' }, /TWILIO_ACCOUNT_SID must/],
      [{ ...twilio, TWILIO_FROM: '07700 900123' }, /TWILIO_FROM must/],
    ];
    for (const [env, message] of refused) {
      expect(() => readConfig(env)).toThrow(message);
      expect(() => readConfig(env)).not.toThrow(/tok3n/);
    }
  });

  it('never repeats a bad SMTP_URL, which may hold a password', () => {
    expect(() => readConfig({ SMTP_URL: 'user:hunter2@smtp.example.com' })).toThrow(
      'SMTP_URL must be a URL starting with smtp:// or smtps://.',
    );
  });
});
