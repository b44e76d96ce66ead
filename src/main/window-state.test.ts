import type { BrowserWindow } from 'electron';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createMapSettingsStore } from './settings';
import {
  DEFAULT_WINDOW_SIZE,
  isReachable,
  readSavedWindowState,
  restoreWindowState,
  SAVE_DELAY_MS,
  trackWindowState,
  WINDOW_STATE_SETTING,
  type Rectangle,
  type TrackedWindow,
} from './window-state';

/** A 1920×1080 display with a 25 px menu bar, and a second one to its right. */
const primary: Rectangle = { x: 0, y: 25, width: 1920, height: 1055 };
const secondary: Rectangle = { x: 1920, y: 0, width: 2560, height: 1440 };

function storeWith(bounds: Rectangle, isMaximized = false) {
  return createMapSettingsStore({ [WINDOW_STATE_SETTING]: { bounds, isMaximized } });
}

const centredDefault = { bounds: { ...DEFAULT_WINDOW_SIZE }, isMaximized: false };

describe('restoreWindowState', () => {
  it('opens at the default size, centred, the first time', () => {
    expect(restoreWindowState(createMapSettingsStore(), [primary])).toEqual(centredDefault);
  });

  it('restores the saved bounds and maximised state', () => {
    const bounds = { x: 100, y: 80, width: 1400, height: 900 };
    expect(restoreWindowState(storeWith(bounds, true), [primary])).toEqual({
      bounds,
      isMaximized: true,
    });
  });

  it('restores a window on the second display while it is connected', () => {
    const bounds = { x: 2200, y: 100, width: 1400, height: 900 };
    expect(restoreWindowState(storeWith(bounds), [primary, secondary]).bounds).toEqual(bounds);
  });

  it('falls back to the default, centred, when its display is gone', () => {
    const bounds = { x: 2200, y: 100, width: 1400, height: 900 };
    expect(restoreWindowState(storeWith(bounds), [primary])).toEqual(centredDefault);
  });

  it('keeps maximised even when the position is not restored', () => {
    const bounds = { x: 5000, y: 100, width: 1400, height: 900 };
    expect(restoreWindowState(storeWith(bounds, true), [primary])).toEqual({
      ...centredDefault,
      isMaximized: true,
    });
  });

  it('grows a saved size below the minimum', () => {
    const bounds = { x: 10, y: 40, width: 300, height: 200 };
    expect(restoreWindowState(storeWith(bounds), [primary]).bounds).toEqual({
      x: 10,
      y: 40,
      width: 1024,
      height: 680,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'big'],
    ['no bounds', { isMaximized: false }],
    ['a missing coordinate', { bounds: { x: 1, width: 1400, height: 900 }, isMaximized: false }],
    ['a fraction', { bounds: { x: 1.5, y: 1, width: 1400, height: 900 }, isMaximized: false }],
    ['NaN', { bounds: { x: NaN, y: 1, width: 1400, height: 900 }, isMaximized: false }],
    ['a zero width', { bounds: { x: 1, y: 1, width: 0, height: 900 }, isMaximized: false }],
    ['a huge offset', { bounds: { x: 1e9, y: 1, width: 1400, height: 900 }, isMaximized: false }],
    ['a string flag', { bounds: { x: 1, y: 1, width: 1400, height: 900 }, isMaximized: 'yes' }],
  ])('treats a malformed saved state (%s) as absent', (_name, value) => {
    const store = createMapSettingsStore({ [WINDOW_STATE_SETTING]: value });
    expect(readSavedWindowState(store)).toBeUndefined();
    expect(restoreWindowState(store, [primary])).toEqual(centredDefault);
  });
});

describe('isReachable', () => {
  const size = { width: 1400, height: 900 };
  it.each<[string, Rectangle, boolean]>([
    ['fully on the display', { x: 100, y: 100, ...size }, true],
    ['hanging off the right edge, title bar partly on screen', { x: 1700, y: 100, ...size }, true],
    ['only 50 px of title bar left on screen', { x: 1870, y: 100, ...size }, false],
    ['off the left edge', { x: -1500, y: 100, ...size }, false],
    ['title bar above the work area (under the menu bar)', { x: 100, y: 0, ...size }, false],
    ['title bar below the bottom', { x: 100, y: 1070, ...size }, false],
    ['on a display that is not there', { x: -3000, y: -2000, ...size }, false],
  ])('%s → %s', (_name, bounds, expected) => {
    expect(isReachable(bounds, [primary])).toBe(expected);
  });

  it('accepts a title bar straddling two displays', () => {
    expect(isReachable({ x: 1870, y: 100, ...size }, [primary, secondary])).toBe(true);
  });

  it('finds nothing reachable without displays', () => {
    expect(isReachable({ x: 0, y: 100, ...size }, [])).toBe(false);
  });
});

class FakeWindow implements TrackedWindow {
  readonly listeners = new Map<string, () => void>();
  bounds: Rectangle = { x: 10, y: 40, width: 1280, height: 800 };
  maximized = false;
  destroyed = false;
  on(event: string, listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
  emit(event: string) {
    this.listeners.get(event)?.();
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  isMaximized() {
    return this.maximized;
  }
  isDestroyed() {
    return this.destroyed;
  }
}

describe('trackWindowState', () => {
  it('takes a real BrowserWindow', () => {
    expectTypeOf<BrowserWindow>().toExtend<TrackedWindow>();
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function track() {
    const window = new FakeWindow();
    const store = createMapSettingsStore();
    const set = vi.spyOn(store, 'set');
    const stop = trackWindowState(window, store);
    return { window, store, set, stop };
  }

  it('saves once moves and resizes settle', () => {
    const { window, store, set } = track();
    window.bounds = { x: 20, y: 50, width: 1300, height: 820 };
    window.emit('move');
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    window.emit('resize');
    window.bounds = { x: 20, y: 50, width: 1500, height: 900 };
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenCalledOnce();
    expect(readSavedWindowState(store)).toEqual({
      bounds: { x: 20, y: 50, width: 1500, height: 900 },
      isMaximized: false,
    });
  });

  it('saves at once on close, dropping the pending save', () => {
    const { window, store, set } = track();
    window.emit('resize');
    window.bounds = { x: 30, y: 60, width: 1200, height: 700 };
    window.emit('close');
    expect(readSavedWindowState(store)?.bounds).toEqual({ x: 30, y: 60, width: 1200, height: 700 });
    window.destroyed = true;
    vi.runAllTimers();
    expect(set).toHaveBeenCalledOnce();
  });

  it('keeps the normal bounds under a maximised window', () => {
    const { window, store } = track();
    window.maximized = true; // getNormalBounds still answers the unmaximised bounds
    window.emit('maximize');
    expect(readSavedWindowState(store)).toEqual({
      bounds: { x: 10, y: 40, width: 1280, height: 800 },
      isMaximized: true,
    });
    window.maximized = false;
    window.emit('unmaximize');
    expect(readSavedWindowState(store)?.isMaximized).toBe(false);
  });

  it('rounds fractional bounds (scaled displays)', () => {
    const { window, store } = track();
    window.bounds = { x: 10.4, y: 40.6, width: 1280.5, height: 799.5 };
    window.emit('close');
    expect(readSavedWindowState(store)?.bounds).toEqual({ x: 10, y: 41, width: 1281, height: 800 });
  });

  it('does not touch a destroyed window', () => {
    const { window, set } = track();
    window.emit('move');
    window.destroyed = true;
    vi.runAllTimers();
    expect(set).not.toHaveBeenCalled();
  });

  it('can be stopped', () => {
    const { window, set, stop } = track();
    window.emit('resize');
    stop();
    vi.runAllTimers();
    expect(set).not.toHaveBeenCalled();
  });

  it('round-trips: what it saves is what restore opens', () => {
    const { window, store } = track();
    window.bounds = { x: 200, y: 100, width: 1440, height: 900 };
    window.emit('close');
    expect(restoreWindowState(store, [primary])).toEqual({
      bounds: { x: 200, y: 100, width: 1440, height: 900 },
      isMaximized: false,
    });
  });
});
