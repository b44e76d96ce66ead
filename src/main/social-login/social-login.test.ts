import { describe, expect, it, vi } from 'vitest';
import type { SocialLoginResult } from '../../shared/bridge';
import { AUTH_CALLBACK_VALUE_PATTERN } from '../../shared/deep-links';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import { randomUrlSafeValue, s256Challenge } from './pkce';
import { createSocialLogin, PENDING_FLOW_LIFETIME_MS, type SocialLoginDeps } from './social-login';

const API = 'http://127.0.0.1:53211';
const CODE = 'c'.repeat(43);

describe('PKCE', () => {
  it('computes the RFC 7636 appendix B challenge', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it("makes verifiers and states in the deep link's format, each different", () => {
    const values = new Set(Array.from({ length: 50 }, randomUrlSafeValue));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(AUTH_CALLBACK_VALUE_PATTERN);
  });
});

type RedeemBody = Record<string, unknown>;

function setup(answer: RedeemBody | (() => Promise<Response>) = {}) {
  const opened: string[] = [];
  const results: SocialLoginResult[] = [];
  const saved: string[] = [];
  const requests: {
    url: string;
    body: { variables: { input: { code: string; verifier: string } } };
  }[] = [];
  let clock = 1_000_000;
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const loadURL = vi.fn();
  const deps: SocialLoginDeps & { loadURL: typeof loadURL } = {
    openExternal: async (url) => {
      opened.push(url);
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    apiUrl: async () => API,
    session: {
      save: async (token) => {
        saved.push(token);
        return { ok: true, value: undefined };
      },
    },
    sendResult: (result) => results.push(result),
    log: createMemoryLogger(),
    now: () => clock,
    // Present only to prove it is never used (docs/security.md O1).
    loadURL,
  };
  const socialLogin = createSocialLogin(deps);
  return {
    socialLogin,
    opened,
    results,
    saved,
    requests,
    fetch,
    loadURL,
    tick: (ms: number) => {
      clock += ms;
    },
    /** The state and challenge of the last browser opening. */
    started: () => {
      const url = new URL(opened.at(-1) ?? '');
      return {
        url,
        state: url.searchParams.get('state') ?? '',
        challenge: url.searchParams.get('challenge') ?? '',
      };
    },
  };
}

const session = { type: 'FREELANCER', teamType: null, access_token: 't'.repeat(43) };

describe('desktop social sign-in', () => {
  it("opens the system browser at the API's /redirect/google with a challenge and a state", async () => {
    const t = setup();
    expect(await t.socialLogin.start('employer')).toEqual({ ok: true, value: undefined });
    const { url, state, challenge } = t.started();
    expect(url.origin + url.pathname).toBe(`${API}/redirect/google`);
    expect(url.searchParams.get('group')).toBe('employer');
    expect(url.searchParams.get('client')).toBe('desktop');
    expect(state).toMatch(AUTH_CALLBACK_VALUE_PATTERN);
    expect(challenge).toMatch(AUTH_CALLBACK_VALUE_PATTERN);
    expect(t.loadURL).not.toHaveBeenCalled();
  });

  it('redeems its callback with the verifier behind the challenge, saves the session, reports the group', async () => {
    const t = setup({
      data: {
        redeemSocialLogin: {
          session: { ...session, type: 'COMPANY', teamType: 'COMPANY' },
          registration: null,
        },
      },
    });
    await t.socialLogin.start('candidate');
    const { state, challenge } = t.started();
    await t.socialLogin.handleCallback({ kind: 'auth-callback', code: CODE, state });

    const [request] = t.requests;
    expect(request?.url).toBe(`${API}/graphql`);
    expect(request?.body.variables.input.code).toBe(CODE);
    expect(s256Challenge(request?.body.variables.input.verifier ?? '')).toBe(challenge);
    expect(t.saved).toEqual([session.access_token]);
    expect(t.results).toEqual([{ kind: 'signed-in', group: 'employer' }]);
  });

  it('hands an unknown identity to registration in the group it started from', async () => {
    const registration = {
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ticket: 'k'.repeat(43),
    };
    const t = setup({ data: { redeemSocialLogin: { session: null, registration } } });
    await t.socialLogin.start('agency');
    await t.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: t.started().state,
    });
    expect(t.saved).toEqual([]);
    expect(t.results).toEqual([{ kind: 'register', group: 'agency', ...registration }]);
  });

  it('ignores a link whose state is not its own, and keeps waiting for the right one', async () => {
    const t = setup({ data: { redeemSocialLogin: { session, registration: null } } });
    await t.socialLogin.start('candidate');
    await t.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: 's'.repeat(43),
    });
    expect(t.fetch).not.toHaveBeenCalled();
    expect(t.results).toEqual([]);
    await t.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: t.started().state,
    });
    expect(t.results).toEqual([{ kind: 'signed-in', group: 'candidate' }]);
  });

  it('uses a flow once: a replayed link is ignored', async () => {
    const t = setup({ data: { redeemSocialLogin: { session, registration: null } } });
    await t.socialLogin.start('candidate');
    const link = { kind: 'auth-callback', code: CODE, state: t.started().state } as const;
    await t.socialLogin.handleCallback(link);
    await t.socialLogin.handleCallback(link);
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores callbacks when no sign-in was started, and the flow of an older start', async () => {
    const t = setup({ data: { redeemSocialLogin: { session, registration: null } } });
    await t.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: 's'.repeat(43),
    });
    await t.socialLogin.start('candidate');
    const older = t.started().state;
    await t.socialLogin.start('candidate');
    await t.socialLogin.handleCallback({ kind: 'auth-callback', code: CODE, state: older });
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it('reports a refused code, a rate limit, a network failure and a stale flow as errors', async () => {
    const refused = setup({
      data: { redeemSocialLogin: null },
      errors: [{ extensions: { code: 'FORBIDDEN' } }],
    });
    await refused.socialLogin.start('candidate');
    await refused.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: refused.started().state,
    });
    expect(refused.results).toEqual([{ kind: 'error', message: messages.socialLogin.failed }]);

    const limited = setup(async () => new Response('{}', { status: 429 }));
    await limited.socialLogin.start('candidate');
    await limited.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: limited.started().state,
    });
    expect(limited.results).toEqual([{ kind: 'error', message: messages.auth.tooManyAttempts }]);

    const offline = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await offline.socialLogin.start('candidate');
    await offline.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: offline.started().state,
    });
    expect(offline.results).toEqual([
      { kind: 'error', message: messages.common.somethingWentWrong },
    ]);

    const stale = setup({ data: { redeemSocialLogin: { session, registration: null } } });
    await stale.socialLogin.start('candidate');
    stale.tick(PENDING_FLOW_LIFETIME_MS + 1);
    await stale.socialLogin.handleCallback({
      kind: 'auth-callback',
      code: CODE,
      state: stale.started().state,
    });
    expect(stale.fetch).not.toHaveBeenCalled();
    expect(stale.results).toEqual([{ kind: 'error', message: messages.socialLogin.failed }]);
  });

  it('answers start with an error when the browser or the API is not available', async () => {
    const t = setup();
    const noBrowser = createSocialLogin({
      ...t,
      openExternal: async () => {
        throw new Error('no browser');
      },
      fetch: t.fetch as unknown as typeof fetch,
      apiUrl: async () => API,
      session: { save: async () => ({ ok: true, value: undefined }) },
      sendResult: () => {},
      log: createMemoryLogger(),
    });
    expect(await noBrowser.start('candidate')).toEqual({ ok: false, error: 'browser-unavailable' });

    const noApi = createSocialLogin({
      openExternal: async () => {},
      fetch: t.fetch as unknown as typeof fetch,
      apiUrl: () => Promise.reject(new Error('embedded server failed')),
      session: { save: async () => ({ ok: true, value: undefined }) },
      sendResult: () => {},
      log: createMemoryLogger(),
    });
    expect(await noApi.start('candidate')).toEqual({ ok: false, error: 'api-unavailable' });
  });

  it('never logs the code, the state or the token', async () => {
    const log = createMemoryLogger();
    const t = setup({ data: { redeemSocialLogin: { session, registration: null } } });
    const socialLogin = createSocialLogin({
      openExternal: async (url) => {
        t.opened.push(url);
      },
      fetch: t.fetch as unknown as typeof fetch,
      apiUrl: async () => API,
      session: { save: async () => ({ ok: true, value: undefined }) },
      sendResult: () => {},
      log,
    });
    await socialLogin.start('candidate');
    const { state } = t.started();
    await socialLogin.handleCallback({ kind: 'auth-callback', code: CODE, state });
    const logged = JSON.stringify(log.entries);
    for (const secret of [CODE, state, session.access_token]) expect(logged).not.toContain(secret);
  });
});
