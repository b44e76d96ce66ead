/**
 * In-memory fixed-window rate limiter, for limits that must count something finer than
 * HTTP requests (docs/security.md G3: login attempts per resolver call, so aliases count).
 * The store of a single process (PGlite, the desktop app); several server processes on one
 * PostgreSQL count in the database instead (limits.ts). A restart forgets the counts, which
 * only ever errs towards letting a user back in.
 */

export interface RateLimit {
  /** Calls allowed per window and key. */
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

interface Window {
  startedAt: number;
  count: number;
}

/** Above this many keys, expired windows are swept on the next call, bounding memory. */
const SWEEP_THRESHOLD = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keys currently tracked (memory use). */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one call for `key` (at `now`, the limiter's clock by default) and says whether it is within the limit. */
  consume(key: string, now = this.now()): RateLimitDecision {
    if (this.windows.size > SWEEP_THRESHOLD) this.sweep(now);

    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: window.startedAt + this.rule.windowMs - now };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}
