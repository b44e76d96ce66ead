/**
 * Every rate limit of the API is a named row of one table (docs/security.md G3). Modules declare
 * their rows next to the code that counts them; `AppOptions.limits` overrides rows by name
 * (tests, a deployment) or turns them all off (`'off'`: RATE_LIMITS=off, for the benchmark
 * and the UI journeys; never in server mode). Rows count resolver calls and route calls,
 * not HTTP requests, so aliasing ten logins into one request spends ten attempts.
 */
import { rateLimited } from './domain-error';
import { RateLimiter, type RateLimit } from './rate-limit';

export interface LimitRow extends RateLimit {
  /** How overrides and logs name it, e.g. `loginPerIp`. Unique across modules. */
  readonly name: string;
}

export type LimitOverrides = Readonly<Record<string, RateLimit>> | 'off';

export function limitRow(name: string, limit: number, windowMs: number): LimitRow {
  return { name, limit, windowMs };
}

export class LimitTable {
  /** Each row's rule in force and its counter; null when the row is off. */
  private readonly inForce = new Map<string, { rule: RateLimit; limiter: RateLimiter } | null>();

  constructor(rows: readonly LimitRow[], overrides: LimitOverrides | undefined, now: () => number) {
    for (const row of rows) {
      if (this.inForce.has(row.name)) throw new Error(`Two rate limits are named ${row.name}.`);
      const rule = overrides === 'off' ? null : (overrides?.[row.name] ?? row);
      this.inForce.set(row.name, rule && { rule, limiter: new RateLimiter(rule, now) });
    }
    // A misspelt override would silently leave the real limit in place.
    for (const name of overrides === 'off' ? [] : Object.keys(overrides ?? {})) {
      if (!this.inForce.has(name)) throw new Error(`No rate limit is named ${name}.`);
    }
  }

  /** The rule in force for `row`, or null when it is off. */
  ruleOf(row: LimitRow): RateLimit | null {
    return this.entryOf(row)?.rule ?? null;
  }

  /** Counts one call of `row` for `key`; throws RATE_LIMITED once that key is over the limit. */
  consume(row: LimitRow, key: string): void {
    const decision = this.entryOf(row)?.limiter.consume(key);
    if (decision && !decision.allowed) throw rateLimited(decision.retryAfterMs);
  }

  private entryOf(row: LimitRow) {
    const entry = this.inForce.get(row.name);
    if (entry === undefined) throw new Error(`The rate limit ${row.name} is not in the table.`);
    return entry;
  }
}
