/**
 * The OS keychain through keytar (docs/security.md K2): macOS Keychain, Windows Credential Manager, or
 * the Secret Service (GNOME Keyring, KWallet) on Linux. Service `Shortlist`, one account per API
 * (see `tokenAccount`), so a token is only ever offered back to the API that issued it.
 *
 * keytar is an optional dependency with a native part: it may be missing, built for another
 * ABI, or unable to reach a keyring. Any of those means "no keychain", never a crash.
 */
import type { TokenStore } from '../token-store';

export const KEYCHAIN_SERVICE = 'Shortlist';

/** The part of keytar's API the store uses. */
export interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

// A variable specifier keeps the bundler out of it and type checking independent of whether
// the optional package is installed: it is resolved from node_modules at run time.
const KEYTAR_MODULE = 'keytar';

/** keytar, or null when it is not installed or its native part does not load. */
export async function loadKeytar(
  importModule: (specifier: string) => Promise<unknown> = (specifier) =>
    import(/* @vite-ignore */ specifier),
): Promise<Keytar | null> {
  try {
    const loaded = (await importModule(KEYTAR_MODULE)) as Partial<Keytar> & {
      default?: Partial<Keytar>;
    };
    // keytar is CommonJS: its functions are on the default export, or named when Node sees them.
    const candidate = loaded.default ?? loaded;
    return isKeytar(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

function isKeytar(value: Partial<Keytar> | undefined): value is Keytar {
  return (
    typeof value?.getPassword === 'function' &&
    typeof value.setPassword === 'function' &&
    typeof value.deletePassword === 'function'
  );
}

export function createKeytarTokenStore(keytar: Keytar, account: string): TokenStore {
  return {
    get: () => keytar.getPassword(KEYCHAIN_SERVICE, account),
    set: (token) => keytar.setPassword(KEYCHAIN_SERVICE, account, token),
    clear: async () => {
      await keytar.deletePassword(KEYCHAIN_SERVICE, account);
    },
  };
}
