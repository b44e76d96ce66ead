/**
 * Where the server reports what it did not expect (docs/security.md G16): a GraphQL error masked
 * as INTERNAL, a route that answered 500, a background task that failed. Off unless SENTRY_DSN is
 * set; then Sentry's Node SDK, loaded only then (so a server without it starts as fast as
 * before), with the brief's trace sampling and every event scrubbed (src/shared/error-reporting.ts).
 */
import {
  samplingRates,
  scrubBreadcrumb,
  scrubEvent,
  type ErrorReportingConfig,
} from '../../shared/error-reporting';

/** What was going on when it failed: the route pattern, never the URL (which may carry secrets). */
export interface ErrorContext {
  method?: string;
  route?: string;
  /** The GraphQL operation's name. */
  operation?: string;
}

export interface ErrorReporter {
  capture(error: unknown, context?: ErrorContext): void;
  /** Sends what is queued, waiting at most `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
}

/** Reporting off: nothing is sent. */
export const silentErrorReporter: ErrorReporter = {
  capture: () => {},
  flush: async () => {},
};

/** Reports through a Sentry SDK already set up (the server's own, or the desktop's main process's). */
export function sentryErrorReporter(sentry: {
  captureException(error: unknown, hint?: { tags?: Record<string, string> }): unknown;
  flush(timeoutMs?: number): PromiseLike<boolean>;
}): ErrorReporter {
  return {
    capture: (error, context = {}) => {
      const tags = Object.fromEntries(
        Object.entries(context).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      sentry.captureException(error, { tags });
    },
    flush: async (timeoutMs = 2_000) => {
      await sentry.flush(timeoutMs);
    },
  };
}

/**
 * What every Sentry SDK of ours in Node (the server's, and main's in the desktop app) is set up
 * with: the brief's trace sampling, no PII from the SDK itself (IP addresses, cookies, bodies),
 * every event and breadcrumb scrubbed, and local-variable capture left out (a frame's variables
 * may hold a password whatever they are named), with any `leftOut` integrations besides.
 */
export function sentryNodeOptions(config: ErrorReportingConfig, leftOut: readonly string[] = []) {
  const omitted = new Set(['LocalVariables', 'LocalVariablesAsync', ...leftOut]);
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: samplingRates(config.environment).tracesSampleRate,
    sendDefaultPii: false,
    integrations: <Integration extends { name: string }>(defaults: Integration[]) =>
      defaults.filter((integration) => !omitted.has(integration.name)),
    beforeSend: <Event extends object>(event: Event) => scrubEvent(event),
    beforeSendTransaction: <Event extends object>(event: Event) => scrubEvent(event),
    beforeBreadcrumb: <Breadcrumb extends object>(breadcrumb: Breadcrumb) =>
      scrubBreadcrumb(breadcrumb),
  };
}

/** Sets up Sentry's Node SDK for this process when `config` is given. */
export async function startErrorReporting(
  config: ErrorReportingConfig | null,
): Promise<ErrorReporter> {
  if (!config) return silentErrorReporter;
  const Sentry = await import('@sentry/node');
  // Fastify's integration reports every 5xx itself, without our context; ours does.
  Sentry.init(sentryNodeOptions(config, ['Fastify']));
  return sentryErrorReporter(Sentry);
}
