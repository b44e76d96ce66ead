/**
 * The main window's size, position and maximised state, remembered in settings (electron-store).
 *
 * Restored only where it can still be seen: the saved title bar has to lie on the work area of a
 * display that is connected now (a window saved on an unplugged monitor, or above the top of the
 * screen, would otherwise open where nobody can reach it). Otherwise the window opens at its
 * default size, centred. Saved on move and resize (debounced) and on close.
 * Pure: the settings store and the window are passed in; `index.ts` gives the displays' work areas
 * (`screen.getAllDisplays()`, after `ready`).
 */
import type { SettingsStore } from './settings';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What `createMainWindow` opens with: no `x`/`y` means centred. */
export interface WindowPlacement {
  bounds: { width: number; height: number; x?: number; y?: number };
  isMaximized: boolean;
}

/** What is kept in settings: the window's normal (not maximised) bounds, and whether it was maximised. */
export interface SavedWindowState {
  bounds: Rectangle;
  isMaximized: boolean;
}

export const WINDOW_STATE_SETTING = 'windowState.main';

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 1024, height: 680 } as const;

/** How much of the title bar must be on a display for the window to be reachable. */
const TITLE_BAR_HEIGHT = 32;
const MIN_VISIBLE_TITLE_WIDTH = 100;
/** Beyond any real display arrangement: a larger number is a corrupt or edited file. */
const MAX_COORDINATE = 100_000;

export const SAVE_DELAY_MS = 500;

/** The saved state, or undefined when absent or malformed (the file is user-editable). */
export function readSavedWindowState(store: SettingsStore): SavedWindowState | undefined {
  const value = store.get(WINDOW_STATE_SETTING);
  if (typeof value !== 'object' || value === null) return undefined;
  const { bounds, isMaximized } = value as Record<string, unknown>;
  if (!isRectangle(bounds) || typeof isMaximized !== 'boolean') return undefined;
  return { bounds, isMaximized };
}

function isRectangle(value: unknown): value is Rectangle {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y, width, height } = value as Record<string, unknown>;
  const coordinate = (n: unknown) =>
    typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= MAX_COORDINATE;
  return (
    coordinate(x) &&
    coordinate(y) &&
    coordinate(width) &&
    coordinate(height) &&
    (width as number) > 0 &&
    (height as number) > 0
  );
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/**
 * Whether a window at `bounds` could be grabbed by its title bar: at least 100 px of its top strip
 * (or all of it, for a narrower window) lies on one display's work area, vertically whole.
 */
export function isReachable(bounds: Rectangle, workAreas: readonly Rectangle[]): boolean {
  const titleBar = { ...bounds, height: Math.min(TITLE_BAR_HEIGHT, bounds.height) };
  return workAreas.some((area) => {
    const { width, height } = overlap(titleBar, area);
    return width >= Math.min(MIN_VISIBLE_TITLE_WIDTH, titleBar.width) && height >= titleBar.height;
  });
}

/** Where to open the main window: the saved bounds if still reachable, else the default, centred. */
export function restoreWindowState(
  store: SettingsStore,
  workAreas: readonly Rectangle[],
): WindowPlacement {
  const saved = readSavedWindowState(store);
  if (saved === undefined) return { bounds: { ...DEFAULT_WINDOW_SIZE }, isMaximized: false };
  const bounds = {
    ...saved.bounds,
    width: Math.max(saved.bounds.width, MIN_WINDOW_SIZE.width),
    height: Math.max(saved.bounds.height, MIN_WINDOW_SIZE.height),
  };
  // Maximised is kept even when the position is not: the window then maximises on the display
  // it opens on.
  if (!isReachable(bounds, workAreas)) {
    return { bounds: { ...DEFAULT_WINDOW_SIZE }, isMaximized: saved.isMaximized };
  }
  return { bounds, isMaximized: saved.isMaximized };
}

/** The part of a `BrowserWindow` the tracker uses. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  /** The bounds the window has when neither maximised, minimised nor full screen. */
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isDestroyed(): boolean;
}

export interface TrackWindowStateOptions {
  delayMs?: number;
}

/**
 * Saves the window's state into settings: after moves and resizes settle (`delayMs`), and at once
 * on maximise, unmaximise and close. Returns a function that cancels a pending save.
 */
export function trackWindowState(
  window: TrackedWindow,
  store: SettingsStore,
  { delayMs = SAVE_DELAY_MS }: TrackWindowStateOptions = {},
): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };
  const save = () => {
    cancel();
    if (window.isDestroyed()) return;
    const { x, y, width, height } = window.getNormalBounds();
    const state: SavedWindowState = {
      bounds: {
        x: Math.round(x),
        y: Math.round(y),
        width: Math.round(width),
        height: Math.round(height),
      },
      isMaximized: window.isMaximized(),
    };
    if (isRectangle(state.bounds)) store.set(WINDOW_STATE_SETTING, state);
  };
  const saveLater = () => {
    cancel();
    pending = setTimeout(save, delayMs);
  };
  window.on('resize', saveLater);
  window.on('move', saveLater);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', save);
  return cancel;
}
