/**
 * Picks the session's backend (docs/security.md K2): keytar when it loads and answers, else safeStorage
 * when it can really protect a secret here, else memory with the reason the settings page shows.
 * Call after `ready` (safeStorage on Linux chooses its backend then).
 */
import { errorName, type Logger } from '../logger';
import { createMemoryTokenStore } from '../token-store';
import { createKeytarTokenStore, KEYCHAIN_SERVICE, type Keytar } from './keytar';
import { createSafeStorageTokenStore, safeStorageSupport, type SafeStorage } from './safe-storage';
import type { OpenedTokenStore } from './session';

/** The entry beside a session's where sessions signed out of offline wait (session.ts). */
export const pendingAccount = (account: string): string => `${account} (signed out)`;

export async function openTokenStore(options: {
  account: string;
  loadKeytar: () => Promise<Keytar | null>;
  safeStorage: SafeStorage;
  platform: NodeJS.Platform;
  /** Where the safeStorage backend keeps its file. */
  filePath: string;
  log: Logger;
}): Promise<OpenedTokenStore> {
  const { account, safeStorage, platform, filePath, log } = options;

  const keytar = await options.loadKeytar();
  if (keytar) {
    try {
      // A read proves the keychain answers (on Linux, that a Secret Service is running).
      await keytar.getPassword(KEYCHAIN_SERVICE, account);
      log.info('The session is kept in the system keychain');
      return {
        store: createKeytarTokenStore(keytar, account),
        pending: createKeytarTokenStore(keytar, pendingAccount(account)),
        persistence: { persistent: true, backend: 'keychain' },
      };
    } catch (error) {
      log.warn('The system keychain did not answer; trying safeStorage', {
        error: errorName(error),
      });
    }
  }

  const support = safeStorageSupport(safeStorage, platform);
  if (support.ok) {
    log.info('The session is kept encrypted with safeStorage');
    return {
      store: createSafeStorageTokenStore({ safeStorage, path: filePath, account, log }),
      pending: createSafeStorageTokenStore({
        safeStorage,
        path: filePath,
        account: pendingAccount(account),
        log,
      }),
      persistence: { persistent: true, backend: 'safe-storage' },
    };
  }
  log.warn('The session is kept in memory until quit', { reason: support.reason });
  return {
    store: createMemoryTokenStore(),
    pending: createMemoryTokenStore(),
    persistence: { persistent: false, reason: support.reason },
  };
}
