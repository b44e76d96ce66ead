import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from './logger';
import { closeOnQuit } from './shutdown';

function fakeApp() {
  const emitter = new EventEmitter();
  const quit = vi.fn();
  const app = {
    on: (event: 'will-quit', listener: (event: { preventDefault(): void }) => void) =>
      emitter.on(event, listener),
    quit,
  };
  const willQuit = () => {
    const preventDefault = vi.fn();
    emitter.emit('will-quit', { preventDefault });
    return preventDefault;
  };
  return { app, quit, willQuit };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('closeOnQuit', () => {
  it('holds the quit until services close, then quits for real', async () => {
    const { app, quit, willQuit } = fakeApp();
    let finish!: () => void;
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    closeOnQuit(app, close, { log: createMemoryLogger() });

    expect(willQuit()).toHaveBeenCalledOnce();
    expect(willQuit()).toHaveBeenCalledOnce(); // a second quit while closing is held too
    expect(close).toHaveBeenCalledOnce();
    expect(quit).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    expect(willQuit()).not.toHaveBeenCalled();
  });

  it('quits even if closing fails', async () => {
    const { app, quit, willQuit } = fakeApp();
    const log = createMemoryLogger();
    closeOnQuit(app, () => Promise.reject(new Error('boom')), { log });
    willQuit();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    expect(log.entries.map((entry) => entry.level)).toContain('error');
  });

  it('quits after the timeout if closing hangs', async () => {
    vi.useFakeTimers();
    const { app, quit, willQuit } = fakeApp();
    closeOnQuit(app, () => new Promise<void>(() => {}), {
      log: createMemoryLogger(),
      timeoutMs: 1000,
    });
    willQuit();
    await vi.advanceTimersByTimeAsync(999);
    expect(quit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(quit).toHaveBeenCalledOnce();
  });
});
