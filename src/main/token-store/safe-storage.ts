/**
 * The fallback when there is no keychain: the token encrypted with Electron's `safeStorage` (which
 * keeps its key in the OS: Keychain, DPAPI, or the Linux keyring) in a private file under user
 * data (docs/security.md K2–K4).
 *
 * The file holds one ciphertext per API account, base64, never the token itself:
 *   { "version": 1, "tokens": { "https://api.example.com": "djEw..." } }
 */
import { readFile, rm } from 'node:fs/promises';
import { messages } from '../../shared/messages';
import { writeFileAtomically } from '../atomic-file';
import { errorName, type Logger } from '../logger';
import type { TokenStore } from '../token-store';

/** The part of Electron's `safeStorage` the store uses. */
export interface SafeStorage {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only; which secret store the encryption key lives in. */
  getSelectedStorageBackend?(): string;
}

/**
 * Linux backends that give no protection: `basic_text` encrypts with a password hard-coded in
 * Chromium, and `unknown` means none was chosen (before `ready`, or none found).
 */
const UNPROTECTED_LINUX_BACKENDS = new Set(['basic_text', 'unknown']);

/**
 * Whether safeStorage may hold the session on this machine, or why not (for the settings page).
 * Call after `ready`: on Linux the backend is only chosen then.
 */
export function safeStorageSupport(
  safeStorage: SafeStorage,
  platform: NodeJS.Platform,
): { ok: true } | { ok: false; reason: string } {
  if (!safeStorage.isEncryptionAvailable()) {
    return { ok: false, reason: messages.desktopSession.noEncryption };
  }
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    if (UNPROTECTED_LINUX_BACKENDS.has(backend)) {
      return { ok: false, reason: messages.desktopSession.noKeyring };
    }
  }
  return { ok: true };
}

/** Each file's operations in flight: the stores of its entries share them. */
const fileQueues = new Map<string, Promise<unknown>>();

interface TokenFile {
  version: 1;
  tokens: Record<string, string>;
}

export function createSafeStorageTokenStore(options: {
  safeStorage: SafeStorage;
  /** The file under user data, e.g. `session.json`. */
  path: string;
  account: string;
  log: Logger;
}): TokenStore {
  const { safeStorage, path, account, log } = options;

  /** What the file holds; missing or unreadable counts as empty, so the next write repairs it. */
  const readTokens = async (): Promise<Map<string, string>> => {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        log.warn('The session file could not be read', { code: errorCode(error) });
      }
      return new Map();
    }
    try {
      const parsed = JSON.parse(text) as Partial<TokenFile> | null;
      const tokens = parsed?.tokens;
      if (parsed?.version === 1 && typeof tokens === 'object' && tokens !== null) {
        // A Map: an account name never meets an inherited property such as `constructor`.
        return new Map(
          Object.entries(tokens).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        );
      }
    } catch {
      // Reported below.
    }
    log.warn('The session file is not valid; treating it as signed out');
    return new Map();
  };

  const writeTokens = async (tokens: Map<string, string>): Promise<void> => {
    if (tokens.size === 0) {
      await rm(path, { force: true });
      return;
    }
    const file: TokenFile = { version: 1, tokens: Object.fromEntries(tokens) };
    await writeFileAtomically(path, `${JSON.stringify(file)}\n`);
  };

  // One operation at a time per file, whichever entry's store asks: each is a read-modify-write
  // of the whole file. (One process per user data folder, so this process is the only writer.)
  const serially = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = (fileQueues.get(path) ?? Promise.resolve()).then(operation, operation);
    fileQueues.set(
      path,
      result.catch(() => undefined),
    );
    return result;
  };

  return {
    get: () =>
      serially(async () => {
        const encrypted = (await readTokens()).get(account);
        if (encrypted === undefined) return null;
        try {
          return safeStorage.decryptString(Buffer.from(encrypted, 'base64'));
        } catch (error) {
          // docs/security.md K4: e.g. the OS key changed or the file came from another machine.
          log.warn('The stored session could not be decrypted; signed out', {
            error: errorName(error),
          });
          return null;
        }
      }),
    set: (token) =>
      serially(async () => {
        const encrypted = safeStorage.encryptString(token).toString('base64');
        const tokens = await readTokens();
        await writeTokens(tokens.set(account, encrypted));
      }),
    clear: () =>
      serially(async () => {
        const tokens = await readTokens();
        tokens.delete(account);
        await writeTokens(tokens);
      }),
  };
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown';
}
