/**
 * Who a limit counts (docs/security.md G11): the client address only through configured
 * proxies, an IPv6 client by its /64, and a per-account limit that strangers cannot use to
 * keep the owner out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../platform/app-options';
import { createCandidate } from '../../testing/fixtures';
import { createTestApp, LOGIN_MUTATION, type TestApp } from '../../testing/test-app';

const PLENTY = { limit: 1_000, windowMs: 60_000 };
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(options: Partial<Omit<AppOptions, 'db'>>): Promise<TestApp> {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

function loginFrom(
  t: TestApp,
  remoteAddress: string,
  input: { email: string; password: string },
  headers?: Record<string, string>,
) {
  return t.graphql(LOGIN_MUTATION, { variables: { input }, remoteAddress, headers });
}

const codeOf = (answer: Awaited<ReturnType<typeof loginFrom>>) =>
  answer.errors?.[0]?.extensions?.['code'] ?? (answer.data?.login ? 'SIGNED_IN' : 'REFUSED');

describe('per-address limits', () => {
  it('count an IPv6 client by its /64', async () => {
    const t = await appWith({
      limits: { loginPerIp: { limit: 1, windowMs: 60_000 }, loginPerEmail: PLENTY },
    });
    const guess = { email: 'nobody@example.test', password: 'Wrong-pass1!' };
    expect(codeOf(await loginFrom(t, '2001:db8:1:2::1', guess))).toBe('REFUSED');
    expect(codeOf(await loginFrom(t, '2001:db8:1:2:ffff::9', guess))).toBe('RATE_LIMITED');
    expect(codeOf(await loginFrom(t, '2001:db8:1:3::1', guess))).toBe('REFUSED');
  });

  it('believe X-Forwarded-For only from a configured proxy', async () => {
    const limits = { loginPerIp: { limit: 1, windowMs: 60_000 }, loginPerEmail: PLENTY };
    const guess = { email: 'nobody@example.test', password: 'Wrong-pass1!' };
    const behindProxy = await appWith({ limits, trustProxy: ['loopback'] });
    // A client naming other addresses is still itself.
    for (const [claimed, expected] of [
      ['198.51.100.1', 'REFUSED'],
      ['198.51.100.2', 'RATE_LIMITED'],
    ] as const) {
      const answer = await loginFrom(behindProxy, '203.0.113.9', guess, {
        'x-forwarded-for': claimed,
      });
      expect(codeOf(answer), claimed).toBe(expected);
    }
    // The proxy on this machine names the clients it forwards.
    for (const client of ['198.51.100.3', '198.51.100.4']) {
      const answer = await loginFrom(behindProxy, '127.0.0.1', guess, {
        'x-forwarded-for': client,
      });
      expect(codeOf(answer), client).toBe('REFUSED');
    }
    // Without TRUST_PROXY nobody's header counts.
    const direct = await appWith({ limits });
    expect(
      codeOf(await loginFrom(direct, '127.0.0.1', guess, { 'x-forwarded-for': '1.1.1.1' })),
    ).toBe('REFUSED');
    expect(
      codeOf(await loginFrom(direct, '127.0.0.1', guess, { 'x-forwarded-for': '2.2.2.2' })),
    ).toBe('RATE_LIMITED');
  });
});

describe('a targeted lockout', () => {
  it("locks out the strangers, not the owner from the owner's usual place", async () => {
    const t = await appWith({
      limits: {
        loginPerIp: PLENTY,
        loginPerEmail: { limit: 3, windowMs: 60_000 },
        loginPerEmailAllSources: { limit: 6, windowMs: 60_000 },
      },
    });
    const owner = await createCandidate(t.db);
    const right = { email: owner.email, password: owner.password };
    const wrong = { email: owner.email, password: 'Wrong-pass1!' };
    const home = '192.0.2.10';
    expect(codeOf(await loginFrom(t, home, right))).toBe('SIGNED_IN');

    // One stranger: refused after three tries, whatever the password.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(codeOf(await loginFrom(t, '198.51.100.1', wrong))).toBe('REFUSED');
    }
    expect(codeOf(await loginFrom(t, '198.51.100.1', right))).toBe('RATE_LIMITED');
    // ...which does not touch the owner, nor another place the owner tries.
    expect(codeOf(await loginFrom(t, home, right))).toBe('SIGNED_IN');
    expect(codeOf(await loginFrom(t, '192.0.2.77', wrong))).toBe('REFUSED');

    // Many strangers together use up the account's budget for unknown places...
    for (const stranger of ['198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      await loginFrom(t, stranger, wrong);
    }
    expect(codeOf(await loginFrom(t, '198.51.100.5', right))).toBe('RATE_LIMITED');
    // ...but the owner still signs in from home.
    expect(codeOf(await loginFrom(t, home, right))).toBe('SIGNED_IN');
  });
});
