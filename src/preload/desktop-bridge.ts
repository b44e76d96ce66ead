/**
 * `window.desktop`: the bridge declared in src/shared/bridge.ts, implemented over IPC.
 *
 * Electron-free so it is tested under Node with a fake `ipcRenderer`; index.ts passes the real
 * one. The page gets only these functions: never `ipcRenderer`, a generic `send`/`invoke`, or the
 * IPC event object (whose `sender` is `ipcRenderer` itself).
 */
import { BRIDGE_MEMBERS, type DesktopBridge } from '../shared/bridge';
import { createDeepLinkInbox } from './deep-link-inbox';
import type { IpcRendererLike } from './ipc-renderer-like';

type Member = (...args: never[]) => unknown;

/**
 * Every member of `BRIDGE` (src/shared/bridge.ts) over its channel: a request invokes it, an
 * event subscribes to it. Built from the table, so a method added there is exposed here.
 */
export function createDesktopBridge(ipc: IpcRendererLike): DesktopBridge {
  const subscribe = (channel: string, listener: (payload: unknown) => void) => {
    // The page gets the payload only, never the IPC event (whose `sender` is ipcRenderer).
    const wrapped = (_event: unknown, payload: unknown) => listener(payload);
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };

  const bridge: Record<string, Record<string, Member>> = {};
  for (const { domain, method, kind, channel } of BRIDGE_MEMBERS) {
    bridge[domain] ??= {};
    bridge[domain][method] =
      kind === 'invoke'
        ? (...args: unknown[]) => ipc.invoke(channel, ...args)
        : (listener: (payload: unknown) => void) => subscribe(channel, listener);
  }
  // Links that arrive before the app subscribes wait in the inbox (deep-link-inbox.ts).
  bridge['deepLinks'] = createDeepLinkInbox(ipc);
  // The table's types are DesktopBridge's by construction (both come from BRIDGE).
  return bridge as unknown as DesktopBridge;
}
