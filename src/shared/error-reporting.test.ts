import { describe, expect, it } from 'vitest';
import {
  errorReportingConfig,
  REDACTED,
  reportingOrigin,
  samplingRates,
  scrubBreadcrumb,
  scrubEvent,
  scrubText,
} from './error-reporting';

const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

describe('errorReportingConfig', () => {
  it('is off without a DSN, or with one that is not an http(s) URL with a key', () => {
    for (const dsn of [
      undefined,
      '',
      '  ',
      'not a url',
      'ftp://key@example.com/1',
      'https://example.com/1',
    ]) {
      expect(errorReportingConfig(dsn, 'production', '1.0.0')).toBeNull();
    }
  });

  it('labels reports with the environment (production unless told) and release', () => {
    expect(
      errorReportingConfig(' https://key@o1.ingest.sentry.io/42 ', undefined, '1.2.3'),
    ).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/42',
      environment: 'production',
      release: 'shortlist@1.2.3',
    });
    const local = errorReportingConfig('http://key@127.0.0.1:9000/1', 'development', '1.2.3');
    expect(local?.environment).toBe('development');
    expect(reportingOrigin(local)).toBe('http://127.0.0.1:9000');
    expect(reportingOrigin(null)).toBeNull();
  });
});

describe('samplingRates', () => {
  it("are the brief's in production: 10% of traces and sessions, every session with an error", () => {
    expect(samplingRates('production')).toEqual({
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(samplingRates('development').tracesSampleRate).toBe(1);
  });
});

describe('scrubText', () => {
  it.each([
    ['Login failed for ada@example.com', `Login failed for ${REDACTED}`],
    [`Authorization: Bearer ${TOKEN}`, `Authorization: Bearer ${REDACTED}`],
    [`/impersonate/7?token=${TOKEN}&x=1`, `/impersonate/7?token=${REDACTED}&x=1`],
    ['/auth/callback?code=abc&state=def', `/auth/callback?code=${REDACTED}&state=${REDACTED}`],
    [`/reset-password/${TOKEN}?email=a%40b.co`, `/reset-password/${REDACTED}?email=${REDACTED}`],
    [`token ${TOKEN} leaked`, `token ${REDACTED} leaked`],
    [
      'Failed query: insert into "users" ("password_hash") values ($1)\nparams: $argon2id$v=19$m=1',
      `Failed query: insert into "users" ("password_hash") values ($1)\nparams: ${REDACTED}`,
    ],
  ])('%s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves what identifies code, not people, alone', () => {
    for (const text of [
      'at resolve (/app/node_modules/@sentry/core/build/index.js:12:3)',
      'shortlist@1.2.3',
      'Cannot read properties of undefined (reading "id")',
      'trace 4bf92f3577b34da6a3ce929d0e0e4736',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('scrubEvent', () => {
  it('sends who by id only, no bodies, cookies or credentials, and no secret in any string', () => {
    const event = {
      event_id: 'abc',
      message: 'Failed for ada@example.com',
      user: { id: '7', email: 'ada@example.com', ip_address: '203.0.113.9', username: 'ada' },
      request: {
        method: 'POST',
        url: `https://api.example.com/graphql?token=${TOKEN}`,
        query_string: `token=${TOKEN}&page=2`,
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          Cookie: 'sid=1',
          'User-Agent': 'Shortlist/1.2.3',
          'X-Forwarded-For': '203.0.113.9',
        },
        cookies: { sid: '1' },
        data: '{"query":"mutation{login(input:{password:\\"hunter2!\\"})}"}',
      },
      exception: {
        values: [{ type: 'Error', value: `Reset ${TOKEN} for bob@example.org failed` }],
      },
      extra: { password: 'hunter2!', note: 'call 07700 900123', variables: { email: 'x@y.co' } },
      contexts: { file: { name: 'cv.pdf', contents: 'JVBERi0xLjQK' } },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/invoice?token=${TOKEN}`, status_code: 200 } },
      ],
    };

    const sent = scrubEvent(event);
    const text = JSON.stringify(sent);
    for (const secret of [
      TOKEN,
      'ada@example.com',
      'bob@example.org',
      'hunter2',
      'sid=1',
      '203.0.113.9',
      'x@y.co',
      'JVBERi0xLjQK',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(sent.user).toEqual({ id: '7' });
    expect(sent.request).toEqual({
      method: 'POST',
      url: `https://api.example.com/graphql?token=${REDACTED}`,
      query_string: `token=${REDACTED}&page=2`,
      headers: { 'User-Agent': 'Shortlist/1.2.3' },
    });
    expect(sent.exception.values[0]?.value).toBe(`Reset ${REDACTED} for ${REDACTED} failed`);
    expect(sent.extra).toEqual({
      password: REDACTED,
      note: 'call 07700 900123',
      variables: REDACTED,
    });
    expect(sent.breadcrumbs[0]?.data).toEqual({
      url: `/invoice?token=${REDACTED}`,
      status_code: 200,
    });
    // The original is left as it was.
    expect(event.user.email).toBe('ada@example.com');
  });

  it('scrubs breadcrumbs on their own too', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/a', to: `/reset-password/${TOKEN}` },
      }),
    ).toEqual({ category: 'navigation', data: { from: '/a', to: `/reset-password/${REDACTED}` } });
  });
});
