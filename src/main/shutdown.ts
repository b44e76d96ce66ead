/**
 * Closing services before the process exits. Electron does not wait for promises on quit, so the
 * first `will-quit` is held, the services close (or time out), and quit runs again.
 */
import type { Logger } from './logger';

export interface QuittingApp {
  on(event: 'will-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

export function closeOnQuit(
  app: QuittingApp,
  close: () => Promise<void>,
  options: { log: Logger; timeoutMs?: number },
): void {
  const timeoutMs = options.timeoutMs ?? 5000;
  let state: 'running' | 'closing' | 'closed' = 'running';
  app.on('will-quit', (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        options.log.warn('Services did not close in time; quitting anyway', { timeoutMs });
        resolve();
      }, timeoutMs);
    });
    Promise.race([close(), timeout])
      .catch((error: unknown) => options.log.error('Closing services failed', { error }))
      .finally(() => {
        clearTimeout(timer);
        state = 'closed';
        app.quit();
      });
  });
}
