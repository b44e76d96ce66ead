import { describe, expect, it } from 'vitest';
import type { SessionPersistence } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import { createMemoryTokenStore, type TokenStore } from '../token-store';
import { createSession, type OpenedTokenStore } from './session';

const KEYCHAIN: SessionPersistence = { persistent: true, backend: 'keychain' };

function setUp(store: TokenStore = createMemoryTokenStore(), persistence = KEYCHAIN) {
  const log = createMemoryLogger();
  const session = createSession(Promise.resolve({ store, persistence }), log);
  return { session, store, log };
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
    await session.clear();
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
    const session = createSession(
      new Promise((resolve) => (choose = resolve)),
      createMemoryLogger(),
    );
    const token = session.get();
    const persistence = session.persistence();
    const store = createMemoryTokenStore();
    await store.set('saved');
    choose({ store, persistence: KEYCHAIN });
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
      await session.clear();
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
    await session.clear();
    expect(session.isImpersonating()).toBe(false);
    expect(await session.get()).toBeNull();
    expect(await store.get()).toBeNull();
  });

  it('signing in while impersonating ends it and saves the new session', async () => {
    const { session, store } = setUp();
    await session.save('admin');
    session.beginImpersonation('target');
    await session.set('someone else');
    expect(session.isImpersonating()).toBe(false);
    expect(await session.get()).toBe('someone else');
    expect(await store.get()).toBe('someone else');
  });
});
