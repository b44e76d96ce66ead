/**
 * The session as main keeps it (docs/security.md K1, K5): the signed-in token, saved in the
 * chosen `TokenStore`, and an impersonated session layered over it.
 *
 * The page never gets the session. `accessToken` gives it a 15-minute token minted from the
 * session by the API, renewed here a minute before it ends; a stolen one dies within minutes
 * and cannot renew itself. Main's own requests (invoice PDFs) use the session (`get`).
 *
 * Impersonation: `beginImpersonation` keeps the impersonated token in memory only and leaves the
 * stored token (the admin's own session) untouched, so it is "kept aside" by not being touched,
 * and an impersonated session never outlives the app: after a restart the admin is themselves
 * again. `endImpersonation` drops it, which restores the stored session.
 *
 * Signing in (`save`) or out (`signOut`) during an impersonation ends it too: the renderer's
 * sign-in and sign-out both mean "this is now the session" or "there is none", and main must not
 * disagree with the page it serves, nor sign anyone back in at the next start after a sign-out.
 *
 * Sign-out ends the sessions on the server. One the server could not be asked about waits in the
 * `pending` store (same backend, its own entry) and is ended by `retryRevocations`, which main
 * runs at every start: a sign-out made offline still ends the session.
 */
import type { Result, SessionPersistence } from '../../shared/bridge';
import { messages } from '../../shared/messages';
import { errorName, type Logger } from '../logger';
import type { TokenStore } from '../token-store';
import type { SessionServer } from './session-server';

/** A chosen backend and what the settings page says about it. */
export interface OpenedTokenStore {
  store: TokenStore;
  /** Sessions signed out of while the server could not be reached, one per line. */
  pending: TokenStore;
  persistence: SessionPersistence;
}

/** An access token is renewed when less than this is left of it, so none expires in flight. */
export const ACCESS_TOKEN_RENEW_MARGIN_MS = 60_000;
/** Sessions kept for a later revocation at most; the oldest go first. */
export const MAX_PENDING_REVOCATIONS = 20;

export interface Session {
  /** The session's token, for main's own requests; never for the page. */
  get(): Promise<string | null>;
  /** Signs in: `{ ok: false }` when the token could not be saved (it still holds until quit). */
  save(token: string): Promise<Result<void, 'not-saved'>>;
  /**
   * A short-lived token for the page's requests: null when signed out (or when the server no
   * longer accepts the session, which the page then learns from its own request);
   * `unavailable` when the API could not be asked.
   */
  accessToken(): Promise<Result<string | null, 'unavailable'>>;
  /** Forgets every session here and ends them on the server, now or at the next start. */
  signOut(): Promise<void>;
  /** Ends the sessions a sign-out could not end on the server. */
  retryRevocations(): Promise<void>;
  persistence(): Promise<SessionPersistence>;
  beginImpersonation(token: string): void;
  /** Drops the impersonated session; `restored` says whether a stored session is back. */
  endImpersonation(): Promise<{ restored: boolean }>;
  isImpersonating(): boolean;
}

export interface SessionDeps {
  server: SessionServer;
  log: Logger;
  now?: () => number;
}

interface Grant {
  /** The session it was minted from. */
  session: string;
  token: string;
  expiresAt: number;
}

/**
 * `opened` may still be settling (keytar loads asynchronously after `ready`); every call waits
 * for it, so IPC can be registered before it is done.
 */
export function createSession(opened: Promise<OpenedTokenStore>, deps: SessionDeps): Session {
  const { server, log } = deps;
  const stored = createStoredSession(opened, log);
  let impersonated: string | null = null;
  const currentToken = async () => impersonated ?? (await stored.read());
  const accessTokens = createAccessTokens(currentToken, {
    server,
    log,
    now: deps.now ?? (() => Date.now()),
  });
  const pendingRevocations = createPendingRevocations(opened, log);

  return {
    get: currentToken,
    async save(token) {
      impersonated = null;
      accessTokens.forget();
      return stored.write(token);
    },
    accessToken: accessTokens.get,
    async signOut() {
      const sessions = [impersonated, await stored.read()].filter(
        (token): token is string => token !== null,
      );
      impersonated = null;
      accessTokens.forget();
      await stored.clear();
      const unreached = await revokeAll(server, sessions);
      if (unreached.length > 0) {
        log.warn('Signed out here; the server is told at the next start', {
          sessions: unreached.length,
        });
        await pendingRevocations.change(async (waiting) => [...waiting, ...unreached]);
      }
    },
    async retryRevocations() {
      await pendingRevocations.change(async (waiting) => {
        if (waiting.length === 0) return waiting;
        const unreached = await revokeAll(server, waiting);
        log.info('Sessions signed out of offline were ended on the server', {
          ended: waiting.length - unreached.length,
          waiting: unreached.length,
        });
        return unreached;
      });
    },
    persistence: stored.persistence,
    beginImpersonation(token) {
      impersonated = token;
      accessTokens.forget();
    },
    async endImpersonation() {
      impersonated = null;
      accessTokens.forget();
      return { restored: (await stored.read()) !== null };
    },
    isImpersonating: () => impersonated !== null,
  };
}

/**
 * The signed-in token in the chosen store: read once, then kept as this process last read or
 * wrote it. Signing in holds the token in memory first, so it works until quit even if the store
 * cannot save it (which `persistence` then says).
 */
function createStoredSession(opened: Promise<OpenedTokenStore>, log: Logger) {
  /** The stored token as this process last read or wrote it; undefined until first read. */
  let signedIn: string | null | undefined;
  let saveFailed = false;

  return {
    async read(): Promise<string | null> {
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
    },

    async write(token: string): Promise<Result<void, 'not-saved'>> {
      signedIn = token;
      const { store } = await opened;
      try {
        await store.set(token);
        saveFailed = false;
        return { ok: true, value: undefined };
      } catch (error) {
        saveFailed = true;
        log.warn('The session could not be saved; it lasts until quit', {
          error: errorName(error),
        });
        return { ok: false, error: 'not-saved' };
      }
    },

    async clear(): Promise<void> {
      signedIn = null;
      const { store } = await opened;
      try {
        await store.clear();
      } catch (error) {
        log.error('The saved session could not be deleted', { error: errorName(error) });
      }
    },

    async persistence(): Promise<SessionPersistence> {
      const { persistence } = await opened;
      return saveFailed && persistence.persistent
        ? { persistent: false, reason: messages.desktopSession.saveFailed }
        : persistence;
    },
  };
}

/**
 * The page's short-lived tokens, minted from the current session and reused until a minute
 * before they end. `forget` drops them when the session changes.
 */
function createAccessTokens(
  currentSession: () => Promise<string | null>,
  deps: Required<SessionDeps>,
) {
  const { server, log, now } = deps;
  let grant: Grant | null = null;
  /** The renewal in flight, shared by every request that needs it meanwhile. */
  let renewing: Promise<Result<string | null, 'unavailable'>> | null = null;

  const renew = async (session: string): Promise<Result<string | null, 'unavailable'>> => {
    let answer;
    try {
      answer = await server.issueAccessToken(session);
    } catch (error) {
      log.warn('No access token: the API could not be reached', { error: errorName(error) });
      return { ok: false, error: 'unavailable' };
    }
    if (answer.kind === 'dead') return { ok: true, value: null };
    if (answer.kind === 'refused') return { ok: false, error: 'unavailable' };
    grant = {
      session,
      token: answer.token,
      expiresAt: now() + answer.expiresInSeconds * 1000,
    };
    return { ok: true, value: answer.token };
  };

  async function get(): Promise<Result<string | null, 'unavailable'>> {
    const session = await currentSession();
    if (session === null) return { ok: true, value: null };
    if (grant?.session === session && grant.expiresAt - now() > ACCESS_TOKEN_RENEW_MARGIN_MS) {
      return { ok: true, value: grant.token };
    }
    const inFlight = (renewing ??= renew(session).finally(() => {
      if (renewing === inFlight) renewing = null;
    }));
    const answer = await inFlight;
    // The session changed while this one renewed: that token is not the current session's.
    return (await currentSession()) === session ? answer : get();
  }

  return {
    get,
    forget() {
      grant = null;
      renewing = null;
    },
  };
}

/** The sessions waiting to be ended on the server, in the `pending` store, one per line. */
function createPendingRevocations(opened: Promise<OpenedTokenStore>, log: Logger) {
  /** Reads, changes and writes the waiting sessions, one change at a time. */
  let pendingChanges: Promise<void> = Promise.resolve();
  return {
    change(changeTokens: (tokens: string[]) => Promise<string[]>): Promise<void> {
      const next = pendingChanges.then(async () => {
        const { pending } = await opened;
        let tokens: string[];
        try {
          tokens = ((await pending.get()) ?? '').split('\n').filter((line) => line !== '');
        } catch (error) {
          log.warn('The sessions waiting for sign-out could not be read', {
            error: errorName(error),
          });
          tokens = [];
        }
        const kept = (await changeTokens(tokens)).slice(-MAX_PENDING_REVOCATIONS);
        try {
          if (kept.length === 0) await pending.clear();
          else await pending.set(kept.join('\n'));
        } catch (error) {
          log.error('The sessions waiting for sign-out could not be saved', {
            error: errorName(error),
          });
        }
      });
      pendingChanges = next.catch(() => undefined);
      return next;
    },
  };
}

/** Ends each on the server; answers those it could not. */
async function revokeAll(server: SessionServer, tokens: readonly string[]): Promise<string[]> {
  const revoked = await Promise.all(tokens.map((token) => server.revoke(token)));
  return tokens.filter((_token, index) => !revoked[index]);
}
