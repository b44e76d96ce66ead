import type { Unsubscribe } from '../../../shared/bridge';

/** A minimal event: the Apollo error link fires it, the session provider listens. */
export interface Signal {
  emit(): void;
  subscribe(listener: () => void): Unsubscribe;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    emit() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
