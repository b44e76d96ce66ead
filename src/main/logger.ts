/**
 * The main process's log: callers pass structured details and never a token or a full deep
 * link (docs/security.md D5). `createLogger(log)` writes through electron-log (its file
 * in the app's logs folder, and the console), so a packaged app keeps its warnings; the
 * electron-log instance comes from the composition root (`electron-log/main` needs Electron).
 */
import type { LogFunctions } from 'electron-log';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/**
 * A Logger over `sink`'s `info`/`warn`/`error`: `log` from `electron-log/main` in the app,
 * the console where Electron is absent.
 */
export function createLogger(
  sink: Pick<LogFunctions, 'info' | 'warn' | 'error'> = console,
  prefix = '[main]',
): Logger {
  const write =
    (method: 'info' | 'warn' | 'error') =>
    (message: string, details?: Record<string, unknown>): void => {
      if (details) sink[method](prefix, message, details);
      else sink[method](prefix, message);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** For tests: records what was logged. */
export function createMemoryLogger(): Logger & {
  entries: { level: string; message: string; details?: unknown }[];
} {
  const entries: { level: string; message: string; details?: unknown }[] = [];
  const write =
    (level: string) =>
    (message: string, details?: Record<string, unknown>): void => {
      entries.push({ level, message, details });
    };
  return { entries, info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * What to log about a caught error when its message may quote a secret (a deep link, a token, a
 * keychain entry): its class name only.
 */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
