/**
 * What an operator does with jobs (`npm run admin -- jobs …`): list the queued, waiting and
 * failed ones, and try failed ones again. Plain SQL on the queue's tables, so it needs no
 * running queue: a server working the queue picks a retried job up at its next poll.
 */
import { sql } from 'drizzle-orm';
import { jobsSchemaOf } from '../../db/jobs-schema';
import { rowsOf, type Database } from '../../db/database';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  /** Tries so far after the first. */
  retries: number;
  createdAt: string;
  /** When it is next tried (a waiting retry), or was started. */
  startAfter: string;
  /** The last error's message, for a job that failed or waits to be tried again. */
  error: string | null;
}

export const PENDING_STATES: readonly JobState[] = ['created', 'retry', 'active', 'failed'];

/** Jobs in `states`, newest first (at most 1,000). */
export async function listJobs(
  db: Database,
  states: readonly JobState[] = PENDING_STATES,
): Promise<JobRow[]> {
  const schema = await jobsSchemaOf(db);
  return rowsOf<JobRow>(
    db,
    sql`select id, name as queue, state::text as state, retry_count as retries,
        created_on::text as "createdAt", start_after::text as "startAfter",
        output->>'message' as error
      from ${sql.identifier(schema)}.job
      where state::text in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})
      order by created_on desc, id
      limit 1000`,
  );
}

/**
 * Tries a failed job again (one more try than it had), or a job waiting for its next try
 * now. Answers the job's queue, or null when no failed or waiting job has this id.
 */
export async function retryJob(db: Database, id: string): Promise<string | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const schema = sql.identifier(await jobsSchemaOf(db));
  const [row] = await rowsOf<{ queue: string }>(
    db,
    sql`update ${schema}.job
      set state = 'retry',
        retry_limit = case when state = 'failed' then retry_limit + 1 else retry_limit end,
        start_after = now(), completed_on = null
      where id = ${id} and state in ('failed', 'retry')
      returning name as queue`,
  );
  return row?.queue ?? null;
}

/** Tries every failed job again; answers how many. */
export async function retryFailedJobs(db: Database): Promise<number> {
  const schema = sql.identifier(await jobsSchemaOf(db));
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update ${schema}.job
      set state = 'retry', retry_limit = retry_limit + 1, start_after = now(), completed_on = null
      where state = 'failed'
      returning id`,
  );
  return rows.length;
}
