/**
 * Error reporting with Sentry's real Node SDK pointed at a local endpoint (docs/security.md G16):
 * what the server did not expect arrives, scrubbed; what it expected (a refusal, a bad input)
 * does not, and nothing secret or personal is in what is sent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReportingConfig } from '../../shared/error-reporting';
import { createCandidate } from '../testing/fixtures';
import { startSentryCollector, type SentryCollector } from '../testing/sentry-collector';
import { createTestApp, LOGIN_MUTATION, type TestApp } from '../testing/test-app';
import { startErrorReporting, type ErrorReporter } from './error-reporting';

const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

let collector: SentryCollector;
let reporter: ErrorReporter;
let t: TestApp;
beforeAll(async () => {
  collector = await startSentryCollector();
  reporter = await startErrorReporting(errorReportingConfig(collector.dsn, 'test', '1.2.3'));
  t = await createTestApp({ errorReporter: reporter });
  t.app.get('/boom', async () => {
    throw new Error(`boom for ada@example.com with ${TOKEN}`);
  });
});
afterAll(async () => {
  await t.close();
  await collector.close();
});

describe('error reporting (SENTRY_DSN at a local endpoint)', () => {
  it('is off without a DSN: nothing is loaded or sent', async () => {
    const off = await startErrorReporting(errorReportingConfig(undefined, 'test', '1.2.3'));
    off.capture(new Error('not sent'));
    await off.flush();
    expect(collector.envelopes).toEqual([]);
  });

  it('sends what the server did not expect, scrubbed, and nothing it did', async () => {
    const candidate = await createCandidate(t.db);
    // Expected: a wrong password, a malformed input, a refused token. None is reported.
    await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: candidate.email, password: 'Wrong!2026' } },
    });
    await t.graphql(LOGIN_MUTATION, { variables: { input: { email: 'nope', password: '' } } });
    await t.graphql('{ me { id } }', { token: TOKEN });
    await reporter.flush();
    expect(collector.items('event')).toEqual([]);

    // Unexpected: the database loses a table under a login, and a route throws.
    await t.db.execute(sql`alter table users rename to users_gone`);
    try {
      const answer = await t.graphql(LOGIN_MUTATION, {
        variables: { input: { email: candidate.email, password: candidate.password } },
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `sid=${TOKEN}` },
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    } finally {
      await t.db.execute(sql`alter table users_gone rename to users`);
    }
    const boom = await t.app.inject({
      method: 'GET',
      url: `/boom?token=${TOKEN}&email=${encodeURIComponent(candidate.email)}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(boom.statusCode).toBe(500);
    await reporter.flush();

    // Sent as they come: in order of their routes here.
    const events = collector
      .items('event')
      .sort((a, b) =>
        String((b['tags'] as { route?: string }).route).localeCompare(
          String((a['tags'] as { route?: string }).route),
        ),
      );
    expect(events.map((event) => event['tags'])).toEqual([
      expect.objectContaining({ route: '/graphql' }),
      expect.objectContaining({ method: 'GET', route: '/boom' }),
    ]);
    expect(events[0]).toMatchObject({
      release: 'shortlist@1.2.3',
      environment: 'test',
      exception: {
        values: expect.arrayContaining([
          expect.objectContaining({ value: expect.stringContaining('params: [redacted]') }),
        ]),
      },
    });
    expect(events[1]).toMatchObject({
      exception: {
        values: [expect.objectContaining({ value: 'boom for [redacted] with [redacted]' })],
      },
    });
    const sent = collector.envelopes.join('\n');
    for (const secret of [TOKEN, candidate.email, candidate.password, 'ada@example.com', 'sid=']) {
      expect(sent).not.toContain(secret);
    }
  });
});
