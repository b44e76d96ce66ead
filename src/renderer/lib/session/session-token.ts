import type { DesktopBridge, Result } from '../../../shared/bridge';

/** The platform could not get a token for the next request (the desktop's API unreachable). */
export class TokenUnavailableError extends Error {
  constructor() {
    super('No access token: the API could not be asked for one');
    this.name = 'TokenUnavailableError';
  }
}

/**
 * The bearer token as the API link reads it, asked of the platform for each request and kept
 * nowhere here: the desktop's main process holds the session and hands out 15-minute tokens
 * minted from it (renewed before they end), the browser keeps its session in sessionStorage.
 */
export class SessionToken {
  readonly #platform: DesktopBridge;

  constructor(platform: DesktopBridge) {
    this.#platform = platform;
  }

  /** Null when signed out; throws `TokenUnavailableError` when none could be had now. */
  async get(): Promise<string | null> {
    const answer = await this.#platform.session.getToken();
    if (!answer.ok) throw new TokenUnavailableError();
    return answer.value;
  }

  /** Whether there is a session: one whose token cannot be had right now still counts. */
  async exists(): Promise<boolean> {
    try {
      return (await this.get()) !== null;
    } catch (error) {
      if (error instanceof TokenUnavailableError) return true;
      return false;
    }
  }

  /** Hands a session just received to the platform; nothing here keeps it. */
  async set(token: string): Promise<Result<void>> {
    return this.#platform.session.setToken(token);
  }

  /** Ends the session on the server and forgets it (the platform retries what it cannot reach). */
  async signOut(): Promise<void> {
    await this.#platform.session.signOut();
  }
}
