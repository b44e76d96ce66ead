import { describe, expect, it } from 'vitest';
import type { SessionPersistence } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import { createMemoryTokenStore, type TokenStore } from '../token-store';
import { fakeSessionServer } from './fakes';
import { ACCESS_TOKEN_RENEW_MARGIN_MS, createSession, type OpenedTokenStore } from './session';

const KEYCHAIN: SessionPersistence = { persistent: true, backend: 'keychain' };

function setUp(
  store: TokenStore = createMemoryTokenStore(),
  persistence = KEYCHAIN,
  options: { pending?: TokenStore; server?: ReturnType<typeof fakeSessionServer> } = {},
) {
  const log = createMemoryLogger();
  const pending = options.pending ?? createMemoryTokenStore();
  const server = options.server ?? fakeSessionServer();
  const clock = { now: 1_000_000 };
  const session = createSession(Promise.resolve({ store, pending, persistence }), {
    server,
    log,
    now: () => clock.now,
  });
  return { session, store, pending, server, log, clock };
}

/** A store whose every call fails, like a keychain that went away. */
function failingStore(): TokenStore {
  const fail = async () => {
    throw new Error('Object does not exist at path /org/freedesktop/secrets/collection/login');
  };
  return { get: fail, set: fail, clear: fail };
}

describe('createSession', () => {
  it('signs in and out through the store', async () => {
    const { session, store } = setUp();
    await expect(session.save('admin')).resolves.toEqual({ ok: true, value: undefined });
    expect(await store.get()).toBe('admin');
    expect(await session.get()).toBe('admin');
    await session.signOut();
    expect(await store.get()).toBeNull();
    expect(await session.get()).toBeNull();
  });

  it('reads the saved session from a previous run', async () => {
    const store = createMemoryTokenStore();
    await store.set('from last time');
    expect(await setUp(store).session.get()).toBe('from last time');
  });

  it('waits for the backend to be chosen', async () => {
    let choose!: (opened: OpenedTokenStore) => void;
    const session = createSession(new Promise((resolve) => (choose = resolve)), {
      server: fakeSessionServer(),
      log: createMemoryLogger(),
    });
    const token = session.get();
    const persistence = session.persistence();
    const store = createMemoryTokenStore();
    await store.set('saved');
    choose({ store, pending: createMemoryTokenStore(), persistence: KEYCHAIN });
    expect(await token).toBe('saved');
    expect(await persistence).toEqual(KEYCHAIN);
  });

  it('a sign-in that finishes while the saved session is read wins', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store = createMemoryTokenStore();
    await store.set('stale');
    const slow: TokenStore = { ...store, get: async () => (await gate, 'stale') };
    const { session } = setUp(slow);
    const reading = session.get();
    await session.save('fresh');
    release();
    await reading;
    expect(await session.get()).toBe('fresh');
  });

  describe('when the store fails', () => {
    it('reads as signed out', async () => {
      const { session, log } = setUp(failingStore());
      await expect(session.get()).resolves.toBeNull();
      expect(log.entries).toEqual([
        {
          level: 'warn',
          message: 'The saved session could not be read; signed out',
          details: { error: 'Error' },
        },
      ]);
    });

    it('keeps a sign-in until quit, says it was not saved, and the settings page says why', async () => {
      const { session } = setUp(failingStore());
      await expect(session.save('tok')).resolves.toEqual({ ok: false, error: 'not-saved' });
      expect(await session.get()).toBe('tok');
      expect(await session.persistence()).toEqual({
        persistent: false,
        reason: messages.desktopSession.saveFailed,
      });
    });

    it('still signs out, logging that the saved copy could not be deleted', async () => {
      const { session, log } = setUp(failingStore());
      await session.save('tok');
      await session.signOut();
      expect(await session.get()).toBeNull();
      expect(log.entries.at(-1)).toMatchObject({
        level: 'error',
        message: 'The saved session could not be deleted',
      });
      expect(JSON.stringify(log.entries)).not.toContain('tok');
    });
  });

  it('reports a memory-only backend as it is', async () => {
    const memoryOnly: SessionPersistence = { persistent: false, reason: 'no keyring' };
    const { session } = setUp(createMemoryTokenStore(), memoryOnly);
    expect(await session.persistence()).toEqual(memoryOnly);
  });
});

describe('createSession: impersonation', () => {
  it('switches to the impersonated session and back, without touching the saved one', async () => {
    const { session, store } = setUp();
    await session.save('admin');
    session.beginImpersonation('target');
    expect(session.isImpersonating()).toBe(true);
    expect(await session.get()).toBe('target');
    // Never saved: a restart returns to the admin's own session.
    expect(await store.get()).toBe('admin');
    expect(await setUp(store).session.get()).toBe('admin');

    await expect(session.endImpersonation()).resolves.toEqual({ restored: true });
    expect(session.isImpersonating()).toBe(false);
    expect(await session.get()).toBe('admin');
  });

  it('ending without a session underneath leaves the app signed out', async () => {
    const { session } = setUp();
    session.beginImpersonation('target');
    await expect(session.endImpersonation()).resolves.toEqual({ restored: false });
    expect(await session.get()).toBeNull();
  });

  it('a second impersonation replaces the first; ending restores the original', async () => {
    const { session } = setUp();
    await session.save('admin');
    session.beginImpersonation('first');
    session.beginImpersonation('second');
    expect(await session.get()).toBe('second');
    await expect(session.endImpersonation()).resolves.toEqual({ restored: true });
    expect(await session.get()).toBe('admin');
  });

  it('ending when not impersonating changes nothing', async () => {
    const { session } = setUp();
    await session.save('admin');
    await expect(session.endImpersonation()).resolves.toEqual({ restored: true });
    expect(await session.get()).toBe('admin');
  });

  it('signing out while impersonating ends both: nobody is signed in, now or after a restart', async () => {
    const { session, store } = setUp();
    await session.save('admin');
    session.beginImpersonation('target');
    await session.signOut();
    expect(session.isImpersonating()).toBe(false);
    expect(await session.get()).toBeNull();
    expect(await store.get()).toBeNull();
  });

  it('signing in while impersonating ends it and saves the new session', async () => {
    const { session, store } = setUp();
    await session.save('admin');
    session.beginImpersonation('target');
    await session.save('someone else');
    expect(session.isImpersonating()).toBe(false);
    expect(await session.get()).toBe('someone else');
    expect(await store.get()).toBe('someone else');
  });
});

describe('createSession: the access token the page gets', () => {
  it('is minted from the session, never the session itself, and reused until near its end', async () => {
    const { session, server, clock } = setUp(undefined, undefined, {
      server: fakeSessionServer(['admin']),
    });
    await expect(session.accessToken()).resolves.toEqual({ ok: true, value: null });
    await session.save('admin');

    const first = await session.accessToken();
    expect(first).toEqual({ ok: true, value: 'access-1-of-admin' });
    clock.now += 15 * 60_000 - ACCESS_TOKEN_RENEW_MARGIN_MS - 1;
    await expect(session.accessToken()).resolves.toEqual(first);
    clock.now += 1;
    await expect(session.accessToken()).resolves.toEqual({ ok: true, value: 'access-2-of-admin' });
    expect(server.issued).toEqual(['access-1-of-admin', 'access-2-of-admin']);
  });

  it('asks the server once for requests made together', async () => {
    const { session, server } = setUp(undefined, undefined, {
      server: fakeSessionServer(['admin']),
    });
    await session.save('admin');
    const answers = await Promise.all([1, 2, 3].map(() => session.accessToken()));
    expect(new Set(answers.map((answer) => answer.ok && answer.value))).toEqual(
      new Set(['access-1-of-admin']),
    );
    expect(server.issued).toHaveLength(1);
  });

  it("follows impersonation: the impersonated session's own token, then the admin's again", async () => {
    const { session } = setUp(undefined, undefined, {
      server: fakeSessionServer(['admin', 'target']),
    });
    await session.save('admin');
    await session.accessToken();
    session.beginImpersonation('target');
    await expect(session.accessToken()).resolves.toEqual({
      ok: true,
      value: 'access-2-of-target',
    });
    await session.endImpersonation();
    await expect(session.accessToken()).resolves.toEqual({ ok: true, value: 'access-3-of-admin' });
  });

  it('is none for a session the server no longer accepts, and unavailable when it cannot be asked', async () => {
    const { session, server } = setUp(undefined, undefined, { server: fakeSessionServer() });
    await session.save('revoked elsewhere');
    await expect(session.accessToken()).resolves.toEqual({ ok: true, value: null });

    server.sessions.add('admin');
    await session.save('admin');
    server.reachable = false;
    await expect(session.accessToken()).resolves.toEqual({ ok: false, error: 'unavailable' });
    server.reachable = true;
    await expect(session.accessToken()).resolves.toMatchObject({ ok: true });
  });

  it('is dropped at sign-out: the next one is no token at all', async () => {
    const { session } = setUp(undefined, undefined, { server: fakeSessionServer(['admin']) });
    await session.save('admin');
    await session.accessToken();
    await session.signOut();
    await expect(session.accessToken()).resolves.toEqual({ ok: true, value: null });
  });
});

describe('createSession: sign-out ends the sessions on the server', () => {
  it('ends the saved session and an impersonated one over it', async () => {
    const { session, server } = setUp(undefined, undefined, {
      server: fakeSessionServer(['admin', 'target']),
    });
    await session.save('admin');
    session.beginImpersonation('target');
    await session.signOut();
    expect(server.revoked.sort()).toEqual(['admin', 'target']);
    expect(server.sessions.size).toBe(0);
  });

  it('a server it cannot reach is told at the next start, and only once', async () => {
    const store = createMemoryTokenStore();
    const pending = createMemoryTokenStore();
    const server = fakeSessionServer(['admin']);
    const first = setUp(store, KEYCHAIN, { pending, server });
    await first.session.save('admin');

    server.reachable = false;
    await first.session.signOut();
    expect(await first.session.get()).toBeNull();
    expect(server.sessions.has('admin')).toBe(true);
    expect(await pending.get()).toBe('admin');
    expect(JSON.stringify(first.log.entries)).not.toContain('admin');

    // The next start, still offline: it keeps waiting.
    await setUp(store, KEYCHAIN, { pending, server }).session.retryRevocations();
    expect(await pending.get()).toBe('admin');

    server.reachable = true;
    const next = setUp(store, KEYCHAIN, { pending, server });
    await next.session.retryRevocations();
    expect(server.sessions.has('admin')).toBe(false);
    expect(await pending.get()).toBeNull();
    expect(await next.session.get()).toBeNull();
    await next.session.retryRevocations();
    expect(server.revoked).toEqual(['admin']);
  });

  it('keeps sign-outs made one after another, up to the newest 20', async () => {
    const server = fakeSessionServer();
    const { session, pending } = setUp(undefined, undefined, { server });
    server.reachable = false;
    for (let i = 1; i <= 22; i += 1) {
      await session.save(`session-${i}`);
      await session.signOut();
    }
    const waiting = (await pending.get())?.split('\n');
    expect(waiting).toHaveLength(20);
    expect(waiting?.[0]).toBe('session-3');
    expect(waiting?.at(-1)).toBe('session-22');
  });

  it('a pending store that fails loses the retry, not the sign-out', async () => {
    const server = fakeSessionServer(['admin']);
    const { session, log } = setUp(undefined, undefined, { server, pending: failingStore() });
    await session.save('admin');
    server.reachable = false;
    await session.signOut();
    expect(await session.get()).toBeNull();
    expect(log.entries.at(-1)).toMatchObject({
      level: 'error',
      message: 'The sessions waiting for sign-out could not be saved',
    });
  });
});
