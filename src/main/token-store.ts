/**
 * Where the session's bearer token is kept in main (SECURITY K1). The renderer reaches it only
 * through the bridge's `session:*` channels.
 *
 * One interface, several backends. Today only the in-memory store exists, so a session lasts
 * until the app quits. The desktop-shell issue adds a keytar backend (when keytar is installed)
 * and a safeStorage backend encrypting into electron-store (SECURITY K2–K4) behind this same
 * interface; index.ts is the only place that picks one.
 */
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
