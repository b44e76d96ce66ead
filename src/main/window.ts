/**
 * The main window (SECURITY E1, E2).
 *
 * The security options are literals inside `new BrowserWindow({...})`: electronegativity only
 * recognises them there, and nothing from outside is spread into `webPreferences`. The
 * constructor is injected (a local named `BrowserWindow`), so tests capture the exact options.
 */
import type {
  BrowserWindow as ElectronBrowserWindow,
  BrowserWindowConstructorOptions,
} from 'electron';

/** The part of a `BrowserWindow` this module uses. */
export interface MainWindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  loadURL(url: string): Promise<void>;
}

export interface MainWindowOptions<W extends MainWindowLike = ElectronBrowserWindow> {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  /** Absolute path of the built preload, `out/preload/index.cjs`. */
  preloadPath: string;
  /** `app://shortlist/`, or the dev server's URL under `electron-vite dev`. */
  startUrl: string;
  onLoadFailed(error: unknown): void;
}

export const MAIN_WINDOW_SIZE = {
  width: 1280,
  height: 800,
  minWidth: 1024,
  minHeight: 680,
} as const;

export function createMainWindow<W extends MainWindowLike>(options: MainWindowOptions<W>): W {
  const { BrowserWindow, preloadPath } = options;
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 1024,
    minHeight: 680,
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
  // Shown once painted, so the user never sees a blank frame.
  window.once('ready-to-show', () => window.show());
  window.loadURL(options.startUrl).catch((error: unknown) => {
    options.onLoadFailed(error);
    window.show(); // a failed load must not leave an invisible, running app
  });
  return window;
}
