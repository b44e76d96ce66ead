/**
 * The job queue's tables (pg-boss, platform/jobs), installed by `migrate` beside ours, in
 * the same transaction: a new database and the build's snapshots have them, and a start
 * pays nothing to install them (pg-boss itself runs with `migrate: false`). Each app schema
 * has its own queue schema, so tests and servers sharing one PostgreSQL database in
 * schemas of their own never share jobs.
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { rowsOf, type Database } from './database';

type Executor = Pick<Database, 'execute'>;

/** pg-boss's schema version (its package's version.json), for an install to compare with. */
export const JOBS_SCHEMA_VERSION = 24;

/** The queue's schema for the app schema `db` works in: `pgboss` beside `public`. */
export async function jobsSchemaOf(db: Executor): Promise<string> {
  const [row] = await rowsOf<{ schema: string }>(db, sql`select current_schema() as schema`);
  const current = row!.schema;
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}

/** Installs pg-boss's schema, or brings an older one to this pg-boss's version. */
export async function installJobsSchema(tx: Executor): Promise<void> {
  const schema = await jobsSchemaOf(tx);
  const [{ installed } = { installed: false }] = await rowsOf<{ installed: boolean }>(
    tx,
    sql`select to_regclass(${`${schema}.version`}) is not null as installed`,
  );
  let plans: string;
  if (!installed) {
    plans = PgBoss.getConstructionPlans(schema);
  } else {
    const [found] = await rowsOf<{ version: number }>(
      tx,
      sql.raw(`select version from ${schema}.version`),
    );
    if (Number(found!.version) === JOBS_SCHEMA_VERSION) return;
    // The steps from the installed version to pg-boss's own.
    plans = PgBoss.getMigrationPlans(schema, String(found!.version));
  }
  for (const statement of planStatements(plans)) await tx.execute(sql.raw(statement));
}

/**
 * pg-boss's plans as single statements, without the BEGIN, COMMIT and SET LOCAL it wraps
 * them in (the caller's transaction, which also holds the migration lock, takes their
 * place): split at semicolons outside quotes and `$$` function bodies.
 */
export function planStatements(plans: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quoted = false;
  let body = false;
  for (let index = 0; index < plans.length; index += 1) {
    const char = plans[index]!;
    if (!quoted && plans.startsWith('$$', index)) {
      body = !body;
      current += '$$';
      index += 1;
      continue;
    }
    if (!body && char === "'") quoted = !quoted;
    if (!body && !quoted && char === ';') {
      statements.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  statements.push(current.trim());
  return statements.filter(
    (statement) => statement !== '' && !/^(BEGIN|COMMIT|SET LOCAL)\b/i.test(statement),
  );
}
