/**
 * The edge between the update policy and electron-updater: the only file that imports it, and
 * only when the policy asks (the first check of a packaged app).
 */
import type { Logger } from '../logger';
import { UpdatePolicy, type AutoUpdater } from './update-policy';

export { UpdatePolicy } from './update-policy';
export type { AutoUpdater } from './update-policy';

type ElectronUpdaterModule = { autoUpdater?: AutoUpdater; default?: { autoUpdater?: AutoUpdater } };

/**
 * electron-updater's `autoUpdater`. The package is CommonJS and defines `autoUpdater` as a getter,
 * which Node's ESM loader does not see as a named export: it is on the default export there, and
 * named when a bundler does the interop.
 */
export async function loadAutoUpdater(
  importModule: () => Promise<unknown> = () => import('electron-updater'),
): Promise<AutoUpdater> {
  const loaded = (await importModule()) as ElectronUpdaterModule;
  const autoUpdater = loaded.default?.autoUpdater ?? loaded.autoUpdater;
  if (!autoUpdater) throw new Error('electron-updater has no autoUpdater');
  return autoUpdater;
}

export function createUpdatePolicy(options: { isPackaged: boolean; log: Logger }): UpdatePolicy {
  return new UpdatePolicy({
    isPackaged: options.isPackaged,
    loadUpdater: () => loadAutoUpdater(),
    log: options.log,
  });
}
