/**
 * Navigation and window rules for every web contents the app creates (docs/security.md E4, E5).
 * index.ts applies them from `app.on('web-contents-created')`, so no window can be missed.
 */
import { isOnAppOrigins } from './app-url';
import { externalLinkPolicy, type OpenExternal } from './external-links';
import type { Logger } from './logger';

interface NavigationEvent {
  preventDefault(): void;
}

/** The part of Electron's `WebContents` this module uses; tests pass a fake. */
export interface HardenableWebContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface HardeningOptions {
  /** Where the app's pages are loaded from: `app://shortlist`, or the dev server in development. */
  appOrigins: readonly string[];
  openExternal: OpenExternal;
  log: Logger;
}

export function hardenWebContents(
  contents: HardenableWebContents,
  options: HardeningOptions,
): void {
  const { appOrigins, openExternal, log } = options;

  /** Opens an allowed link outside the app; the renderer's URL never reaches `shell` unchecked. */
  const openOutside = (url: string): void => {
    const allowed = externalLinkPolicy(url);
    if (!allowed.ok) {
      log.warn('Refused to open a link outside the app', { scheme: schemeOf(url) });
      return;
    }
    openExternal(allowed.value).catch((error: unknown) =>
      log.warn('Could not open a link outside the app', { error }),
    );
  };

  // A plain link click (not target=_blank) to https:/mailto: still opens outside, as users expect.
  contents.on('will-navigate', (event, url) => {
    if (isOnAppOrigins(url, appOrigins)) return;
    event.preventDefault();
    openOutside(url);
  });

  // A redirect to elsewhere is the server's doing, not the user's: stop it, open nothing.
  contents.on('will-redirect', (event, url) => {
    if (isOnAppOrigins(url, appOrigins)) return;
    event.preventDefault();
    log.warn('Refused a redirect away from the app', { scheme: schemeOf(url) });
  });

  contents.on('will-attach-webview', (event) => event.preventDefault());

  // No popups, ever: the app has one window. Allowed links go to the system browser.
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
}

/** Logs say what kind of URL was refused without writing out a URL that may carry a token. */
function schemeOf(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return 'unparseable';
  }
}
