/**
 * The one place in main that touches Electron's `ipcMain` (eslint enforces it): wires the typed
 * router to the real thing and registers the bridge's handlers.
 */
import { ipcMain } from 'electron';
import type { Logger } from '../logger';
import { registerBridgeHandlers, type BridgeServices } from './bridge-handlers';
import { createIpcRouter, type IpcRouter } from './router';

export { send } from './events';

export function registerIpc(options: {
  appOrigins: readonly string[];
  services: BridgeServices;
  log: Logger;
}): IpcRouter {
  const router = createIpcRouter({ ipcMain, appOrigins: options.appOrigins, log: options.log });
  registerBridgeHandlers(router, options.services);
  return router;
}
