/** How an app is built: the options every mode passes to `buildApp` (app.ts). */
import type { BackgroundTasks } from './background-tasks';
import type { ErrorReporter } from './error-reporting';
import type { ErrorReportingConfig } from '../../shared/error-reporting';
import type { LimitOverrides, LimitStore } from './limits';
import type { Database } from '../db/client';
import type { SmsSender } from './sms/sms-sender';
import type { TwilioOptions } from './sms/twilio-sender';

export type ServerMode = 'embedded' | 'web' | 'server';

export interface AppOptions {
  db: Database;
  mode: ServerMode;
  /** Serve the built UI from this folder, with the SPA fallback. */
  rendererDir?: string;
  /** Cross-origin callers allowed besides the desktop app (`app://shortlist`). */
  corsOrigins?: readonly string[];
  log?: boolean;
  /** Where log lines go when `log` is on: standard output unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Told of what the server did not expect (platform/error-reporting.ts); default: nobody. */
  errorReporter?: ErrorReporter;
  /** Where the served page reports its errors (`GET /api/client-config`); default: nowhere. */
  clientErrorReporting?: ErrorReportingConfig | null;
  /**
   * Trust `X-Forwarded-For` from these proxies (or all, with `true`): only behind a
   * reverse proxy, so per-IP limits see real clients rather than the proxy.
   */
  trustProxy?: boolean | string[];
  /**
   * Answer only requests addressed to this machine's loopback name and port (web mode and
   * the embedded server when they listen on loopback; http/loopback-host.ts).
   */
  loopbackOnly?: boolean;
  /**
   * Rate limits by row name (platform/limits.ts), e.g. `{ loginPerIp: { limit: 2, windowMs } }`,
   * or `'off'` for all of them (RATE_LIMITS=off; never in server mode).
   */
  limits?: LimitOverrides;
  /**
   * Where rate limits count: `memory` (one process; the default), `database`, so several
   * server processes on one PostgreSQL share their counts (start.ts picks it for DATABASE_URL),
   * or a store of the caller's (Redis with REDIS_URL: platform/redis-limit-store.ts).
   */
  limitStore?: 'memory' | 'database' | LimitStore;
  /** The clock for token expiry and rate limits; tests move it. */
  now?: () => Date;
  /**
   * Where uploaded files (`files/`) and, without SMTP, outgoing mail (`outbox/`) are kept:
   * the CLI's DATA_DIR, the desktop app's data folder. Unset, a temporary folder that
   * closing the app deletes.
   */
  dataDir?: string;
  /** SMTP server for outgoing mail (SMTP_URL); unset, mail goes to `${dataDir}/outbox`. */
  smtpUrl?: string;
  /** The From of outgoing mail (MAIL_FROM). */
  mailFrom?: string;
  /** Twilio's account (TWILIO_*) for text messages; unset, texts go to `${dataDir}/outbox`. */
  twilio?: TwilioOptions;
  /** Sends the text messages instead of Twilio or the outbox (tests). */
  smsSender?: SmsSender;
  /**
   * The origin users open the UI at, for links in mail (PUBLIC_URL, no trailing slash). A
   * function because the default, the server's own address, is known only once it listens.
   */
  publicUrl?: string | (() => string);
  /** Work started by requests and finished after answering (mail); tests pass one to await it. */
  backgroundTasks?: BackgroundTasks;
}
