/**
 * The typed wrapper for one-way events from main to the renderer (`EventChannels` in
 * src/shared/bridge.ts). The preload turns each into an `onX` subscription.
 */
import type { EventChannel, EventChannels } from '../../shared/bridge';

/** The slice of a `BrowserWindow` needed to send it an event. */
export interface EventTarget {
  isDestroyed(): boolean;
  readonly webContents: { send(channel: string, ...args: unknown[]): void };
}

/** Sends `payload` on `event`; a window already closed is skipped. Returns whether it was sent. */
export function send<E extends EventChannel>(
  target: EventTarget,
  event: E,
  payload: EventChannels[E],
): boolean {
  if (target.isDestroyed()) return false;
  target.webContents.send(event, payload);
  return true;
}
