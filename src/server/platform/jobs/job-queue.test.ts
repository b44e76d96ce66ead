import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsCommand } from '../../cli/admin/jobs';
import { JOBS_SCHEMA_VERSION, planStatements } from '../../db/jobs-schema';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { listJobs, retryFailedJobs, retryJob } from './job-admin';
import { JobQueue, keyId, type RetryPolicy } from './job-queue';

const QUICK: RetryPolicy = { retryLimit: 2, retryDelay: 1, retryBackoff: false };

let handle: DatabaseHandle;
const queues: JobQueue[] = [];
const errors: unknown[] = [];

function newQueue(): JobQueue {
  const queue = new JobQueue(handle.db, {
    pollingIntervalSeconds: 0.5,
    onError: (error) => errors.push(error),
  });
  queues.push(queue);
  return queue;
}

const until = async (check: () => Promise<boolean> | boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
});
afterAll(() => handle.close());

describe('the job queue', () => {
  it('installs pg-boss at the version this pg-boss expects, one statement at a time', () => {
    const pgBoss = createRequire(import.meta.url).resolve('pg-boss/version.json');
    expect(JSON.parse(readFileSync(pgBoss, 'utf8'))).toEqual({ schema: JOBS_SCHEMA_VERSION });
    expect(
      planStatements("BEGIN; SET LOCAL x = '1;2'; CREATE FUNCTION f() AS $$ a; b $$; COMMIT;"),
    ).toEqual(['CREATE FUNCTION f() AS $$ a; b $$']);
  });

  it('tries a failing job again after its delay until it succeeds', async () => {
    const queue = newQueue();
    const tries: number[] = [];
    queue.define<{ n: number }>(
      'test.flaky',
      async ({ n }) => {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error(`not yet ${n}`);
      },
      QUICK,
    );
    await queue.start();
    await queue.send('test.flaky', { n: 1 });
    await until(() => tries.length === 3);
    // A second apart at least: the delay, not a tight loop.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(900);
    await queue.idle();
    expect(await listJobs(handle.db)).toEqual([]);
    // Each failed try is reported (the app logs it), not only recorded on the job.
    expect(errors.map((error) => (error as Error).message)).toEqual(['not yet 1', 'not yet 1']);
  });

  it('keeps a job failed after its last try, with its error, until an operator retries it', async () => {
    const queue = newQueue();
    let fixed = false;
    const done: string[] = [];
    queue.define<{ to: string }>(
      'test.broken',
      async ({ to }) => {
        if (!fixed) throw new Error('SMTP said no');
        done.push(to);
      },
      { retryLimit: 0, retryDelay: 1, retryBackoff: false },
    );
    await queue.start();
    await queue.send('test.broken', { to: 'a@example.com' });
    await queue.send('test.broken', { to: 'b@example.com' });
    await until(async () => (await listJobs(handle.db, ['failed'])).length === 2);
    const failed = await listJobs(handle.db, ['failed']);
    expect(failed.map((job) => [job.queue, job.error])).toEqual([
      ['test.broken', 'SMTP said no'],
      ['test.broken', 'SMTP said no'],
    ]);

    // `admin jobs` lists them; `jobs retry <id>` one, `jobs retry --failed` the rest.
    const lines: string[] = [];
    const context = { db: handle.db, print: (line: string) => lines.push(line) };
    const run = (args: string[]) =>
      jobsCommand.run({ ...context, operator: 't', publicUrl: '' }, args);
    expect(await run([])).toBe(0);
    expect(lines.join('\n')).toContain(failed[0]!.id);
    expect(lines.at(-1)).toBe('2 jobs, 2 failed');
    expect(await run(['retry', '00000000-0000-4000-8000-000000000000'])).toBe(1);
    expect(await run(['retry', 'not-an-id'])).toBe(1);
    expect(await run(['retry'])).toBe(2);

    fixed = true;
    expect(await run(['retry', failed[0]!.id])).toBe(0);
    await until(() => done.length === 1);
    expect(await retryFailedJobs(handle.db)).toBe(1);
    await until(() => done.length === 2);
    expect(done.sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await retryJob(handle.db, failed[0]!.id)).toBeNull();
  });

  it('runs a job sent twice with one key once', async () => {
    const queue = newQueue();
    const done: number[] = [];
    queue.define<{ n: number }>('test.keyed', async ({ n }) => void done.push(n), QUICK);
    await queue.start();
    await queue.send('test.keyed', { n: 1 }, { key: 'invoice-7' });
    await queue.send('test.keyed', { n: 2 }, { key: 'invoice-7' });
    await queue.send('test.keyed', { n: 3 }, { key: 'invoice-8' });
    await queue.idle();
    expect(done.sort()).toEqual([1, 3]);
    expect(keyId('test.keyed', 'invoice-7')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab]/,
    );
    expect(keyId('test.keyed', 'invoice-7')).not.toBe(keyId('other', 'invoice-7'));
  });

  it('writes a job in a transaction only if the transaction commits', async () => {
    const queue = newQueue();
    const done: string[] = [];
    queue.define<{ what: string }>('test.tx', async ({ what }) => void done.push(what), QUICK);
    await queue.start();
    await expect(
      handle.db.transaction(async (tx) => {
        await queue.send('test.tx', { what: 'rolled back' }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await handle.db.transaction(async (tx) => {
      await queue.send('test.tx', { what: 'committed' }, { tx });
    });
    queue.wake('test.tx');
    await queue.idle();
    expect(done).toEqual(['committed']);
  });

  it('gives each job to one of two workers on the same database', async () => {
    const done: number[] = [];
    for (const queue of [newQueue(), newQueue()]) {
      queue.define<{ n: number }>(
        'test.shared',
        async ({ n }) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          done.push(n);
        },
        QUICK,
      );
      await queue.start();
    }
    await Promise.all(
      Array.from({ length: 30 }, (_, n) => queues[n % 2]!.send('test.shared', { n })),
    );
    await queues[0]!.idle();
    await until(() => done.length >= 30);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });
});
