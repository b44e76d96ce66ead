import { describe, expect, it } from 'vitest';
import { loadAutoUpdater } from '.';
import type { AutoUpdater } from './update-policy';

const fake = { checkForUpdates: () => Promise.resolve(null) } as unknown as AutoUpdater;

describe('loadAutoUpdater', () => {
  it('takes autoUpdater from the default export (Node ESM over CommonJS)', async () => {
    await expect(loadAutoUpdater(async () => ({ default: { autoUpdater: fake } }))).resolves.toBe(
      fake,
    );
  });

  it('or from a named export (bundler interop)', async () => {
    await expect(loadAutoUpdater(async () => ({ autoUpdater: fake }))).resolves.toBe(fake);
  });

  it('rejects a module without it', async () => {
    await expect(loadAutoUpdater(async () => ({}))).rejects.toThrow(/no autoUpdater/);
  });

  it('the installed electron-updater offers autoUpdater on its default export under Node ESM', async () => {
    // Looks at the property without reading it: the getter would build a platform updater,
    // which needs Electron's `app`.
    const loaded = (await import('electron-updater')) as { default?: object };
    expect(
      loaded.default && Object.getOwnPropertyDescriptor(loaded.default, 'autoUpdater')?.get,
    ).toBeTypeOf('function');
  });
});
