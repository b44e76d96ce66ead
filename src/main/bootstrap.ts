/**
 * The first thing main does, synchronously at top level and before `ready` (docs/security.md D1–D4):
 * take the single-instance lock, listen for deep links from every source, read the launch
 * arguments, and register the `shortlist:` scheme with the OS.
 *
 *   - Windows and Linux: opening a link while the app runs starts a second instance, which hands
 *     its arguments to this one (`second-instance`) and quits.
 *   - macOS: links arrive as `open-url`, possibly before `ready` when they launched the app.
 *   - A cold start through a link carries it in `process.argv`.
 */
import { DEEP_LINK_SCHEME } from '../shared/deep-links';
import { findDeepLinkInArgv, type DeepLinkSource } from './deep-links';

/** The slice of Electron's `app` this needs. */
export interface BootstrapApp {
  readonly isPackaged: boolean;
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(
    event: 'open-url',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
  setAsDefaultProtocolClient(protocol: string): boolean;
}

export interface BootstrapOptions {
  /** This process's arguments (`process.argv`). */
  argv: readonly string[];
  /** Every raw link, from any source; the deep-link router parses it. */
  onLink(raw: string, source: DeepLinkSource): void;
  /** Someone opened the app again (a link or the launcher): bring the window forward. */
  onReopened(): void;
}

/**
 * Returns false in a second instance: it has handed over (Electron passes its argv to the first
 * instance's `second-instance`) and is quitting, so the caller must start nothing.
 */
export function bootstrap(app: BootstrapApp, options: BootstrapOptions): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }

  app.on('open-url', (event, url) => {
    event.preventDefault();
    options.onLink(url, 'open-url');
    options.onReopened();
  });
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkInArgv(argv);
    if (link !== undefined) options.onLink(link, 'second-instance');
    options.onReopened();
  });

  const launchLink = findDeepLinkInArgv(options.argv);
  if (launchLink !== undefined) options.onLink(launchLink, 'launch');

  // Unpackaged, the executable is the development Electron binary: registering it would send
  // every shortlist:// link on this machine to whatever project it runs next.
  if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  return true;
}
