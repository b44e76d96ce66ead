/**
 * `window.desktop`: the bridge declared in src/shared/bridge.ts, implemented over IPC.
 *
 * Electron-free so it is tested under Node with a fake `ipcRenderer`; index.ts passes the real
 * one. The page gets only these functions: never `ipcRenderer`, a generic `send`/`invoke`, or the
 * IPC event object (whose `sender` is `ipcRenderer` itself).
 */
import type {
  DesktopBridge,
  EventChannel,
  EventChannels,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
  Unsubscribe,
} from '../shared/bridge';
import { createDeepLinkInbox } from './deep-link-inbox';

/** The slice of `ipcRenderer` the bridge uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function createDesktopBridge(ipc: IpcRendererLike): DesktopBridge {
  const invoke = <C extends InvokeChannel>(
    channel: C,
    ...args: InvokeArgs<C>
  ): Promise<InvokeResult<C>> => ipc.invoke(channel, ...args) as Promise<InvokeResult<C>>;

  const subscribe = <E extends EventChannel>(
    event: E,
    listener: (payload: EventChannels[E]) => void,
  ): Unsubscribe => {
    const wrapped = (_event: unknown, payload: unknown) => listener(payload as EventChannels[E]);
    ipc.on(event, wrapped);
    return () => {
      ipc.removeListener(event, wrapped);
    };
  };

  return {
    app: {
      getConfig: () => invoke('app:get-config'),
      openExternal: (url) => invoke('app:open-external', url),
    },
    session: {
      getToken: () => invoke('session:get-token'),
      setToken: (token) => invoke('session:set-token', token),
      clear: () => invoke('session:clear'),
      getPersistence: () => invoke('session:get-persistence'),
      beginImpersonation: (token) => invoke('session:begin-impersonation', token),
      endImpersonation: () => invoke('session:end-impersonation'),
      isImpersonating: () => invoke('session:is-impersonating'),
    },
    socialLogin: {
      start: (group) => invoke('social-login:start', group),
      onResult: (listener) => subscribe('social-login:result', listener),
    },
    invoices: {
      save: (url) => invoke('invoices:save', url),
    },
    preferences: {
      get: (key) => invoke('preferences:get', key),
      set: (key, value) => invoke('preferences:set', key, value),
    },
    deepLinks: createDeepLinkInbox(ipc),
    updates: {
      getStatus: () => invoke('updates:get-status'),
      onStatus: (listener) => subscribe('updates:status', listener),
      restartNow: () => invoke('updates:restart-now'),
      checkNow: () => invoke('updates:check-now'),
    },
    settings: {
      getApi: () => invoke('settings:get-api'),
      setApi: (setting) => invoke('settings:set-api', setting),
    },
  };
}
