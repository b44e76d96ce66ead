/**
 * The page's error reporting (docs/security.md G16): Sentry's browser SDK, in the desktop app and
 * in browsers alike, on only when the platform gives a config (SENTRY_DSN) and loaded only then,
 * in its own chunk, so the login route's budget and a start without it pay nothing.
 *
 * The brief's sampling: 10% of traces and of sessions in production, every session with an
 * error. Session replays mask all text and inputs and block media, so a replay shows the shape
 * of a screen, never what was on it; every event and breadcrumb is scrubbed as the server's
 * are (src/shared/error-reporting.ts). Traces are not propagated to the API: its CORS would
 * refuse the headers, and the server samples its own.
 */
import {
  samplingRates,
  scrubBreadcrumb,
  scrubEvent,
  type ErrorReportingConfig,
} from '../../shared/error-reporting';

export async function startErrorReporting(config: ErrorReportingConfig | null): Promise<void> {
  if (!config) return;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    ...samplingRates(config.environment),
    sendDefaultPii: false,
    tracePropagationTargets: [],
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Compression runs in a blob: worker, which the page's CSP does not allow.
        useCompression: false,
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
}
