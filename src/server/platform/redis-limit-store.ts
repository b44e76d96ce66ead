/**
 * The limit table's windows in Redis (REDIS_URL): for several server processes sharing limits
 * without a write to PostgreSQL per counted call (docs/security.md G10). The same fixed windows
 * as RateLimiter and DatabaseLimitStore, each one hash (`s` start, `h` hits) updated by one
 * script, so concurrent processes count atomically; Redis expires a window when it ends.
 */
import type { RateLimit, RateLimitDecision } from './rate-limit';
import type { LimitStore } from './limits';

/** KEYS[1] the window; ARGV now and the window's length, in ms. Answers { start, hits }. */
const HIT_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local length = tonumber(ARGV[2])
if not start or start <= now - length then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'h', 1)
  redis.call('PEXPIRE', KEYS[1], length)
  return { ARGV[1], 1 }
end
return { tostring(start), redis.call('HINCRBY', KEYS[1], 'h', 1) }
`;

/** The part of a node-redis client the store uses. */
export interface RedisScripting {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  close(): Promise<void>;
}

export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly client: RedisScripting,
    /** Keeps apart the windows of apps sharing one Redis (tests, several deployments). */
    private readonly prefix = 'shortlist:limit:',
  ) {}

  /** Connects to `url` (redis:// or rediss://); node-redis is loaded only then. */
  static async connect(url: string): Promise<RedisLimitStore> {
    const { createClient } = await import('redis');
    const client = createClient({ url });
    // Reconnection is node-redis's; meanwhile a hit fails and its request answers INTERNAL.
    client.on('error', () => {});
    await client.connect();
    return new RedisLimitStore(client as unknown as RedisScripting);
  }

  async hit(name: string, rule: RateLimit, key: string, now: number): Promise<RateLimitDecision> {
    const [start, hits] = (await this.client.eval(HIT_SCRIPT, {
      keys: [`${this.prefix}${name}:${key}`],
      arguments: [String(now), String(rule.windowMs)],
    })) as [string, number];
    if (hits <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: Number(start) + rule.windowMs - now };
  }

  /** Redis expires each window itself. */
  async purge(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}
