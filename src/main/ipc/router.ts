/**
 * The typed wrapper around `ipcMain.handle` (docs/security.md E7, docs/conventions.md 2–3). Every handler is
 * registered with the channel's argument schema and runs only when
 *   1. the sending frame is one of the app's own pages (scheme and host compared exactly), and
 *   2. the arguments match the schema exactly.
 * Anything else is refused (the renderer's `invoke` rejects) and logged without its arguments,
 * which may hold a token. Expected failures are the handler's business, returned as values.
 */
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../../shared/bridge';
import { isOnAppOrigins } from '../app-url';
import type { Logger } from '../logger';
import type { Schema } from './schema';

/** The slice of an `IpcMainInvokeEvent` the checks read. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

/** The slice of `ipcMain` the router uses; tests pass a fake. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export type Handler<C extends InvokeChannel> = (
  ...args: InvokeArgs<C>
) => InvokeResult<C> | Promise<InvokeResult<C>>;

export interface IpcRouter {
  handle<C extends InvokeChannel>(
    channel: C,
    schema: Schema<InvokeArgs<C>>,
    handler: Handler<C>,
  ): void;
  /** Removes every handler this router registered. */
  dispose(): void;
}

export const REFUSED_SENDER = 'Refused: the sender is not the app.';
export const REFUSED_ARGUMENTS = 'Refused: invalid arguments.';

export function createIpcRouter(options: {
  ipcMain: IpcMainLike;
  appOrigins: readonly string[];
  log: Logger;
}): IpcRouter {
  const { ipcMain, appOrigins, log } = options;
  const registered = new Set<string>();
  return {
    handle(channel, schema, handler) {
      registered.add(channel);
      ipcMain.handle(channel, async (event, ...received) => {
        const senderUrl = event.senderFrame?.url;
        if (senderUrl === undefined || !isOnAppOrigins(senderUrl, appOrigins)) {
          log.warn('IPC refused: untrusted sender', { channel, sender: originOf(senderUrl) });
          throw new Error(REFUSED_SENDER);
        }
        if (!schema(received)) {
          log.warn('IPC refused: invalid arguments', { channel, count: received.length });
          throw new Error(REFUSED_ARGUMENTS);
        }
        return handler(...received);
      });
    },
    dispose() {
      for (const channel of registered) ipcMain.removeHandler(channel);
      registered.clear();
    },
  };
}

/** Enough to recognise the sender in a log, without a path or query that may carry secrets. */
function originOf(url: string | undefined): string {
  if (url === undefined) return 'no frame';
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'unparseable';
  }
}
