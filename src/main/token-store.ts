/**
 * Where the session's bearer token is kept in main (docs/security.md K1). The renderer reaches it only
 * through the bridge's `session:*` channels (see token-store/session.ts).
 *
 * One interface, three backends, picked in this order by token-store/open.ts (docs/security.md K2):
 *   1. the OS keychain through keytar (token-store/keytar.ts),
 *   2. safeStorage-encrypted file under user data (token-store/safe-storage.ts),
 *   3. memory, when neither can keep a secret on this machine: the session lasts until quit.
 * A backend's `get` answers null for "signed out"; `set` and `clear` throw when they fail.
 */
import type { ApiChoice } from './api';

export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

export function createMemoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    get: async () => token,
    set: async (value) => {
      token = value;
    },
    clear: async () => {
      token = null;
    },
  };
}

/**
 * The keychain account (and file entry) a token is kept under: the API's origin, so a token is
 * only offered back to the API that issued it. The embedded API gets a new port each start, so it
 * has one fixed name.
 */
export function tokenAccount(choice: ApiChoice): string {
  return choice.mode === 'remote' ? new URL(choice.apiUrl).origin : 'embedded';
}
