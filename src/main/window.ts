/**
 * The main window (docs/security.md E1, E2).
 *
 * The security options are literals inside `new BrowserWindow({...})`: electronegativity only
 * recognises them there, and nothing from outside is spread into `webPreferences`. The
 * constructor is injected (a local named `BrowserWindow`), so tests capture the exact options.
 * Where it opens comes from `restoreWindowState` (window-state.ts); `trackWindowState` saves it.
 */
import type {
  BrowserWindow as ElectronBrowserWindow,
  BrowserWindowConstructorOptions,
} from 'electron';
import { DEFAULT_WINDOW_SIZE, MIN_WINDOW_SIZE, type WindowPlacement } from './window-state';

/** The part of a `BrowserWindow` this module uses. */
export interface MainWindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  maximize(): void;
  loadURL(url: string): Promise<void>;
}

export interface MainWindowOptions<W extends MainWindowLike = ElectronBrowserWindow> {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  /** Absolute path of the built preload, `out/preload/index.cjs`. */
  preloadPath: string;
  /** `app://shortlist/`, or the dev server's URL under `electron-vite dev`. */
  startUrl: string;
  onLoadFailed(error: unknown): void;
  /** Saved size, position and maximised state; absent: the default size, centred. */
  placement?: WindowPlacement;
}

export const MAIN_WINDOW_SIZE = {
  ...DEFAULT_WINDOW_SIZE,
  minWidth: MIN_WINDOW_SIZE.width,
  minHeight: MIN_WINDOW_SIZE.height,
} as const;

export function createMainWindow<W extends MainWindowLike>(options: MainWindowOptions<W>): W {
  const { BrowserWindow, preloadPath } = options;
  const placement: WindowPlacement = options.placement ?? {
    bounds: { ...DEFAULT_WINDOW_SIZE },
    isMaximized: false,
  };
  const window = new BrowserWindow({
    // Numbers from window-state.ts; without a saved position, x and y are undefined: centred.
    width: placement.bounds.width,
    height: placement.bounds.height,
    x: placement.bounds.x,
    y: placement.bounds.y,
    center: placement.bounds.x === undefined,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Shortlist',
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      preload: preloadPath,
    },
  });
  // Shown once painted, so the user never sees a blank frame; maximising also shows it.
  window.once('ready-to-show', () => {
    if (placement.isMaximized) window.maximize();
    window.show();
  });
  window.loadURL(options.startUrl).catch((error: unknown) => {
    options.onLoadFailed(error);
    window.show(); // a failed load must not leave an invisible, running app
  });
  return window;
}
