/**
 * Which API the app talks to, and the embedded server's lifetime (docs/design.md "Modes").
 *
 * Embedded (default): the API server from src/server runs in this process on 127.0.0.1 with a
 * random port and PGlite files under user data. Remote: `SHORTLIST_API_URL`, or the stored
 * `apiUrl` setting, names an https server. The server is started without being awaited, so the
 * window paints meanwhile; `ready()` is what `app:get-config` waits for.
 */
import type { Result } from '../shared/bridge';
import type { ErrorReporter } from '../server/platform/error-reporting';
import type { Logger } from './logger';

export type ApiChoice = { mode: 'embedded' } | { mode: 'remote'; apiUrl: string };

export const INVALID_API_URL =
  'The API URL must be an https:// origin, such as https://api.example.com.';

/** An https origin with no credentials, path, query or fragment; returned as its origin. */
export function parseRemoteApiUrl(value: string): Result<string> {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, error: INVALID_API_URL };
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '';
  if (
    url.protocol !== 'https:' ||
    url.hostname === '' ||
    url.username !== '' ||
    url.password !== '' ||
    !bare
  ) {
    return { ok: false, error: INVALID_API_URL };
  }
  return { ok: true, value: url.origin };
}

/**
 * The environment variable wins over the stored setting. An invalid value is not fatal: the app
 * falls back to its own embedded API and says why in the log.
 */
export function chooseApi(sources: { env?: string; stored?: unknown }): {
  choice: ApiChoice;
  warnings: string[];
} {
  const warnings: string[] = [];
  const candidates: [string, unknown][] = [
    ['SHORTLIST_API_URL', sources.env],
    ['the apiUrl setting', sources.stored],
  ];
  for (const [source, value] of candidates) {
    if (value === undefined || value === null || value === '') continue;
    const parsed =
      typeof value === 'string'
        ? parseRemoteApiUrl(value)
        : ({ ok: false, error: INVALID_API_URL } as const);
    if (parsed.ok) return { choice: { mode: 'remote', apiUrl: parsed.value }, warnings };
    warnings.push(`Ignoring ${source}: ${parsed.error}`);
  }
  return { choice: { mode: 'embedded' }, warnings };
}

/** The slice of src/server/start.ts this module needs (kept structural, so tests pass a fake). */
export type StartServer = (options: {
  mode: 'embedded';
  host: string;
  port: number;
  dataDir: string;
  corsOrigins?: readonly string[];
  /** How the data folder's lock names this app to a second process (server/db/folder-lock.ts). */
  purpose: string;
  /** Main's error reporting, which the server tells what it did not expect. */
  errorReporter?: ErrorReporter;
}) => Promise<{ url: string; close(): Promise<void> }>;

/** Where the embedded server keeps its data, and what it lets in. */
export interface EmbeddedServerOptions {
  dataDir: string;
  /** The dev server's origin under `electron-vite dev`; the app:// origin is always allowed. */
  corsOrigins?: readonly string[];
  errorReporter?: ErrorReporter;
}

export interface ApiEndpoint {
  apiUrl: string;
  mode: 'embedded' | 'remote';
}

export interface ApiService {
  readonly mode: 'embedded' | 'remote';
  /** Starts the embedded server if there is one; returns at once. */
  start(): void;
  /** Resolves when the API can take requests; rejects if the embedded server failed to start. */
  ready(): Promise<ApiEndpoint>;
  /** The CSP source for the API: exact once known, `http://127.0.0.1:*` while the port is not. */
  cspSource(): string;
  /** Stops the embedded server (waiting for it to finish starting, if need be). */
  close(): Promise<void>;
}

export const EMBEDDED_HOST = '127.0.0.1';
/** The embedded server's port is random; the page's CSP allows the loopback host until it is known. */
const EMBEDDED_CSP_SOURCE = `http://${EMBEDDED_HOST}:*`;

export const API_START_FAILED = 'The local Shortlist server could not start.';

export function createApiService(
  choice: ApiChoice,
  deps: { startServer: StartServer; server: EmbeddedServerOptions; log: Logger },
): ApiService {
  if (choice.mode === 'remote') {
    const endpoint: ApiEndpoint = { apiUrl: choice.apiUrl, mode: 'remote' };
    return {
      mode: 'remote',
      start: () => deps.log.info('Using a remote API', { apiUrl: choice.apiUrl }),
      ready: () => Promise.resolve(endpoint),
      cspSource: () => choice.apiUrl,
      close: () => Promise.resolve(),
    };
  }

  let starting: Promise<{ endpoint: ApiEndpoint; close(): Promise<void> }> | undefined;
  let known: ApiEndpoint | undefined;
  let closing: Promise<void> | undefined;

  const launch = async () => {
    const server = await deps.startServer({
      mode: 'embedded',
      host: EMBEDDED_HOST,
      port: 0,
      purpose: 'the Shortlist desktop app',
      ...deps.server,
    });
    const url = new URL(server.url);
    if (url.hostname !== EMBEDDED_HOST) {
      // The page's CSP and the API's CORS expect loopback; anything else is a bug in the server options.
      await server.close();
      throw new Error(`The embedded server listens on ${url.hostname}, not ${EMBEDDED_HOST}`);
    }
    known = { apiUrl: url.origin, mode: 'embedded' };
    deps.log.info('Embedded API ready', { apiUrl: known.apiUrl });
    return { endpoint: known, close: () => server.close() };
  };

  const start = () => {
    if (closing) return Promise.reject(new Error('The API has been closed'));
    if (!starting) {
      starting = launch();
      // Logged here once; callers of ready() get the rejection themselves.
      starting.catch((error: unknown) => deps.log.error(API_START_FAILED, { error }));
    }
    return starting;
  };

  return {
    mode: 'embedded',
    start: () => void start(),
    ready: async () => {
      try {
        return (await start()).endpoint;
      } catch {
        throw new Error(API_START_FAILED);
      }
    },
    cspSource: () => known?.apiUrl ?? EMBEDDED_CSP_SOURCE,
    close: () =>
      (closing ??= (async () => {
        const server = await starting?.catch(() => undefined);
        await server?.close();
      })()),
  };
}
