/**
 * Main's session against the real API over HTTP (docs/security.md K1, K5): the page's tokens are
 * minted from the session, and a sign-out the server did not hear of ends the session at the
 * next start.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../../server/testing/fixtures';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { createMemoryLogger } from '../logger';
import { createMemoryTokenStore, type TokenStore } from '../token-store';
import { createSession } from './session';
import { createSessionServer } from './session-server';

// A plain string: the server's typed test documents are generated from src/server only.
const ME = 'query MainSessionMe { me { email } }';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Main's session over memory stores, talking to `url`. */
function mainSession(url: () => string, stores: { store: TokenStore; pending: TokenStore }) {
  return createSession(
    Promise.resolve({ ...stores, persistence: { persistent: true, backend: 'keychain' } }),
    {
      server: createSessionServer({ fetch, apiUrl: async () => url() }),
      log: createMemoryLogger(),
    },
  );
}

async function signedIn() {
  const candidate = await createCandidate(t.db);
  const sessionToken = await t.login(candidate.email, candidate.password);
  const stores = { store: createMemoryTokenStore(), pending: createMemoryTokenStore() };
  const session = mainSession(() => apiUrl, stores);
  await session.save(sessionToken);
  return { candidate, sessionToken, stores, session };
}

const meWith = async (token: string) =>
  await t.graphql<{ me: { email: string } | null }>(ME, { token });

describe('main session against the API', () => {
  it('gives the page a token of its own that acts for the user', async () => {
    const { candidate, sessionToken, session } = await signedIn();
    const answer = await session.accessToken();
    if (!answer.ok || answer.value === null) throw new Error('no access token');
    expect(answer.value).not.toBe(sessionToken);
    expect((await meWith(answer.value)).data?.me?.email).toBe(candidate.email);
  });

  it('signs out on the server: the session and its tokens stop working', async () => {
    const { sessionToken, session } = await signedIn();
    const answer = await session.accessToken();
    await session.signOut();
    for (const token of [sessionToken, answer.ok ? (answer.value ?? '') : '']) {
      expect((await meWith(token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a sign-out made while the API was unreachable ends the session at the next start', async () => {
    const { candidate, sessionToken, stores } = await signedIn();
    let url = 'http://127.0.0.1:9'; // discard port: nothing answers
    const offline = mainSession(() => url, stores);
    await offline.signOut();
    expect(await offline.get()).toBeNull();
    expect((await meWith(sessionToken)).data?.me?.email).toBe(candidate.email);

    url = apiUrl;
    await mainSession(() => url, stores).retryRevocations();
    expect((await meWith(sessionToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stores.pending.get()).toBeNull();
  });

  it('answers unavailable while the API cannot be reached, and none for a dead session', async () => {
    const { sessionToken, stores } = await signedIn();
    const offline = mainSession(() => 'http://127.0.0.1:9', stores);
    await expect(offline.accessToken()).resolves.toEqual({ ok: false, error: 'unavailable' });

    await t.graphql(`mutation { logout }`, { token: sessionToken });
    await expect(mainSession(() => apiUrl, stores).accessToken()).resolves.toEqual({
      ok: true,
      value: null,
    });
  });
});
