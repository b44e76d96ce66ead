/**
 * The slice of `ipcRenderer` the preload uses, injected so the bridge and the deep-link inbox
 * are tested under Node with a fake; index.ts passes the real one.
 */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}
