import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import { fakeSafeStorage } from './fakes';
import { createSafeStorageTokenStore, safeStorageSupport } from './safe-storage';

const TOKEN = 'Zm9vYmFyYmF6cXV4LXRoaXMtaXMtYS10b2tlbg_abc123';

describe('safeStorageSupport (docs/security.md K2)', () => {
  it.each([
    ['gnome_libsecret', true],
    ['kwallet', true],
    ['kwallet5', true],
    ['kwallet6', true],
    ['basic_text', false],
    ['unknown', false],
  ])('on Linux with the %s backend: persisted %s', (backend, persisted) => {
    expect(safeStorageSupport(fakeSafeStorage({ backend }), 'linux')).toEqual(
      persisted ? { ok: true } : { ok: false, reason: messages.desktopSession.noKeyring },
    );
  });

  it('refuses when encryption is not available, whatever the platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(safeStorageSupport(fakeSafeStorage({ available: false }), platform)).toEqual({
        ok: false,
        reason: messages.desktopSession.noEncryption,
      });
    }
  });

  it('asks for the backend only on Linux', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      expect(safeStorageSupport(fakeSafeStorage({ backend: 'basic_text' }), platform)).toEqual({
        ok: true,
      });
    }
  });

  it('treats a Linux safeStorage without the backend query as unprotected', () => {
    const { getSelectedStorageBackend: _omitted, ...older } = fakeSafeStorage();
    expect(safeStorageSupport(older, 'linux')).toEqual({
      ok: false,
      reason: messages.desktopSession.noKeyring,
    });
  });
});

describe('createSafeStorageTokenStore', () => {
  let folder: string;
  let path: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'safe-storage-'));
    path = join(folder, 'session.json');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  function setUp(account = 'https://api.example.com', safeStorage = fakeSafeStorage()) {
    const log = createMemoryLogger();
    return { store: createSafeStorageTokenStore({ safeStorage, path, account, log }), log };
  }

  it('keeps a token across instances, as across restarts', async () => {
    const safeStorage = fakeSafeStorage();
    const { store } = setUp(undefined, safeStorage);
    expect(await store.get()).toBeNull();
    await store.set(TOKEN);
    expect(await store.get()).toBe(TOKEN);
    expect(await setUp(undefined, safeStorage).store.get()).toBe(TOKEN);
  });

  it('never writes the token in clear, nor plainly encoded', async () => {
    const { store } = setUp();
    await store.set(TOKEN);
    const bytes = await readFile(path);
    for (const form of [
      TOKEN,
      Buffer.from(TOKEN).toString('base64'),
      Buffer.from(TOKEN).toString('hex'),
    ]) {
      expect(bytes.includes(form)).toBe(false);
    }
    const file = JSON.parse(bytes.toString()) as {
      version: number;
      tokens: Record<string, string>;
    };
    expect(Object.keys(file.tokens)).toEqual(['https://api.example.com']);
  });

  it('writes a 0600 file by temp + rename, leaving nothing else (docs/security.md K3)', async () => {
    const { store } = setUp();
    await store.set(TOKEN);
    const first = await stat(path);
    await store.set(`${TOKEN}2`);
    const second = await stat(path);
    expect(second.mode & 0o777).toBe(0o600);
    expect(second.ino).not.toBe(first.ino);
    expect(await readdir(folder)).toEqual(['session.json']);
  });

  it('a decrypt failure means signed out, not a crash (docs/security.md K4)', async () => {
    const safeStorage = fakeSafeStorage();
    const { store, log } = setUp(undefined, safeStorage);
    await store.set(TOKEN);
    safeStorage.failDecrypt = true;
    await expect(store.get()).resolves.toBeNull();
    expect(log.entries).toEqual([
      {
        level: 'warn',
        message: 'The stored session could not be decrypted; signed out',
        details: { error: 'Error' },
      },
    ]);
    // Signing in again replaces the unreadable entry.
    safeStorage.failDecrypt = false;
    await store.set(`${TOKEN}2`);
    expect(await store.get()).toBe(`${TOKEN}2`);
  });

  it('a token from another key (another machine, a reset keyring) is signed out', async () => {
    await setUp(undefined, fakeSafeStorage()).store.set(TOKEN);
    await expect(setUp(undefined, fakeSafeStorage()).store.get()).resolves.toBeNull();
  });

  it.each([
    ['not JSON', 'not json'],
    ['JSON null', 'null'],
    ['another version', '{"version":2,"tokens":{}}'],
    ['tokens not an object', '{"version":1,"tokens":"x"}'],
    ['a non-string entry', '{"version":1,"tokens":{"https://api.example.com":42}}'],
    [
      'an entry that is not base64 ciphertext',
      '{"version":1,"tokens":{"https://api.example.com":"@@@"}}',
    ],
  ])(
    'a file that is %s reads as signed out, and the next sign-in repairs it',
    async (_name, text) => {
      await writeFile(path, text);
      const { store } = setUp();
      await expect(store.get()).resolves.toBeNull();
      await store.set(TOKEN);
      await expect(store.get()).resolves.toBe(TOKEN);
    },
  );

  it('keeps one token per API and clears only its own', async () => {
    const safeStorage = fakeSafeStorage();
    const remote = setUp('https://api.example.com', safeStorage).store;
    const embedded = setUp('embedded', safeStorage).store;
    await remote.set('remote-token');
    await embedded.set('embedded-token');
    expect(await remote.get()).toBe('remote-token');
    expect(await embedded.get()).toBe('embedded-token');

    await remote.clear();
    expect(await remote.get()).toBeNull();
    expect(await embedded.get()).toBe('embedded-token');
  });

  it('serialises its own writes, so none is lost', async () => {
    const safeStorage = fakeSafeStorage();
    const { store } = setUp(undefined, safeStorage);
    await Promise.all([store.set('a'), store.clear(), store.set('b')]);
    expect(await store.get()).toBe('b');
  });

  it('sign-out deletes the file when it was the last session', async () => {
    const { store } = setUp();
    await store.set(TOKEN);
    await store.clear();
    expect(await readdir(folder)).toEqual([]);
    await store.clear();
    expect(await store.get()).toBeNull();
  });

  it('finds no session under an inherited property name', async () => {
    await writeFile(path, '{"version":1,"tokens":{"__proto__":"x"}}');
    const { store, log } = setUp('constructor');
    await expect(store.get()).resolves.toBeNull();
    expect(log.entries).toEqual([]);
    await store.set(TOKEN);
    await expect(store.get()).resolves.toBe(TOKEN);
  });
});
