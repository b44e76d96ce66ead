/**
 * Test doubles for the token store's Electron and native dependencies (imported by tests only).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keytar } from './keytar';
import type { SafeStorage } from './safe-storage';
import type { AccessTokenAnswer, SessionServer } from './session-server';

/** A keychain in a Map, keyed like keytar by service and account. */
export function fakeKeytar(): Keytar & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const key = (service: string, account: string) => `${service} / ${account}`;
  return {
    entries,
    getPassword: async (service, account) => entries.get(key(service, account)) ?? null,
    setPassword: async (service, account, password) => {
      entries.set(key(service, account), password);
    },
    deletePassword: async (service, account) => entries.delete(key(service, account)),
  };
}

/**
 * safeStorage as Electron implements it, in spirit: AES-GCM under a key the OS would hold. Set
 * `failDecrypt` to act like Electron when that key changed: decryptString throws.
 */
export function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}) {
  const key = randomBytes(32);
  const storage: SafeStorage & { failDecrypt: boolean } = {
    failDecrypt: false,
    isEncryptionAvailable: () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from('v11'), iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      if (storage.failDecrypt) throw new Error('Error while decrypting the ciphertext provided');
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(3, 15));
      decipher.setAuthTag(encrypted.subarray(15, 31));
      return Buffer.concat([decipher.update(encrypted.subarray(31)), decipher.final()]).toString();
    },
  };
  return storage;
}

/**
 * The API as main's session sees it (session-server.ts): sessions it accepts, the access tokens
 * it mints from them (15 minutes), and revocation. `reachable = false` acts like a server that
 * cannot be reached.
 */
export function fakeSessionServer(live: Iterable<string> = []) {
  const sessions = new Set(live);
  let minted = 0;
  const server = {
    sessions,
    reachable: true,
    issued: [] as string[],
    revoked: [] as string[],
    async issueAccessToken(session: string): Promise<AccessTokenAnswer> {
      if (!server.reachable) throw new TypeError('fetch failed');
      if (!sessions.has(session)) return { kind: 'dead' };
      minted += 1;
      const token = `access-${minted}-of-${session}`;
      server.issued.push(token);
      return { kind: 'granted', token, expiresInSeconds: 15 * 60 };
    },
    async revoke(session: string): Promise<boolean> {
      if (!server.reachable) return false;
      sessions.delete(session);
      server.revoked.push(session);
      return true;
    },
  } satisfies SessionServer & Record<string, unknown>;
  return server;
}
