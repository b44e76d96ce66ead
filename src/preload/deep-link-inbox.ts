/**
 * `deepLinks.onLink` with a waiting room. Main sends a link once the page has loaded, but the
 * app subscribes only after it has started (it first waits for the API), so a link that finds no
 * listener waits here and goes to the first listener that stays subscribed. Handled once: a
 * waiting link is handed out a single time.
 */
import type { DeepLink, Unsubscribe } from '../shared/bridge';
import type { IpcRendererLike } from './ipc-renderer-like';

/** Links kept while nobody listens; more are dropped (main queues a few at most too). */
const MAX_WAITING_LINKS = 8;

export function createDeepLinkInbox(ipc: IpcRendererLike): {
  onLink(listener: (link: DeepLink) => void): Unsubscribe;
} {
  // One entry per subscription, so the same function subscribed twice is two entries.
  const listeners = new Set<{ listener: (link: DeepLink) => void }>();
  const waiting: DeepLink[] = [];

  const deliver = (link: DeepLink) => {
    for (const entry of [...listeners]) entry.listener(link);
  };

  ipc.on('deep-links:link', (_event, payload) => {
    const link = payload as DeepLink;
    if (listeners.size > 0) deliver(link);
    else if (waiting.length < MAX_WAITING_LINKS) waiting.push(link);
  });

  return {
    onLink(listener) {
      const entry = { listener };
      listeners.add(entry);
      // After the current task, not now: React's StrictMode subscribes, unsubscribes and
      // subscribes again in one go, and the waiting links belong to the subscription that stays.
      queueMicrotask(() => {
        if (listeners.has(entry)) for (const link of waiting.splice(0)) deliver(link);
      });
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
