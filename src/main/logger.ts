/**
 * The main process's log. Console for now; callers pass structured details and never a token
 * or a full deep link (docs/security.md D5).
 */
export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export function createConsoleLogger(prefix = '[main]'): Logger {
  const write =
    (method: 'info' | 'warn' | 'error') =>
    (message: string, details?: Record<string, unknown>): void => {
      if (details) console[method](prefix, message, details);
      else console[method](prefix, message);
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
