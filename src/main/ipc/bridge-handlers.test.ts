/**
 * docs/security.md E7 as a table: every channel refuses a sender that is not the app and malformed
 * arguments, without running its handler, and answers a good call.
 */
import { describe, expect, it, vi } from 'vitest';
import type { InvokeChannel } from '../../shared/bridge';
import { APP_ORIGIN } from '../app-url';
import { EXTERNAL_LINK_REFUSED } from '../external-links';
import { createMemoryLogger } from '../logger';
import { createApiSetting, createMapSettingsStore, createPreferences } from '../settings';
import { createMemoryTokenStore } from '../token-store';
import { fakeSessionServer } from '../token-store/fakes';
import { createSession } from '../token-store/session';
import { bridgeHandlers, registerBridgeHandlers } from './bridge-handlers';
import {
  createIpcRouter,
  REFUSED_ARGUMENTS,
  REFUSED_SENDER,
  type InvokeEventLike,
  type IpcMainLike,
} from './router';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** A session over a memory store, as main has when no keychain can keep a secret. */
function memorySession() {
  return createSession(
    Promise.resolve({
      store: createMemoryTokenStore(),
      pending: createMemoryTokenStore(),
      persistence: { persistent: false, reason: 'No keyring here.' },
    }),
    {
      server: fakeSessionServer(['tok_abc', 'tok_admin', 'tok_target']),
      log: createMemoryLogger(),
    },
  );
}

function setUp(appOrigins: string[] = [APP_ORIGIN]) {
  const listeners = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (listeners.has(channel)) throw new Error(`second handler for ${channel}`);
      listeners.set(channel, listener);
    },
    removeHandler: (channel) => void listeners.delete(channel),
  };
  const settings = createMapSettingsStore();
  const log = createMemoryLogger();
  const session = memorySession();
  const services = {
    api: {
      ready: vi.fn(async () => ({ apiUrl: 'http://127.0.0.1:53211', mode: 'embedded' as const })),
    },
    version: '0.1.0',
    errorReporting: {
      dsn: 'https://key@o1.ingest.sentry.io/1',
      environment: 'production',
      release: 'shortlist@0.1.0',
    },
    openExternal: vi.fn(async (_url: string) => {}),
    tokens: {
      ...session,
      save: vi.fn(session.save),
      signOut: vi.fn(session.signOut),
      beginImpersonation: vi.fn(session.beginImpersonation),
      endImpersonation: vi.fn(session.endImpersonation),
    },
    preferences: createPreferences(settings),
    apiSetting: createApiSetting(settings),
    socialLogin: { start: vi.fn(async () => ({ ok: true as const, value: undefined })) },
    downloads: {
      save: vi.fn(async () => ({ ok: true as const, value: { path: '/downloads/cv.pdf' } })),
    },
    cardEntry: {
      collectCard: vi.fn(async () => ({ ok: true as const, value: 'pm_1Abc' })),
      authenticate: vi.fn(async () => ({ ok: true as const, value: { completed: true } })),
    },
    updates: {
      getStatus: vi.fn(() => ({ state: 'idle' as const })),
      restartNow: vi.fn(() => {}),
      checkNow: vi.fn(async () => 'Shortlist is up to date.'),
    },
  };
  const router = createIpcRouter({ ipcMain, appOrigins, log });
  registerBridgeHandlers(router, services);

  const invoke = async (
    channel: string,
    args: unknown[],
    senderUrl: string | null = 'app://shortlist/employer/dashboard',
  ) => {
    const listener = listeners.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return listener({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  };
  return { invoke, listeners, services, settings, log, router };
}

const billing = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  line1: '1 Market Street',
  line2: null,
  city: 'London',
  state: 'Greater London',
  postalCode: 'EC1A 1AA',
  country: 'GB',
};

/** Per channel: a good call and what it answers, and argument lists that must be refused. */
const table: {
  [C in InvokeChannel]: { good: unknown[]; answer: unknown; malformed: unknown[][] };
} = {
  'app:get-config': {
    good: [],
    answer: {
      apiUrl: 'http://127.0.0.1:53211',
      version: '0.1.0',
      mode: 'embedded',
      platform: 'desktop',
    },
    malformed: [['extra'], [undefined]],
  },
  'app:open-external': {
    good: ['https://example.com/'],
    answer: { ok: true, value: undefined },
    malformed: [
      [],
      [42],
      [null],
      [{ toString: () => 'https://example.com' }],
      [''],
      [`https://e.com/${'a'.repeat(4096)}`],
      ['https://example.com', 'extra'],
    ],
  },
  'app:get-error-reporting': {
    good: [],
    answer: {
      dsn: 'https://key@o1.ingest.sentry.io/1',
      environment: 'production',
      release: 'shortlist@0.1.0',
    },
    malformed: [['x']],
  },
  'session:get-token': { good: [], answer: { ok: true, value: null }, malformed: [['x']] },
  'session:set-token': {
    good: ['tok_0123456789abcdef'],
    answer: { ok: true, value: undefined },
    malformed: [
      [],
      [''],
      [null],
      [123],
      ['a'.repeat(513)],
      ['has space'],
      ['line\nbreak'],
      ['tok', 'extra'],
    ],
  },
  'session:sign-out': { good: [], answer: undefined, malformed: [[null]] },
  'session:get-persistence': {
    good: [],
    answer: { persistent: false, reason: 'No keyring here.' },
    malformed: [['keychain']],
  },
  'session:begin-impersonation': {
    good: ['tok_impersonated'],
    answer: { ok: true, value: undefined },
    malformed: [[], [''], [null], [42], ['a'.repeat(513)], ['has space'], ['tok', 'extra']],
  },
  'session:end-impersonation': {
    good: [],
    answer: { ok: true, value: { restored: false } },
    malformed: [[true]],
  },
  'session:is-impersonating': { good: [], answer: false, malformed: [[undefined]] },
  'social-login:start': {
    good: ['employer'],
    answer: { ok: true, value: undefined },
    malformed: [[], ['company'], ['admin'], [null], [{ group: 'employer' }], ['employer', 'x']],
  },
  'downloads:save': {
    good: [`http://127.0.0.1:53211/files/${'ab'.repeat(16)}.pdf`],
    answer: { ok: true, value: { path: '/downloads/cv.pdf' } },
    malformed: [[], [''], [42], [null], [`https://e.com/${'a'.repeat(4096)}`], ['u', 'extra']],
  },
  'payments:collect-card': {
    good: [{ publishableKey: 'pk_test_51Abc', billingDetails: billing }],
    answer: { ok: true, value: 'pm_1Abc' },
    malformed: [
      [],
      [{ publishableKey: 'pk_test_51Abc' }],
      [{ publishableKey: 'sk_test_51Abc', billingDetails: billing }],
      [{ publishableKey: 'pk_test_51Abc', billingDetails: { ...billing, extra: 'x' } }],
      [{ publishableKey: 'pk_test_51Abc', billingDetails: { ...billing, name: 42 } }],
      [{ publishableKey: 'pk_test_51Abc', billingDetails: { ...billing, city: 'a'.repeat(201) } }],
      [{ publishableKey: 'pk_test_51Abc', billingDetails: billing, apiUrl: 'https://evil' }],
      [{ publishableKey: 'pk_test_51Abc', billingDetails: billing }, 'extra'],
      [null],
    ],
  },
  'payments:authenticate': {
    good: [{ publishableKey: 'pk_live_51Abc', clientSecret: 'pi_3Abc_secret_Xyz' }],
    answer: { ok: true, value: { completed: true } },
    malformed: [
      [],
      [{ publishableKey: 'pk_live_51Abc' }],
      [{ publishableKey: 'pk_live_51Abc', clientSecret: 'seti_1_secret_2' }],
      [{ publishableKey: 'pk_live_51Abc', clientSecret: 'pi_3Abc_secret_Xyz#x' }],
      [{ publishableKey: 'pk_live_51Abc', clientSecret: 'pi_3Abc_secret_Xyz', url: 'x' }],
      ['pi_3Abc_secret_Xyz'],
    ],
  },
  'updates:get-status': { good: [], answer: { state: 'idle' }, malformed: [['now']] },
  'updates:restart-now': { good: [], answer: undefined, malformed: [[true]] },
  'updates:check-now': { good: [], answer: 'Shortlist is up to date.', malformed: [['x']] },
  'settings:get-api': { good: [], answer: { kind: 'embedded' }, malformed: [['remote']] },
  'settings:set-api': {
    good: [{ kind: 'remote', url: 'https://api.example.com' }],
    answer: { ok: true, value: undefined },
    malformed: [
      [],
      ['https://api.example.com'],
      [{ kind: 'remote' }],
      [{ kind: 'remote', url: 42 }],
      [{ kind: 'embedded', url: 'https://api.example.com' }],
      [{ kind: 'other' }],
      [null],
      [{ kind: 'embedded' }, 'extra'],
    ],
  },
  'preferences:get': {
    good: ['activeTeamId'],
    answer: null,
    malformed: [
      [],
      ['apiUrl'],
      ['__proto__'],
      ['preferences.activeTeamId'],
      [1],
      ['loginType', 'extra'],
    ],
  },
  'preferences:set': {
    good: ['activeTeamId', '42'],
    answer: undefined,
    malformed: [
      [],
      ['activeTeamId'],
      ['apiUrl', 'https://evil.example'],
      ['activeTeamId', 42],
      ['activeTeamId', undefined],
      ['activeTeamId', 'a'.repeat(257)],
      ['activeTeamId', '1', 'extra'],
    ],
  },
};

const channels = Object.keys(table) as InvokeChannel[];

describe('bridge IPC handlers', () => {
  it('registers exactly the channels of the contract', () => {
    const { listeners } = setUp();
    expect([...listeners.keys()].sort()).toEqual([...channels].sort());
  });

  describe.each(channels)('%s', (channel) => {
    const row = table[channel];

    it('answers a good call from the app', async () => {
      const { invoke } = setUp();
      await expect(invoke(channel, row.good)).resolves.toEqual(row.answer);
    });

    it.each([
      'https://evil.example/',
      'https://evil.example/?app://shortlist/',
      'app://shortlist.evil/',
      'app://shortlist@evil/',
      'file:///app/out/renderer/index.html',
      'http://localhost:5173/',
      // The card window's page (card-entry/): it has no preload, and no say here either.
      'http://127.0.0.1:53211/pay/card',
      'about:blank',
      '',
    ])('refuses a sender on %s', async (senderUrl) => {
      const { invoke, services, log } = setUp();
      await expect(invoke(channel, row.good, senderUrl)).rejects.toThrow(REFUSED_SENDER);
      expect(log.entries).toHaveLength(1);
      expect(services.tokens.save).not.toHaveBeenCalled();
      expect(services.tokens.signOut).not.toHaveBeenCalled();
      expect(services.tokens.beginImpersonation).not.toHaveBeenCalled();
      expect(services.tokens.endImpersonation).not.toHaveBeenCalled();
      expect(services.openExternal).not.toHaveBeenCalled();
    });

    it('refuses a sender whose frame is gone', async () => {
      const { invoke } = setUp();
      await expect(invoke(channel, row.good, null)).rejects.toThrow(REFUSED_SENDER);
    });

    it.each(row.malformed.map((args) => [JSON.stringify(args) ?? String(args), args] as const))(
      'refuses the arguments %s',
      async (_label, args) => {
        const { invoke, services, settings, log } = setUp();
        await expect(invoke(channel, args)).rejects.toThrow(REFUSED_ARGUMENTS);
        expect(services.tokens.save).not.toHaveBeenCalled();
        expect(services.tokens.signOut).not.toHaveBeenCalled();
        expect(services.tokens.beginImpersonation).not.toHaveBeenCalled();
        expect(services.tokens.endImpersonation).not.toHaveBeenCalled();
        expect(services.openExternal).not.toHaveBeenCalled();
        expect(settings.map.size).toBe(0);
        expect(log.entries.map((entry) => entry.message)).toEqual([
          'IPC refused: invalid arguments',
        ]);
      },
    );
  });

  it('never logs a refused token', async () => {
    const { invoke, log } = setUp();
    await expect(invoke('session:set-token', ['secret token'])).rejects.toThrow(REFUSED_ARGUMENTS);
    await expect(
      invoke('session:set-token', ['secret-token'], 'https://evil.example/?leak=1'),
    ).rejects.toThrow(REFUSED_SENDER);
    const logged = JSON.stringify(log.entries);
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('leak');
  });

  it('accepts the dev server when it is an app origin', async () => {
    const { invoke } = setUp(['http://localhost:5173']);
    await expect(invoke('session:get-token', [], 'http://localhost:5173/login')).resolves.toEqual({
      ok: true,
      value: null,
    });
    await expect(invoke('session:get-token', [], 'app://shortlist/')).rejects.toThrow(
      REFUSED_SENDER,
    );
  });

  it('dispose removes every handler', () => {
    const { listeners, router } = setUp();
    router.dispose();
    expect(listeners.size).toBe(0);
  });
});

describe('bridge behaviour', () => {
  it('keeps the session in main, giving the page tokens minted from it, until sign-out', async () => {
    const { invoke } = setUp();
    await invoke('session:set-token', ['tok_abc']);
    await expect(invoke('session:get-token', [])).resolves.toEqual({
      ok: true,
      value: expect.stringMatching(/^access-\d+-of-tok_abc$/),
    });
    await invoke('session:sign-out', []);
    await expect(invoke('session:get-token', [])).resolves.toEqual({ ok: true, value: null });
  });

  it('impersonates over the session and restores it', async () => {
    const { invoke } = setUp();
    await invoke('session:set-token', ['tok_admin']);
    await expect(invoke('session:begin-impersonation', ['tok_target'])).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    await expect(invoke('session:is-impersonating', [])).resolves.toBe(true);
    await expect(invoke('session:get-token', [])).resolves.toEqual({
      ok: true,
      value: expect.stringMatching(/-of-tok_target$/),
    });
    await expect(invoke('session:end-impersonation', [])).resolves.toEqual({
      ok: true,
      value: { restored: true },
    });
    await expect(invoke('session:is-impersonating', [])).resolves.toBe(false);
    await expect(invoke('session:get-token', [])).resolves.toEqual({
      ok: true,
      value: expect.stringMatching(/-of-tok_admin$/),
    });
  });

  it('answers a sign-in the store could not save with a value, keeping it until quit', async () => {
    const failing = async () => {
      throw new Error('keychain locked');
    };
    const handlers = bridgeHandlers({
      ...setUp().services,
      api: { ready: async () => ({ apiUrl: 'https://api.example.com', mode: 'remote' as const }) },
      tokens: createSession(
        Promise.resolve({
          store: { get: failing, set: failing, clear: failing },
          pending: createMemoryTokenStore(),
          persistence: { persistent: true, backend: 'keychain' },
        }),
        { server: fakeSessionServer(['tok']), log: createMemoryLogger() },
      ),
    });
    await expect(handlers['session:set-token'].handler('tok')).resolves.toEqual({
      ok: false,
      error: 'not-saved',
    });
    await expect(handlers['session:get-token'].handler()).resolves.toEqual({
      ok: true,
      value: expect.stringMatching(/-of-tok$/),
    });
    await expect(handlers['session:get-persistence'].handler()).resolves.toMatchObject({
      persistent: false,
    });
  });

  it('stores, reads and deletes preferences', async () => {
    const { invoke, settings } = setUp();
    await invoke('preferences:set', ['loginType', 'employer']);
    await expect(invoke('preferences:get', ['loginType'])).resolves.toBe('employer');
    await invoke('preferences:set', ['loginType', null]);
    await expect(invoke('preferences:get', ['loginType'])).resolves.toBeNull();
    expect(settings.map.size).toBe(0);
  });

  it('opens only allowed links, answering with a value', async () => {
    const { invoke, services } = setUp();
    await expect(invoke('app:open-external', ['file:///etc/passwd'])).resolves.toEqual({
      ok: false,
      error: EXTERNAL_LINK_REFUSED,
    });
    await expect(invoke('app:open-external', ['mailto:jobs@example.com'])).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    expect(services.openExternal).toHaveBeenCalledExactlyOnceWith('mailto:jobs@example.com');
  });

  it('waits for the API before answering the config', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = bridgeHandlers({
      ...setUp().services,
      api: {
        ready: async () => (
          await gate,
          { apiUrl: 'https://api.example.com', mode: 'remote' as const }
        ),
      },
      version: '1.2.3',
    });
    let answered = false;
    const config = Promise.resolve(handlers['app:get-config'].handler()).then(
      (value) => ((answered = true), value),
    );
    await Promise.resolve();
    expect(answered).toBe(false);
    release();
    expect(await config).toEqual({
      apiUrl: 'https://api.example.com',
      version: '1.2.3',
      mode: 'remote',
      platform: 'desktop',
    });
  });
});
