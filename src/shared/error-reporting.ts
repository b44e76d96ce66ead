/**
 * Error reporting (Sentry), the same rules for the server, the desktop's main process and the
 * page: on only when a DSN is configured, the brief's sampling (10% of traces and of sessions
 * in production, every session with an error), and nothing personal or secret sent
 * (docs/security.md G16): every event, transaction and breadcrumb passes through `scrubEvent`
 * or `scrubBreadcrumb` before it leaves the process.
 */

/** Where reports go and how they are labelled; null when reporting is off. */
export interface ErrorReportingConfig {
  dsn: string;
  /** `production`, `development`, …: sampling is the brief's in production only. */
  environment: string;
  /** `shortlist@{version}`. */
  release: string;
}

export interface SamplingRates {
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** The brief's figures: 10% of traces and of sessions in production, 100% of sessions with an error. */
export function samplingRates(environment: string): SamplingRates {
  const production = environment === 'production';
  return {
    tracesSampleRate: production ? 0.1 : 1,
    replaysSessionSampleRate: production ? 0.1 : 1,
    replaysOnErrorSampleRate: 1,
  };
}

/**
 * The config from a DSN setting (`SENTRY_DSN`): null when unset or not an http(s) URL, so a
 * typo turns reporting off rather than sending somewhere unexpected.
 */
export function errorReportingConfig(
  dsn: string | undefined,
  environment: string | undefined,
  version: string,
): ErrorReportingConfig | null {
  const value = dsn?.trim() ?? '';
  if (value === '') return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username === '') return null;
  } catch {
    return null;
  }
  return { dsn: value, environment: environment || 'production', release: `shortlist@${version}` };
}

/** The origin reports are sent to, for a page's CSP `connect-src`. */
export function reportingOrigin(config: ErrorReportingConfig | null): string | null {
  return config ? new URL(config.dsn).origin : null;
}

export const REDACTED = '[redacted]';

/** Keys whose values are secrets or personal, wherever they appear in an event. */
const SECRET_KEY =
  /pass(word|wd)?|secret|token|authorization|cookie|session|ticket|verifier|api[-_]?key|^code$|^state$|email|phone|^ip_address$|body$|contents?$|^variables$/i;
/** Headers worth keeping: they say what the client was, not who. */
const SAFE_HEADERS = new Set(['accept', 'content-type', 'content-length', 'user-agent', 'host']);

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /\b(bearer)\s+[^\s"',;]+/gi;
/** Our secret tokens (sessions, access, reset, impersonation, tickets): 32 random bytes, base64url. */
const SECRET_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
/** `?token=…`, `&code=…` and friends in URLs and messages. */
const SECRET_PARAM =
  /([?&#;](?:[\w.-]*(?:token|code|state|ticket|verifier|password|secret|session|email)[\w.-]*)=)[^&#\s"']*/gi;

/** A failed query's parameters as Drizzle appends them to its message: any value of any row. */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;

/** A string with emails, bearer credentials, secret tokens and secret URL parameters redacted. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(SECRET_TOKEN, REDACTED);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] =
      SECRET_KEY.test(key) && item !== null && item !== undefined
        ? REDACTED
        : scrubValue(item, depth + 1);
  }
  return scrubbed;
}

interface ScrubbableEvent {
  user?: { id?: unknown } & Record<string, unknown>;
  request?: {
    headers?: Record<string, string>;
    cookies?: unknown;
    data?: unknown;
    query_string?: unknown;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * An event (error or transaction) fit to send: the user reduced to an id, request bodies,
 * cookies and all but harmless headers dropped, and every string of the rest through
 * `scrubText`, every secret-looking key's value redacted. A pure function of its input.
 */
export function scrubEvent<Event extends object>(event: Event): Event {
  const { user, request, ...rest } = event as ScrubbableEvent;
  const scrubbed = scrubValue(rest, 0) as ScrubbableEvent;
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  if (request) {
    const { headers, cookies: _cookies, data: _data, query_string: query, ...details } = request;
    scrubbed.request = {
      ...(scrubValue(details, 0) as Record<string, unknown>),
      ...(headers && {
        headers: Object.fromEntries(
          Object.entries(headers).filter(([name]) => SAFE_HEADERS.has(name.toLowerCase())),
        ),
      }),
      ...(typeof query === 'string' &&
        query !== '' && { query_string: scrubText(`?${query}`).slice(1) }),
    };
  }
  return scrubbed as Event;
}

/** A breadcrumb fit to send: its message and data through the same rules as an event's. */
export function scrubBreadcrumb<Breadcrumb extends object>(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, 0) as Breadcrumb;
}
