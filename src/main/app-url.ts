/**
 * Where the app's own pages come from, and the one check that says whether a URL is one of them.
 * Pure: used by navigation guards, IPC sender checks and the protocol handler.
 */

/** The privileged custom scheme the bundled renderer is served from (see protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'shortlist';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The URL the main window loads in a built app. */
export const APP_START_URL = `${APP_ORIGIN}/`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True when `url` is on the app origin `appOrigin` (e.g. `app://shortlist`, or the dev server's
 * `http://localhost:5173`).
 *
 * Compares protocol and host (host includes the port) exactly, never with `startsWith`: WHATWG URL
 * gives the origin `'null'` for non-special schemes such as `app:`, so comparing `.origin` would
 * treat every `app:` URL alike. URLs carrying credentials (`app://shortlist@evil`) are refused
 * outright, whatever their host.
 */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const target = parse(url);
  const origin = parse(appOrigin);
  if (!target || !origin || origin.host === '') return false;
  if (target.username !== '' || target.password !== '') return false;
  return target.protocol === origin.protocol && target.host === origin.host;
}

/** True when `url` is on any of `appOrigins`. */
export function isOnAppOrigins(url: string, appOrigins: readonly string[]): boolean {
  return appOrigins.some((origin) => isAppUrl(url, origin));
}
