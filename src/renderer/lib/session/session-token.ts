import type { DesktopBridge, Result } from '../../../shared/bridge';

/**
 * The bearer token as the API link reads it: persisted only by the platform (the desktop's
 * secure store, or the browser's sessionStorage) and mirrored here in memory so each
 * request does not cross IPC. Nothing else in the renderer keeps a copy.
 */
export class SessionToken {
  #token: string | null | undefined;
  #loading: Promise<string | null> | undefined;
  readonly #platform: DesktopBridge;

  constructor(platform: DesktopBridge) {
    this.#platform = platform;
  }

  async get(): Promise<string | null> {
    if (this.#token !== undefined) return this.#token;
    this.#loading ??= this.#platform.session.getToken().then(
      (token) => {
        // A set() or clear() that ran meanwhile wins over the stored value.
        if (this.#token === undefined) this.#token = token;
        return this.#token;
      },
      () => (this.#token = null),
    );
    return this.#loading;
  }

  async set(token: string): Promise<Result<void>> {
    // Kept in memory even if the platform could not persist it: the session still works
    // until the window closes.
    this.#token = token;
    return this.#platform.session.setToken(token);
  }

  async clear(): Promise<void> {
    this.#token = null;
    await this.#platform.session.clear();
  }
}
