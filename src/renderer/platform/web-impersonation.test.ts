import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebBridge } from './web';

/** sessionStorage as browsers behave: strings by key; `failing` makes writes throw (quota, private mode). */
class MemoryStorage {
  readonly values = new Map<string, string>();
  failing = false;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new Error('QuotaExceededError');
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('web bridge: impersonation over the signed-in session', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage, localStorage: new MemoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches to the impersonated token and back to the signed-in one', async () => {
    const { session } = createWebBridge();
    await session.setToken('admin');

    expect(await session.beginImpersonation('target')).toEqual({ ok: true, value: undefined });
    expect(await session.getToken()).toEqual({ ok: true, value: 'target' });
    expect(await session.isImpersonating()).toBe(true);

    expect(await session.endImpersonation()).toEqual({ ok: true, value: { restored: true } });
    expect(await session.getToken()).toEqual({ ok: true, value: 'admin' });
    expect(await session.isImpersonating()).toBe(false);
  });

  it('signs out when no session was there before', async () => {
    const { session } = createWebBridge();
    await session.beginImpersonation('target');
    expect(await session.endImpersonation()).toEqual({ ok: true, value: { restored: false } });
    expect(await session.getToken()).toEqual({ ok: true, value: null });
  });

  it('replaces one impersonation with the next, and ending restores the original', async () => {
    const { session } = createWebBridge();
    await session.setToken('admin');
    await session.beginImpersonation('first');
    await session.beginImpersonation('second');
    expect(await session.getToken()).toEqual({ ok: true, value: 'second' });
    await session.endImpersonation();
    expect(await session.getToken()).toEqual({ ok: true, value: 'admin' });
  });

  it('ends an impersonation on sign-in, and both sessions on the server at sign-out', async () => {
    const fetch = vi.fn(async () => new Response('{"data":{"logout":true}}'));
    vi.stubGlobal('fetch', fetch);
    const { session } = createWebBridge();
    await session.setToken('admin');
    await session.beginImpersonation('target');
    await session.setToken('someone');
    expect(await session.isImpersonating()).toBe(false);
    expect(await session.getToken()).toEqual({ ok: true, value: 'someone' });

    await session.beginImpersonation('target');
    await session.signOut();
    expect(await session.isImpersonating()).toBe(false);
    expect(await session.getToken()).toEqual({ ok: true, value: null });
    expect(storage.values.size).toBe(0);
    const ended = fetch.mock.calls.map((call: unknown[]) => {
      const init = call[1] as RequestInit;
      return [call[0], (init.headers as Record<string, string>)['authorization'], init.body];
    });
    expect(ended).toEqual([
      ['/graphql', 'Bearer target', expect.stringContaining('logout')],
      ['/graphql', 'Bearer someone', expect.stringContaining('logout')],
    ]);
  });

  it('lasts across a reload of the tab (a new bridge over the same storage)', async () => {
    await createWebBridge().session.setToken('admin');
    await createWebBridge().session.beginImpersonation('target');
    const reloaded = createWebBridge().session;
    expect(await reloaded.isImpersonating()).toBe(true);
    expect(await reloaded.getToken()).toEqual({ ok: true, value: 'target' });
  });

  it('reports storage that refuses the token, leaving the session as it was', async () => {
    const { session } = createWebBridge();
    await session.setToken('admin');
    storage.failing = true;
    expect(await session.beginImpersonation('target')).toEqual({
      ok: false,
      error: 'storage-unavailable',
    });
    expect(await session.getToken()).toEqual({ ok: true, value: 'admin' });
    expect(await session.isImpersonating()).toBe(false);
  });
});
