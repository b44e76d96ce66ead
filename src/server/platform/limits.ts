/**
 * Every rate limit of the API is a named row of one table (docs/security.md G3). Modules declare
 * their rows next to the code that counts them; `AppOptions.limits` overrides rows by name
 * (tests, a deployment), turns them all off (`'off'`: RATE_LIMITS=off, for the benchmark), or
 * all but the HTTP rows (`'http-only'`: RATE_LIMITS=http-only, the UI journeys' server, which
 * signs the demo accounts in far more often than anyone would); never in server mode. Rows
 * count resolver calls and route calls, so aliasing ten logins into one request spends ten
 * attempts; the HTTP rows count API calls (http/request-limits.ts, docs/security.md G15).
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { rateLimited } from './domain-error';
import { RateLimiter, type RateLimit, type RateLimitDecision } from './rate-limit';

export interface LimitRow extends RateLimit {
  /** How overrides and logs name it, e.g. `loginPerIp`. Unique across modules. */
  readonly name: string;
  /** Counts HTTP requests (API calls) rather than resolver calls: stays on under `'http-only'`. */
  readonly http?: boolean;
}

export type LimitOverrides = Readonly<Record<string, RateLimit>> | 'off' | 'http-only';

export function limitRow(
  name: string,
  limit: number,
  windowMs: number,
  options: { http?: boolean } = {},
): LimitRow {
  return { name, limit, windowMs, ...(options.http && { http: true }) };
}

/**
 * Where the counts live. One process (PGlite, a single server) counts in memory; several
 * server processes on one PostgreSQL count in the database, so a limit holds across them
 * (docs/security.md G10).
 */
export interface LimitStore {
  hit(name: string, rule: RateLimit, key: string, now: number): Promise<RateLimitDecision>;
  /** Forgets windows that ended long ago (memory sweeps itself). */
  purge(now: number): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  private readonly limiters = new Map<string, RateLimiter>();

  hit(name: string, rule: RateLimit, key: string, now: number): Promise<RateLimitDecision> {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiter(rule);
      this.limiters.set(name, limiter);
    }
    return Promise.resolve(limiter.consume(key, now));
  }

  purge(): Promise<void> {
    return Promise.resolve();
  }
}

/** The same fixed windows as RateLimiter, as rows counted atomically by PostgreSQL. */
export class DatabaseLimitStore implements LimitStore {
  constructor(private readonly db: Database) {}

  async hit(name: string, rule: RateLimit, key: string, now: number): Promise<RateLimitDecision> {
    const at = new Date(now);
    const expired = sql`${rateLimitWindows.startedAt} <= ${new Date(now - rule.windowMs)}`;
    const [window] = await this.db
      .insert(rateLimitWindows)
      .values({ name, key, startedAt: at, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.name, rateLimitWindows.key],
        set: {
          startedAt: sql`case when ${expired} then ${at} else ${rateLimitWindows.startedAt} end`,
          hits: sql`case when ${expired} then 1 else ${rateLimitWindows.hits} + 1 end`,
        },
      })
      .returning({ startedAt: rateLimitWindows.startedAt, hits: rateLimitWindows.hits });
    if (!window || window.hits <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: window.startedAt.getTime() + rule.windowMs - now };
  }

  async purge(now: number): Promise<void> {
    // Every window is an hour at most: a day on, a row only takes room.
    await this.db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.startedAt, new Date(now - 24 * 60 * 60 * 1000)));
  }
}

export class LimitTable {
  /** Each row's rule in force; null when the row is off. */
  private readonly inForce = new Map<string, RateLimit | null>();

  constructor(
    rows: readonly LimitRow[],
    overrides: LimitOverrides | undefined,
    private readonly now: () => number,
    private readonly store: LimitStore = new MemoryLimitStore(),
  ) {
    for (const row of rows) {
      if (this.inForce.has(row.name)) throw new Error(`Two rate limits are named ${row.name}.`);
      const lifted = overrides === 'off' || (overrides === 'http-only' && !row.http);
      const rule = lifted
        ? null
        : typeof overrides === 'object'
          ? (overrides[row.name] ?? row)
          : row;
      this.inForce.set(row.name, rule && { limit: rule.limit, windowMs: rule.windowMs });
    }
    // A misspelt override would silently leave the real limit in place.
    for (const name of typeof overrides === 'object' ? Object.keys(overrides) : []) {
      if (!this.inForce.has(name)) throw new Error(`No rate limit is named ${name}.`);
    }
  }

  /** The rule in force for `row`, or null when it is off. */
  ruleOf(row: LimitRow): RateLimit | null {
    const rule = this.inForce.get(row.name);
    if (rule === undefined) throw new Error(`The rate limit ${row.name} is not in the table.`);
    return rule;
  }

  /** Counts one call of `row` for `key`; throws RATE_LIMITED once that key is over the limit. */
  async consume(row: LimitRow, key: string): Promise<void> {
    const rule = this.ruleOf(row);
    if (!rule) return;
    const decision = await this.store.hit(row.name, rule, key, this.now());
    if (!decision.allowed) throw rateLimited(decision.retryAfterMs);
  }

  purge(): Promise<void> {
    return this.store.purge(this.now());
  }
}
