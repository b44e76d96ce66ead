import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createMemoryLogger } from '../logger';
import { fakeKeytar, fakeSafeStorage } from './fakes';
import type { Keytar } from './keytar';
import { openTokenStore } from './open';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

async function open(options: {
  keytar: Keytar | null;
  safeStorage?: ReturnType<typeof fakeSafeStorage>;
  platform?: NodeJS.Platform;
}) {
  const folder = await mkdtemp(join(tmpdir(), 'open-token-store-'));
  folders.push(folder);
  const filePath = join(folder, 'session.json');
  const log = createMemoryLogger();
  const opened = await openTokenStore({
    account: 'https://api.example.com',
    loadKeytar: async () => options.keytar,
    safeStorage: options.safeStorage ?? fakeSafeStorage(),
    platform: options.platform ?? 'linux',
    filePath,
    log,
  });
  return { ...opened, filePath, log };
}

describe('openTokenStore (docs/security.md K2)', () => {
  it('uses the keychain when keytar loads and answers', async () => {
    const keytar = fakeKeytar();
    const { store, persistence } = await open({ keytar });
    expect(persistence).toEqual({ persistent: true, backend: 'keychain' });
    await store.set('tok');
    expect([...keytar.entries]).toEqual([['Shortlist / https://api.example.com', 'tok']]);
  });

  it('falls back to safeStorage when keytar is missing', async () => {
    const { store, persistence, filePath } = await open({ keytar: null });
    expect(persistence).toEqual({ persistent: true, backend: 'safe-storage' });
    await store.set('tok');
    expect(await readFile(filePath, 'utf8')).not.toContain('tok"');
    expect(await store.get()).toBe('tok');
  });

  it('falls back to safeStorage when the keychain does not answer', async () => {
    const keytar: Keytar = {
      ...fakeKeytar(),
      getPassword: async () => {
        throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      },
    };
    const { persistence, log } = await open({ keytar });
    expect(persistence).toEqual({ persistent: true, backend: 'safe-storage' });
    expect(log.entries[0]).toEqual({
      level: 'warn',
      message: 'The system keychain did not answer; trying safeStorage',
      details: { error: 'Error' },
    });
  });

  it.each([
    ['basic_text', 'linux', messages.desktopSession.noKeyring],
    ['unknown', 'linux', messages.desktopSession.noKeyring],
  ] as const)(
    'keeps the session in memory on Linux with the %s backend, saying why',
    async (backend, platform, reason) => {
      const { store, persistence, filePath } = await open({
        keytar: null,
        safeStorage: fakeSafeStorage({ backend }),
        platform,
      });
      expect(persistence).toEqual({ persistent: false, reason });
      await store.set('tok');
      expect(await store.get()).toBe('tok');
      await expect(readFile(filePath)).rejects.toThrow('ENOENT');
    },
  );

  it('keeps the session in memory when encryption is unavailable', async () => {
    const { persistence } = await open({
      keytar: null,
      safeStorage: fakeSafeStorage({ available: false }),
      platform: 'win32',
    });
    expect(persistence).toEqual({
      persistent: false,
      reason: messages.desktopSession.noEncryption,
    });
  });
});
