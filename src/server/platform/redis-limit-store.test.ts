/**
 * Rate limits counted in Redis (REDIS_URL), against a real Redis: REDIS_URL, else the one on
 * 127.0.0.1:6379. Skipped, saying why, where none answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { limitRow, LimitTable } from './limits';
import { RedisLimitStore } from './redis-limit-store';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PER_IP = limitRow('perIp', 2, 60_000);

async function refusal(run: () => Promise<void>): Promise<DomainError | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return undefined;
}

/** Two connections, as two server processes have; null when no Redis answers. */
async function connectTwo(prefix: string): Promise<[RedisLimitStore, RedisLimitStore] | null> {
  try {
    const connect = () =>
      Promise.race([
        RedisLimitStore.connect(REDIS_URL, prefix),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error('no answer')), 2_000),
        ),
      ]);
    return [await connect(), await connect()];
  } catch {
    return null;
  }
}

const prefix = `test:${randomUUID()}:`;
let stores: [RedisLimitStore, RedisLimitStore] | null = null;
beforeAll(async () => {
  stores = await connectTwo(prefix);
});
afterAll(async () => {
  await Promise.all((stores ?? []).map((store) => store.close()));
});

describe('LimitTable counting in Redis', () => {
  it('counts per key and refuses past the limit, with the time left', async (context) => {
    if (!stores) return context.skip(`no Redis at ${REDIS_URL}`);
    let now = 1_000_000;
    const table = new LimitTable([PER_IP], undefined, () => now, stores[0]);
    await table.consume(PER_IP, 'a');
    await table.consume(PER_IP, 'a');
    await table.consume(PER_IP, 'b');
    now += 15_000;
    expect((await refusal(() => table.consume(PER_IP, 'a')))?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: 45,
    });
    now += 45_000;
    expect(await refusal(() => table.consume(PER_IP, 'a'))).toBeUndefined();
  });

  it('holds across two connections, as across two server processes', async (context) => {
    if (!stores) return context.skip(`no Redis at ${REDIS_URL}`);
    const now = () => 5_000_000;
    const [first, second] = stores.map((store) => new LimitTable([PER_IP], undefined, now, store));
    await first!.consume(PER_IP, 'shared');
    await second!.consume(PER_IP, 'shared');
    expect((await refusal(() => first!.consume(PER_IP, 'shared')))?.code).toBe('RATE_LIMITED');
    expect((await refusal(() => second!.consume(PER_IP, 'shared')))?.code).toBe('RATE_LIMITED');
  });

  it('counts atomically: of 20 calls at once from both, exactly the limit pass', async (context) => {
    if (!stores) return context.skip(`no Redis at ${REDIS_URL}`);
    const now = () => 9_000_000;
    const tables = stores.map((store) => new LimitTable([PER_IP], undefined, now, store));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refusal(() => tables[i % 2]!.consume(PER_IP, 'race'))),
    );
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(2);
  });
});
