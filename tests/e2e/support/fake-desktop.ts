import type { Page } from '@playwright/test';
import type {
  ApiSetting,
  DesktopBridge,
  SessionPersistence,
  SocialLoginResult,
  UpdateStatus,
} from '../../../src/shared/bridge';
import { createMemoryLogger } from '../../../src/main/logger';
import { createMemoryTokenStore, type TokenStore } from '../../../src/main/token-store';
import { createSession, type Session } from '../../../src/main/token-store/session';
import { createSessionServer } from '../../../src/main/token-store/session-server';

/**
 * A stand-in for the desktop app's preload bridge, installed as `window.desktop` before the
 * page's scripts run, so the desktop-only UI (App Settings, the update banner, social sign-in's
 * result) is driven in Chromium against the real server.
 *
 * The session is main's own (src/main/token-store/session.ts), run here in Node and reached by
 * the page through a binding as it would be through IPC: the page gets 15-minute tokens minted
 * by the server, never the session, and sign-out ends it on the server (or at the next start,
 * when `offline`). The rest answers as main does for the calls it records; what main does
 * behind them is tested under Node in src/main.
 */
export interface FakeDesktopOptions {
  version?: string;
  persistence?: SessionPersistence;
  api?: ApiSetting;
  update?: UpdateStatus;
  /** What `updates.checkNow` answers. */
  checkAnswer?: string;
  /** What `settings.setApi` answers for a remote URL that is not https (main's message). */
  invalidApiUrlMessage?: string;
  /** The keychain entries of a previous run (`FakeDesktop.stores`): the app started again. */
  stores?: SessionStores;
}

export interface SessionStores {
  store: TokenStore;
  pending: TokenStore;
}

/** Main's side of the fake, in Node. */
export interface FakeDesktop {
  session: Session;
  stores: SessionStores;
  /** While true, main's requests to the API fail as if it could not be reached. */
  offline: boolean;
}

export interface FakeDesktopControls {
  /** `[method, ...args]` for each recorded call. */
  calls: unknown[][];
  emitUpdate(status: UpdateStatus): void;
  emitSocialLogin(result: SocialLoginResult): void;
}

declare global {
  interface Window {
    fakeDesktop?: FakeDesktopControls;
  }
}

export async function installFakeDesktop(
  page: Page,
  options: FakeDesktopOptions = {},
): Promise<FakeDesktop> {
  const stores = options.stores ?? {
    store: createMemoryTokenStore(),
    pending: createMemoryTokenStore(),
  };
  /** The API's origin: the page's own, known at its first call (main waits for its API too). */
  let apiKnown: (origin: string) => void = () => {};
  const apiUrl = new Promise<string>((resolve) => (apiKnown = resolve));
  const desktop: FakeDesktop = {
    stores,
    offline: false,
    session: createSession(
      Promise.resolve({
        ...stores,
        persistence: options.persistence ?? { persistent: true, backend: 'keychain' },
      }),
      {
        server: createSessionServer({
          fetch: async (input, init) => {
            if (desktop.offline) throw new TypeError('fetch failed');
            return await fetch(input, init);
          },
          apiUrl: () => apiUrl,
        }),
        log: createMemoryLogger(),
      },
    ),
  };
  // As main does once the API is up (src/main/index.ts).
  const started = desktop.session.retryRevocations();
  const session = desktop.session;
  await page.exposeBinding(
    'fakeDesktopSession',
    async ({ frame }, method: string, argument?: string) => {
      apiKnown(new URL(frame.url()).origin);
      await started;
      switch (method) {
        case 'getToken':
          return await session.accessToken();
        case 'setToken':
          return await session.save(argument ?? '');
        case 'signOut':
          return await session.signOut();
        case 'beginImpersonation':
          session.beginImpersonation(argument ?? '');
          return { ok: true, value: undefined };
        case 'endImpersonation':
          return { ok: true, value: await session.endImpersonation() };
        case 'isImpersonating':
          return session.isImpersonating();
        case 'getPersistence':
          return await session.persistence();
        default:
          throw new Error(`No session method ${method}`);
      }
    },
  );
  const settings = {
    version: options.version ?? '1.2.3',
    api: options.api ?? { kind: 'embedded' },
    update: options.update ?? { state: 'idle' },
    invalidApiUrlMessage: options.invalidApiUrlMessage ?? 'Invalid API URL',
    checkAnswer: options.checkAnswer ?? 'Shortlist is up to date.',
  };
  await page.addInitScript((o: typeof settings) => {
    // Read at each call: the binding is installed beside this script.
    const call = (method: string, argument?: string) =>
      (
        window as unknown as { fakeDesktopSession(m: string, a?: string): Promise<never> }
      ).fakeDesktopSession(method, argument);
    const calls: unknown[][] = [];
    const updateListeners = new Set<(status: UpdateStatus) => void>();
    const socialListeners = new Set<(result: SocialLoginResult) => void>();
    let update = o.update;
    const done = { ok: true as const, value: undefined };
    const storage = window.sessionStorage;
    const record = (...call: unknown[]) => void calls.push(call);

    window.fakeDesktop = {
      calls,
      emitUpdate(status) {
        update = status;
        for (const listener of updateListeners) listener(status);
      },
      emitSocialLogin(result) {
        for (const listener of socialListeners) listener(result);
      },
    };
    const desktop: DesktopBridge = {
      app: {
        getConfig: async () => ({
          apiUrl: window.location.origin,
          version: o.version,
          mode: 'embedded',
          platform: 'desktop',
        }),
        openExternal: async (url) => (record('openExternal', url), done),
        getErrorReporting: async () => null,
      },
      // Main's session in Node (see installFakeDesktop), as IPC would reach it.
      session: {
        getToken: () => call('getToken'),
        setToken: (token) => call('setToken', token),
        signOut: () => call('signOut'),
        getPersistence: () => call('getPersistence'),
        beginImpersonation: (token) => call('beginImpersonation', token),
        endImpersonation: () => call('endImpersonation'),
        isImpersonating: () => call('isImpersonating'),
      },
      socialLogin: {
        start: async (group) => (record('socialLogin.start', group), done),
        onResult: (listener) => (
          socialListeners.add(listener),
          () => void socialListeners.delete(listener)
        ),
      },
      downloads: {
        save: async (url) => (record('downloads.save', url), { ok: true, value: { path: url } }),
      },
      // The journeys run the local gateway; the Stripe card window is main's (card-entry/).
      payments: {
        collectCard: async (request) => (
          record('payments.collectCard', request),
          { ok: false, error: 'failed' }
        ),
        authenticate: async (request) => (
          record('payments.authenticate', request),
          { ok: false, error: 'failed' }
        ),
      },
      preferences: {
        get: async (key) => window.localStorage.getItem(`fake-desktop.${key}`),
        set: async (key, value) => {
          if (value === null) window.localStorage.removeItem(`fake-desktop.${key}`);
          else window.localStorage.setItem(`fake-desktop.${key}`, value);
        },
      },
      deepLinks: { onLink: () => () => {} },
      updates: {
        getStatus: async () => update,
        onStatus: (listener) => (
          updateListeners.add(listener),
          () => void updateListeners.delete(listener)
        ),
        restartNow: async () => void record('updates.restartNow'),
        checkNow: async () => (record('updates.checkNow'), o.checkAnswer),
      },
      settings: {
        // Kept across reloads, as main's settings file is.
        getApi: async () => {
          const saved = storage.getItem('fake-desktop.api');
          return saved ? (JSON.parse(saved) as ApiSetting) : o.api;
        },
        setApi: async (setting) => {
          record('settings.setApi', setting);
          if (setting.kind === 'remote' && !/^https:\/\/[^/@\s]+\/?$/.test(setting.url.trim())) {
            return { ok: false, error: o.invalidApiUrlMessage };
          }
          storage.setItem('fake-desktop.api', JSON.stringify(setting));
          return done;
        },
      },
    };
    window.desktop = desktop;
  }, settings);
  return desktop;
}

/** The calls the fake recorded, in order. */
export function fakeDesktopCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => window.fakeDesktop?.calls ?? []);
}
