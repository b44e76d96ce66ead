/**
 * The session as main keeps it (docs/security.md K1): the signed-in token, saved in the chosen
 * `TokenStore`, and an impersonated session layered over it.
 *
 * Impersonation: `beginImpersonation` keeps the impersonated token in memory only and leaves the
 * stored token (the admin's own session) untouched, so it is "kept aside" by not being touched,
 * and an impersonated session never outlives the app: after a restart the admin is themselves
 * again. `endImpersonation` drops it, which restores the stored session.
 *
 * Signing in (`set`) or out (`clear`) during an impersonation ends it too: the renderer's sign-in
 * and sign-out both mean "this is now the session" or "there is none", and main must not disagree
 * with the page it serves, nor sign anyone back in at the next start after a sign-out.
 */
import type { Result, SessionPersistence } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { errorName, type Logger } from '../logger';
import type { TokenStore } from '../token-store';

/** A chosen backend and what the settings page says about it. */
export interface OpenedTokenStore {
  store: TokenStore;
  persistence: SessionPersistence;
}

/**
 * Also a `TokenStore`, so services that only read the token (invoices) or sign in (social login)
 * take it as one; its `set` never throws (see `save`).
 */
export interface Session extends TokenStore {
  /** Signs in: `{ ok: false }` when the token could not be saved (it still holds until quit). */
  save(token: string): Promise<Result<void, 'not-saved'>>;
  persistence(): Promise<SessionPersistence>;
  beginImpersonation(token: string): void;
  /** Drops the impersonated session; `restored` says whether a stored session is back. */
  endImpersonation(): Promise<{ restored: boolean }>;
  isImpersonating(): boolean;
}

/**
 * `opened` may still be settling (keytar loads asynchronously after `ready`); every call waits
 * for it, so IPC can be registered before it is done.
 */
export function createSession(opened: Promise<OpenedTokenStore>, log: Logger): Session {
  /** The stored token as this process last read or wrote it; undefined until first read. */
  let signedIn: string | null | undefined;
  let impersonated: string | null = null;
  let saveFailed = false;

  const storedToken = async (): Promise<string | null> => {
    if (signedIn !== undefined) return signedIn;
    const { store } = await opened;
    let token: string | null;
    try {
      token = await store.get();
    } catch (error) {
      log.warn('The saved session could not be read; signed out', { error: errorName(error) });
      token = null;
    }
    // A sign-in or sign-out that finished meanwhile wins over what was read.
    signedIn ??= token;
    return signedIn;
  };

  const save = async (token: string): Promise<Result<void, 'not-saved'>> => {
    impersonated = null;
    // Held in memory first: the session works until quit even if it cannot be saved.
    signedIn = token;
    const { store } = await opened;
    try {
      await store.set(token);
      saveFailed = false;
      return { ok: true, value: undefined };
    } catch (error) {
      saveFailed = true;
      log.warn('The session could not be saved; it lasts until quit', { error: errorName(error) });
      return { ok: false, error: 'not-saved' };
    }
  };

  return {
    get: async () => impersonated ?? storedToken(),
    set: async (token) => {
      await save(token);
    },
    save,
    clear: async () => {
      impersonated = null;
      signedIn = null;
      const { store } = await opened;
      try {
        await store.clear();
      } catch (error) {
        log.error('The saved session could not be deleted', { error: errorName(error) });
      }
    },
    persistence: async () => {
      const { persistence } = await opened;
      return saveFailed && persistence.persistent
        ? { persistent: false, reason: messages.desktopSession.saveFailed }
        : persistence;
    },
    beginImpersonation: (token) => {
      impersonated = token;
    },
    endImpersonation: async () => {
      impersonated = null;
      return { restored: (await storedToken()) !== null };
    },
    isImpersonating: () => impersonated !== null,
  };
}
