/**
 * The desktop app's error reporting (docs/security.md G16): Sentry's Electron SDK in main, on
 * only when SENTRY_DSN is set and loaded only then (a start without it pays nothing). It reports
 * main's own failures and native crashes, and the embedded server's through the reporter it
 * hands to it. The page reports its own with the browser SDK (src/renderer/lib/error-reporting.ts)
 * under the same config, which `app:get-error-reporting` gives it.
 */
import type { ErrorReportingConfig } from '../shared/error-reporting';
import {
  sentryErrorReporter,
  sentryNodeOptions,
  silentErrorReporter,
  type ErrorReporter,
} from '../server/platform/error-reporting';

/** The part of `@sentry/electron/main` used here. */
export interface SentryMain {
  init(options: ReturnType<typeof sentryNodeOptions>): unknown;
  captureException(error: unknown, hint?: { tags?: Record<string, string> }): unknown;
  flush(timeoutMs?: number): PromiseLike<boolean>;
}

/**
 * Sets Sentry up in main when `config` is given. Called first thing in main, before `ready`
 * where the import is quick enough (the SDK wants to be set up before it).
 */
export async function startMainErrorReporting(
  config: ErrorReportingConfig | null,
  load: () => Promise<SentryMain> = async () => await import('@sentry/electron/main'),
): Promise<ErrorReporter> {
  if (!config) return silentErrorReporter;
  const Sentry = await load();
  Sentry.init(sentryNodeOptions(config));
  return sentryErrorReporter(Sentry);
}
