/**
 * The page's error reporting against a local stand-in for Sentry (docs/security.md G16): a
 * server of its own with SENTRY_DSN set; the page loads the SDK, its CSP lets reports through,
 * an error arrives scrubbed, and no email, password or token is in anything sent (events,
 * traces, session replays).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import {
  startSentryCollector,
  type SentryCollector,
} from '../../src/server/testing/sentry-collector';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { expectDashboard, submitLogin } from './support/app';
import { freePort, startOwnServer, type OwnServer } from './support/own-server';

let collector: SentryCollector;
let server: OwnServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  collector = await startSentryCollector();
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-sentry-'));
  const { DATABASE_URL: _pglite, SMTP_URL: _noSmtp, ...env } = process.env;
  server = await startOwnServer('web', {
    ...env,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    SENTRY_DSN: collector.dsn,
    // Outside production every session and trace is kept, so each kind shows up here.
    SENTRY_ENVIRONMENT: 'development',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await collector?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a page error arrives scrubbed, and nothing personal or secret is sent', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const token = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

  await page.goto(`${server.url}/employer/login`);
  await submitLogin(page, accounts.employer.email, DEMO_PASSWORD);
  await expectDashboard(page, accounts.employer);
  await page.evaluate(
    ({ email, secret }) =>
      setTimeout(() => {
        throw new Error(`Profile of ${email} failed at /reset-password/${secret}`);
      }),
    { email: accounts.employer.email, secret: token },
  );

  await expect.poll(() => collector.items('event').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [event] = collector.items('event');
  expect(event).toMatchObject({
    environment: 'development',
    release: expect.stringMatching(/^shortlist@/),
    exception: {
      values: [
        expect.objectContaining({
          value: 'Profile of [redacted] failed at /reset-password/[redacted]',
        }),
      ],
    },
  });
  // The page load's trace, and the session's replay (every text masked), come along.
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  for (const kind of ['transaction', 'replay_event']) {
    await expect.poll(() => collector.items(kind).length, { timeout: 30_000 }).toBeGreaterThan(0);
  }

  const sent = collector.envelopes.join('\n');
  for (const secret of [accounts.employer.email, DEMO_PASSWORD, token, 'Oliver Bennett']) {
    expect(sent).not.toContain(secret);
  }
  expect(violations).toEqual([]);
});
