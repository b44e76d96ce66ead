import type { Page } from '@playwright/test';
import type {
  ApiSetting,
  DesktopBridge,
  SessionPersistence,
  SocialLoginResult,
  UpdateStatus,
} from '../../../src/shared/bridge';

/**
 * A stand-in for the desktop app's preload bridge, installed as `window.desktop` before the
 * page's scripts run, so the desktop-only UI (App Settings, the update banner, social sign-in's
 * result) is driven in Chromium against the real server. It answers as main does for the
 * calls it records; what main itself does behind them is tested under Node in src/main.
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
): Promise<void> {
  const settings = {
    version: options.version ?? '1.2.3',
    persistence: options.persistence ?? { persistent: true, backend: 'keychain' },
    api: options.api ?? { kind: 'embedded' },
    update: options.update ?? { state: 'idle' },
    invalidApiUrlMessage: options.invalidApiUrlMessage ?? 'Invalid API URL',
    checkAnswer: options.checkAnswer ?? 'Shortlist is up to date.',
  };
  await page.addInitScript((o: typeof settings) => {
    const TOKEN = 'fake-desktop.token';
    const IMPERSONATED = 'fake-desktop.impersonated';
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
      },
      session: {
        getToken: async () => storage.getItem(IMPERSONATED) ?? storage.getItem(TOKEN),
        setToken: async (token) => (
          storage.removeItem(IMPERSONATED),
          storage.setItem(TOKEN, token),
          done
        ),
        clear: async () => (storage.removeItem(IMPERSONATED), storage.removeItem(TOKEN)),
        getPersistence: async () => o.persistence,
        beginImpersonation: async (token) => (storage.setItem(IMPERSONATED, token), done),
        endImpersonation: async () => (
          storage.removeItem(IMPERSONATED),
          { ok: true, value: { restored: storage.getItem(TOKEN) !== null } }
        ),
        isImpersonating: async () => storage.getItem(IMPERSONATED) !== null,
      },
      socialLogin: {
        start: async (group) => (record('socialLogin.start', group), done),
        onResult: (listener) => (
          socialListeners.add(listener),
          () => void socialListeners.delete(listener)
        ),
      },
      invoices: {
        save: async (url) => (record('invoices.save', url), { ok: true, value: { path: url } }),
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
}

/** The calls the fake recorded, in order. */
export function fakeDesktopCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => window.fakeDesktop?.calls ?? []);
}
