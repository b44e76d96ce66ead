/**
 * Deferred work (mail, invoice PDFs, notices, housekeeping) as durable jobs: pg-boss on the
 * app's own database, PostgreSQL or the embedded PGlite alike, in the schema `migrate`
 * installs (db/jobs-schema.ts). A job is written before the request that asks for it is
 * answered, so a process that dies, or an SMTP server that is down, loses nothing: the job
 * is tried again with backoff, by whichever process polls first, and after its last try is
 * kept as failed for `npm run admin -- jobs retry`. A job sent with a key is sent once:
 * the key names the job's id, and a second send of the same key is a harmless no-op.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { jobsSchemaOf } from '../../db/jobs-schema';
import { rowsOf, type Database } from '../../db/database';

/** How a job is tried again; pg-boss doubles the delay each time with `retryBackoff`. */
export interface RetryPolicy {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  retryBackoff: boolean;
}

/** Mail and the rest: about an hour of tries (1 s, 2 s, 4 s, … 2,048 s) before failing. */
export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 12, retryDelay: 1, retryBackoff: true };

export interface SendOptions {
  /** Makes a second send harmless: one job per queue and key, ever. */
  key?: string;
  /** Writes the job in this transaction: it exists if and only if the transaction commits. */
  tx?: Pick<Database, 'execute'>;
}

interface Definition {
  handler: (data: never) => Promise<void>;
  retry: RetryPolicy;
}

export interface JobQueueOptions {
  /** Seconds between polls for work another process wrote (this one's sends start at once). */
  pollingIntervalSeconds?: number;
  onError: (error: unknown) => void;
}

export class JobQueue {
  private readonly definitions = new Map<string, Definition>();
  private readonly workers = new Map<string, string>();
  private ready: Promise<PgBoss> | undefined;
  private starting: Promise<void> | undefined;
  /** pg-boss once `start` has run (and until `stop`): this process works the queues. */
  private working: PgBoss | undefined;
  private schema = '';

  constructor(
    private readonly db: Database,
    private readonly options: JobQueueOptions,
  ) {}

  /** Registers what a queue's jobs do; before `start`. */
  define<T>(queue: string, handler: (data: T) => Promise<void>, retry = DEFAULT_RETRY): void {
    if (this.definitions.has(queue)) throw new Error(`Queue ${queue} is defined twice`);
    this.definitions.set(queue, { handler: handler as Definition['handler'], retry });
  }

  get queues(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * pg-boss over the app's database, made on first use with the defined queues created
   * (idempotent): a job can be sent before the queue is worked here, by a process that
   * only sends (an admin command, a second app in a test), and waits for one that works.
   */
  private boss(): Promise<PgBoss> {
    this.ready ??= (async () => {
      this.schema = await jobsSchemaOf(this.db);
      const boss = new PgBoss({
        db: executorOf(this.db),
        schema: this.schema,
        // db/jobs-schema.ts installs the schema with the app's migrations.
        migrate: false,
        // Housekeeping is one of our own jobs; pg-boss's cron is not used.
        schedule: false,
        // Completed jobs are archived after a day and deleted after a week; failed ones stay
        // in the job table for `jobs retry` until archived after 30 days.
        archiveCompletedAfterSeconds: 24 * 3600,
        archiveFailedAfterSeconds: 30 * 24 * 3600,
        deleteAfterDays: 7,
      });
      boss.on('error', this.options.onError);
      // A job for a queue that does not exist yet would not be written at all.
      for (const [queue, { retry }] of this.definitions) {
        await boss.createQueue(queue, { name: queue, ...retry });
      }
      return boss;
    })();
    return this.ready;
  }

  /** Starts working the defined queues (and retrying, expiring and archiving their jobs). */
  start(): Promise<void> {
    this.starting ??= this.work();
    return this.starting;
  }

  private async work(): Promise<void> {
    const boss = await this.boss();
    await boss.start();
    this.working = boss;
    for (const [queue, { handler }] of this.definitions) {
      const id = await boss.work<never>(
        queue,
        { batchSize: 1, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data);
          } catch (error) {
            // Reported each time (the log, Sentry), and thrown on for pg-boss to record it on
            // the job and schedule the next try.
            this.options.onError(error);
            throw error;
          } finally {
            // pg-boss waits a polling interval after each job unless told otherwise: a backlog
            // drains one job after another, not one a poll.
            this.wake(queue);
          }
        },
      );
      this.workers.set(queue, id);
    }
  }

  /** Queues `data` for `queue`'s handler; resolves once the job is written. */
  async send(queue: string, data: object, options: SendOptions = {}): Promise<void> {
    const definition = this.definitions.get(queue);
    if (!definition) throw new Error(`No queue ${queue}`);
    const boss = await this.boss();
    await boss.send(queue, data, {
      ...definition.retry,
      ...(options.key !== undefined && { id: keyId(queue, options.key) }),
      ...(options.tx && { db: executorOf(options.tx) }),
    });
    // Sent here, worked here at once; other processes find it at their next poll. In a
    // transaction, the job is seen once it commits: the next poll, or the caller's `wake`.
    if (!options.tx) this.wake(queue);
  }

  /** Asks this process's worker of `queue` to look for jobs now. */
  wake(queue: string): void {
    const worker = this.workers.get(queue);
    if (worker) this.working?.notifyWorker(worker);
  }

  /**
   * Resolves once no job is due or running (tests, and shutdown of the embedded server):
   * jobs waiting for a later retry do not count.
   */
  async idle(): Promise<void> {
    await this.boss();
    for (;;) {
      const [{ due } = { due: 0 }] = await rowsOf<{ due: number }>(
        this.db,
        sql`select count(*)::int as due from ${sql.identifier(this.schema)}.job
          where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      if (Number(due) === 0) return;
      for (const queue of this.workers.keys()) this.wake(queue);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Stops polling, and waits (up to 30 s) for the jobs that are running to finish. */
  async stop(): Promise<void> {
    // A start under way finishes first (its failure is its caller's to report).
    await this.starting?.catch(() => undefined);
    const boss = this.working;
    if (!boss) return;
    this.working = undefined;
    this.workers.clear();
    await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
  }
}

/** pg-boss's statements through Drizzle, so they run on either engine, or in a transaction. */
function executorOf(db: Pick<Database, 'execute'>): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      return { rows: await rowsOf<never>(db, withValues(text, values)) };
    },
  };
}

/** `text` with its `$1`, `$2`… as Drizzle parameters (pg-boss's statements are single). */
function withValues(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    // One parameter each, arrays included (a template would spread an array into a list);
    // Drizzle writes nothing for undefined, which pg-boss means as NULL.
    const value = values[Number(match[1]) - 1] ?? null;
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(value)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** The job id a key names: a name-based UUID (RFC 9562 version 5) of queue and key. */
export function keyId(queue: string, key: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex'))
    .update(`${queue}\u0000${key}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
