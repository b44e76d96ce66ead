import type {
  AppConfig,
  DesktopBridge,
  PreferenceKey,
  Result,
  SaveDownloadError,
  SavedDownload,
  Unsubscribe,
} from '../../shared/bridge';
import { parseDownloadUrl } from '../../shared/downloads';
import type { ErrorReportingConfig } from '../../shared/error-reporting';
import { isPlainMailto } from '../../shared/external-links';
import { messages } from '../../shared/messages';
import { print } from 'graphql';
import { startWebSocialLogin } from './web-social-login';
import { logoutMutation } from '../lib/session/documents';

/**
 * The bridge for plain browsers. The session token lives in sessionStorage (gone when the
 * tab closes, never shared with other tabs' storage), small preferences in localStorage.
 * Browsers receive no deep links and no update events, so those subscriptions are no-ops.
 * Social sign-in is a redirect to the API and back to the landing page.
 */

const TOKEN_KEY = 'shortlist.session.token';
/**
 * An impersonated session's token, layered over the signed-in one (which stays in TOKEN_KEY,
 * untouched), as the desktop's main process does: ending it restores the session beneath.
 */
const IMPERSONATED_TOKEN_KEY = 'shortlist.session.impersonated-token';
const PREFERENCE_PREFIX = 'shortlist.preference.';

const noop: Unsubscribe = () => {};

/** Storage can throw (private mode, disabled storage); the app then behaves as signed out. */
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): boolean {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function stored(written: boolean): Result<void> {
  return written ? { ok: true, value: undefined } : { ok: false, error: 'storage-unavailable' };
}

function isExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || isPlainMailto(parsed);
  } catch {
    return false;
  }
}

/** The impersonated session's token while there is one, else the signed-in one. */
function currentToken(): string | null {
  return (
    read(window.sessionStorage, IMPERSONATED_TOKEN_KEY) ?? read(window.sessionStorage, TOKEN_KEY)
  );
}

/** Ends a session on the server (the `logout` mutation); a failure is left to its idle end. */
async function endSession(token: string): Promise<void> {
  try {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(logoutMutation) }),
    });
  } catch {
    // Unreachable: nothing more a closing tab can do.
  }
}

/**
 * The browser's `downloads.save`, for the API's download URLs only (shared/downloads.ts, as
 * main checks them for the desktop). A stored file's link is the browser's own download: the
 * server answers it as an attachment with its name, and the browser saves it where its
 * settings say. An invoice needs the session's token, which a link cannot carry, so it is
 * fetched with it and handed to the browser as a file.
 */
async function saveDownload(
  url: string,
  token: string | null,
): Promise<Result<SavedDownload, SaveDownloadError>> {
  const target = parseDownloadUrl(url, window.location.origin);
  if (!target.ok) return { ok: false, error: 'forbidden-host' };
  if (target.value.kind === 'file') {
    const link = document.createElement('a');
    link.href = target.value.href;
    // Same origin: the browser saves it under the server's Content-Disposition name.
    link.download = '';
    link.click();
    return { ok: true, value: { path: null } };
  }
  let response: Response;
  try {
    response = await fetch(target.value.href, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      redirect: 'error',
    });
  } catch {
    return { ok: false, error: 'download-failed' };
  }
  if (response.status === 401 || response.status === 403) {
    return { ok: false, error: 'unauthorized' };
  }
  if (!response.ok) return { ok: false, error: 'download-failed' };
  const pdf = await response.blob();
  const magic = new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer());
  if (magic !== '%PDF-') return { ok: false, error: 'wrong-type' };
  const name = `Shortlist-invoice-${target.value.invoiceId}.pdf`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return { ok: true, value: { path: name } };
}

export function createWebBridge(): DesktopBridge {
  return {
    app: {
      async getConfig(): Promise<AppConfig> {
        return {
          apiUrl: window.location.origin,
          version: __APP_VERSION__,
          mode: 'web',
          platform: 'web',
        };
      },
      // The server says (GET /api/client-config); a server that cannot be asked means off.
      async getErrorReporting(): Promise<ErrorReportingConfig | null> {
        try {
          const response = await fetch('/api/client-config');
          if (!response.ok) return null;
          const { errorReporting } = (await response.json()) as {
            errorReporting?: ErrorReportingConfig | null;
          };
          return errorReporting ?? null;
        } catch {
          return null;
        }
      },
      async openExternal(url: string): Promise<Result<void>> {
        if (!isExternalUrl(url)) return { ok: false, error: 'unsupported-url' };
        window.open(url, '_blank', 'noopener,noreferrer');
        return { ok: true, value: undefined };
      },
    },
    // A browser mounts Stripe Elements in the page itself (features/credits/stripe-card.ts).
    payments: {
      collectCard: async () => ({ ok: false, error: 'failed' }),
      authenticate: async () => ({ ok: false, error: 'failed' }),
    },
    session: {
      getToken: async () => ({ ok: true, value: currentToken() }),
      // Signing in or out ends an impersonation too: either says what the session now is.
      async setToken(token: string): Promise<Result<void>> {
        write(window.sessionStorage, IMPERSONATED_TOKEN_KEY, null);
        return stored(write(window.sessionStorage, TOKEN_KEY, token));
      },
      async signOut() {
        const sessions = [IMPERSONATED_TOKEN_KEY, TOKEN_KEY].flatMap((key) => {
          const token = read(window.sessionStorage, key);
          write(window.sessionStorage, key, null);
          return token === null ? [] : [token];
        });
        // A tab that is gone cannot retry; an unreachable server's session ends when idle.
        await Promise.all(sessions.map((token) => endSession(token)));
      },
      // A second impersonation replaces the first; ending either restores the signed-in session.
      async beginImpersonation(token: string): Promise<Result<void>> {
        return stored(write(window.sessionStorage, IMPERSONATED_TOKEN_KEY, token));
      },
      async endImpersonation(): Promise<Result<{ restored: boolean }>> {
        write(window.sessionStorage, IMPERSONATED_TOKEN_KEY, null);
        return { ok: true, value: { restored: read(window.sessionStorage, TOKEN_KEY) !== null } };
      },
      async isImpersonating() {
        return read(window.sessionStorage, IMPERSONATED_TOKEN_KEY) !== null;
      },
      async getPersistence() {
        return {
          persistent: false,
          reason: 'In a browser the session lasts until the tab is closed.',
        };
      },
    },
    preferences: {
      async get(key: PreferenceKey) {
        return read(window.localStorage, PREFERENCE_PREFIX + key);
      },
      async set(key: PreferenceKey, value: string | null) {
        write(window.localStorage, PREFERENCE_PREFIX + key, value);
      },
    },
    deepLinks: {
      onLink: () => noop,
    },
    // A redirect to the API and back to `/{group}/login/google`, which redeems it.
    socialLogin: {
      start: (group) => startWebSocialLogin(window.location.origin, group),
      onResult: () => noop,
    },
    downloads: {
      save: (url: string) => saveDownload(url, currentToken()),
    },
    // A browser updates itself with the page; there is no other API to choose.
    updates: {
      async getStatus() {
        return { state: 'idle' };
      },
      onStatus: () => noop,
      async restartNow() {},
      async checkNow() {
        return messages.updates.disabled;
      },
    },
    settings: {
      async getApi() {
        return { kind: 'embedded' };
      },
      async setApi() {
        return { ok: false, error: 'The API is chosen in the desktop app only.' };
      },
    },
  };
}
