/**
 * The HTTP side of the rate limits (docs/security.md G15): API calls are counted per signed-in
 * session, or per address when anonymous; static files and page loads are never counted; a
 * limited API call answers in the API's own shape, a limited navigation a readable page.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { createTestApp, PING_QUERY, type TestApp } from '../../testing/test-app';

const MINUTE = 60_000;
const PING = { query: '{ ping }' };

function ping(app: FastifyInstance, options: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    payload: PING,
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

async function statusesOf(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let call = 0; call < count; call += 1) statuses.push((await send()).statusCode);
  return statuses;
}

describe('what the request limits count', () => {
  let rendererDir: string;
  let t: TestApp;

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'shortlist-limits-renderer-'));
    await mkdir(join(rendererDir, 'assets'));
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Shortlist</title>');
    await writeFile(join(rendererDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(join(rendererDir, 'assets', 'index-abc123.css'), 'body{}');
    t = await createTestApp({
      mode: 'web',
      rendererDir,
      limits: {
        apiCallsPerIp: { limit: 3, windowMs: MINUTE },
        apiCallsPerSession: { limit: 3, windowMs: MINUTE },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  it('never counts static files, page loads, the health probe or CORS preflights', async () => {
    const remoteAddress = '198.51.100.10';
    const urls = [
      '/',
      '/employer/dashboard',
      '/candidate/login?redirectTo=%2Fcandidate%2Fdashboard',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/index.html',
      '/healthz',
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, url).toBe(200);
      }
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        remoteAddress,
        headers: { origin: 'app://shortlist', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBeLessThan(300);
    }
    // The address's whole budget of API calls is still there.
    expect(await statusesOf(4, () => ping(t.app, { remoteAddress }))).toEqual([200, 200, 200, 429]);
  });

  it('counts anonymous API calls per address, an IPv6 client by its /64', async () => {
    const first = '2001:db8:1:2::1';
    const sameNetwork = '2001:db8:1:2:ffff::9';
    expect(await statusesOf(2, () => ping(t.app, { remoteAddress: first }))).toEqual([200, 200]);
    expect(await statusesOf(2, () => ping(t.app, { remoteAddress: sameNetwork }))).toEqual([
      200, 429,
    ]);
    // The REST routes are API calls too.
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/client-config',
      remoteAddress: first,
    });
    expect(rest.statusCode).toBe(429);
    // Another address has its own budget.
    expect((await ping(t.app, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('counts a token that is no session against the address: made-up tokens buy no budget', async () => {
    const remoteAddress = '198.51.100.20';
    const statuses = await statusesOf(4, () =>
      ping(t.app, {
        remoteAddress,
        headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
      }),
    );
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
  });
});

describe('signed-in API calls', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        apiCallsPerIp: { limit: 4, windowMs: MINUTE },
        apiCallsPerSession: { limit: 6, windowMs: MINUTE },
      },
    });
  });
  afterAll(() => t.close());

  it('are counted per session: two sessions from one address each get their own budget', async () => {
    const remoteAddress = '203.0.113.50';
    const employer = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    // Signing in is an anonymous call: two of the address's four.
    const signIn = async (email: string, password: string) => {
      const answer = await t.graphql(
        'mutation ($input: LoginInput!) { login(input: $input) { access_token } }',
        { remoteAddress, variables: { input: { email, password } } },
      );
      return (answer.data as unknown as { login: { access_token: string } }).login.access_token;
    };
    const first = await signIn(employer.email, employer.password);
    const second = await signIn(candidate.email, candidate.password);

    const asSession = (token: string) => () =>
      ping(t.app, { remoteAddress, headers: { authorization: `Bearer ${token}` } });
    // Each session spends six, more than the address's whole budget, and is then refused.
    expect(await statusesOf(7, asSession(first))).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(await statusesOf(7, asSession(second))).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // The address's anonymous budget was not spent by them: two calls left.
    expect(await statusesOf(3, () => ping(t.app, { remoteAddress }))).toEqual([200, 200, 429]);
    // A new session of the same user starts with a budget of its own.
    const third = await t.login(employer.email, employer.password);
    expect((await asSession(third)()).statusCode).toBe(200);
  });
});

describe('a limited request', () => {
  let t: TestApp;
  const remoteAddress = '192.0.2.33';

  beforeAll(async () => {
    t = await createTestApp({ limits: { apiCallsPerIp: { limit: 1, windowMs: MINUTE } } });
    await ping(t.app, { remoteAddress });
  });
  afterAll(() => t.close());

  it('to GraphQL is answered as the API answers: RATE_LIMITED, with Retry-After', async () => {
    const answer = await t.graphql(PING_QUERY, { remoteAddress });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: messages.auth.tooManyAttempts,
        extensions: expect.objectContaining({ code: 'RATE_LIMITED' }),
      }),
    ]);
  });

  it('to a REST route is answered with its message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: { email: 'someone@example.test' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toEqual({ message: messages.auth.tooManyAttempts });
  });

  it('that is a page navigation gets a readable page, never JSON', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/social-login/google/callback?code=abc&state=def',
      remoteAddress,
      headers: {
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'sec-fetch-mode': 'navigate',
      },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(response.body).toMatch(/^<!doctype html>/i);
    expect(response.body).toContain(messages.requestLimit.title);
    expect(response.body).toContain(messages.requestLimit.retryIn(seconds));
    // A way to try again: the same address, reloaded.
    expect(response.body).toContain(
      `href="/api/social-login/google/callback?code=abc&amp;state=def"`,
    );
    expect(response.body).not.toContain('statusCode');
    // Its own strict policy: no script at all.
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('two servers on one database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('count one session’s API calls together, as several server processes do', async () => {
    const options = {
      db: handle.db,
      mode: 'server' as const,
      limitStore: 'database' as const,
      limits: { apiCallsPerSession: { limit: 4, windowMs: MINUTE } },
    };
    const servers = [await buildApp(options), await buildApp(options)];
    try {
      const employer = await createEmployer(handle.db);
      const login = await servers[0]!.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: {
          query: 'mutation ($input: LoginInput!) { login(input: $input) { access_token } }',
          variables: { input: { email: employer.email, password: employer.password } },
        },
      });
      const token = login.json<{ data: { login: { access_token: string } } }>().data.login
        .access_token;
      const statuses: number[] = [];
      for (let call = 0; call < 6; call += 1) {
        const server = servers[call % 2]!;
        statuses.push(
          (await ping(server, { headers: { authorization: `Bearer ${token}` } })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
