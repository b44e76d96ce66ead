/**
 * Serving the bundled renderer from `app://shortlist/` (docs/security.md E2, E3).
 *
 * A privileged standard scheme rather than `file://`: pages get a real origin (so the API can
 * allow it with CORS and IPC can check it), `fetch` works, and nothing else on disk is reachable.
 * Everything here is plain Node; index.ts hands the handler to `protocol.handle`.
 */
import { readFile as fsReadFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-url';

/** For `protocol.registerSchemesAsPrivileged`, which must run before `app` is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
} as const;

/** Names Windows opens as devices whatever the folder (reading `con.js` would block on the console). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

export type AppFileResolution = { ok: true; path: string } | { ok: false; reason: string };

/**
 * Maps the (still percent-encoded) path of an `app://shortlist/…` request to a file under
 * `rootDir`, or refuses it.
 *
 * Each segment is decoded on its own and refused if it is `.`/`..`, empty (`//`), or contains a
 * slash, backslash, colon (drive letters, NTFS streams) or NUL, or names a Windows device, so encoded tricks (`%2e%2e`,
 * `%2f`, `%5c`, `%00`) cannot climb out; the resolved path is checked to be inside `rootDir` as a
 * second line. A last segment without an extension is a client-side route: index.html serves it.
 */
export function resolveAppFile(rootDir: string, rawPathname: string): AppFileResolution {
  if (!rawPathname.startsWith('/')) return { ok: false, reason: 'relative path' };
  const trimmed = rawPathname.slice(1).replace(/\/$/, '');
  const segments: string[] = [];
  if (trimmed !== '') {
    for (const raw of trimmed.split('/')) {
      let segment: string;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return { ok: false, reason: 'malformed escape' };
      }
      if (segment === '' || segment === '.' || segment === '..')
        return { ok: false, reason: 'dot or empty segment' };
      if (/[/\\:\0]/.test(segment)) return { ok: false, reason: 'forbidden character' };
      if (WINDOWS_DEVICE.test(segment)) return { ok: false, reason: 'device name' };
      segments.push(segment);
    }
  }

  const last = segments.at(-1);
  const isRoute = last === undefined || extname(last) === '';
  const root = resolve(rootDir);
  const path = isRoute ? resolve(root, 'index.html') : resolve(root, ...segments);
  if (!path.startsWith(root + sep)) return { ok: false, reason: 'outside the renderer folder' };
  return { ok: true, path };
}

/**
 * The page's Content-Security-Policy. `apiSource` is the API origin, or `http://127.0.0.1:*` while
 * the embedded server's random port is not known yet (the window paints before it listens).
 * No `unsafe-eval`; inline styles are allowed because antd's CSS-in-JS injects them.
 */
export function contentSecurityPolicy(apiSource: string, reportingOrigin?: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiSource}`,
    "font-src 'self' data:",
    // Error reports go straight to Sentry when SENTRY_DSN is set (error-reporting.ts).
    ['connect-src', "'self'", apiSource, ...(reportingOrigin ? [reportingOrigin] : [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface AppProtocolOptions {
  /** The built renderer, `out/renderer`. */
  rootDir: string;
  /** Called per HTML response, so the policy follows the API origin once it is known. */
  contentSecurityPolicy: () => string;
  readFile?: (path: string) => Promise<Uint8Array>;
}

/** The `protocol.handle('app', …)` handler. */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const readFile = options.readFile ?? fsReadFile;
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return new Response(null, { status: 400 });
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST)
      return new Response(null, { status: 404 });

    const resolved = resolveAppFile(options.rootDir, url.pathname);
    if (!resolved.ok) return new Response(null, { status: 403 });

    let body: Uint8Array;
    try {
      body = await readFile(resolved.path);
    } catch {
      return new Response(null, { status: 404 });
    }
    const type = contentTypeFor(resolved.path);
    const headers = new Headers({ 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' });
    if (type.startsWith('text/html')) {
      headers.set('Content-Security-Policy', options.contentSecurityPolicy());
      headers.set('Cache-Control', 'no-cache');
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers,
    });
  };
}
