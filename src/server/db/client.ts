import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  PGlite,
  types,
  type ParserOptions,
  type PGliteOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteFiles } from './pglite-files';
import { PlannedStatements, registerPlanner } from './planned-statements';
import * as schema from './schema';

import type { Database } from './database';

export type { Database } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A PGlite handle, with the engine itself for what Drizzle cannot do (dumping a snapshot). */
export interface PgliteHandle extends DatabaseHandle {
  kind: 'pglite';
  client: PGlite;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, `dataDir` and `pgliteFiles` are ignored. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /**
   * PGlite's files, already read (pglite-files.ts). With a snapshot, a new database is
   * created from it instead of by initdb (about 0.5 s against 1.7 s for a new folder); it
   * is used only when `dataDir` holds no database yet, or when the database lives in memory.
   */
  pgliteFiles?: PgliteFiles;
}

const config = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: the embedded and web modes start sooner without them.
    const [{ default: pg }, { drizzle: drizzleNodePostgres }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // The server may end an idle connection (restart, failover, an admin's terminate). The
    // pool drops it and the next query opens another; but node-postgres reports it as an
    // 'error' event, which without a listener would end the whole process.
    pool.on('error', () => {});
    const db = drizzleNodePostgres({ client: pool, ...config });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  return openPglite(options);
}

export async function openPglite(options: {
  dataDir?: string;
  pgliteFiles?: PgliteFiles;
}): Promise<PgliteHandle> {
  const { dataDir, pgliteFiles: files = {} } = options;
  // PGlite creates the folder but not its parents (a first run's user-data folder may lack them).
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // PG_VERSION is the file PGlite itself checks to tell an initialised folder from a new one.
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  return createPglite({
    dataDir,
    loadDataDir: isNew ? files.snapshot : undefined,
    pgliteWasmModule: files.wasmModule,
    fsBundle: files.fsBundle,
  });
}

/**
 * The parsers Drizzle hands PGlite with every query: timestamps, dates and intervals (and
 * their arrays) stay text, for Drizzle's own column mapping. PGlite copies its whole parser
 * table into a new object for each query that passes any, which under load was an eighth
 * of the embedded server's time; so the instance gets them once, at creation, and Drizzle's
 * queries reach it without (drizzleClient). Raw `client` queries see these parsers too.
 */
export const DRIZZLE_PGLITE_PARSERS: ParserOptions = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, (value: string) => value]),
);

/** A PGlite with Drizzle over it; `options` as PGlite.create takes them (seed/build-snapshot.ts passes initdb's). */
export async function createPglite(options: PGliteOptions): Promise<PgliteHandle> {
  const client = await PGlite.create({ ...options, parsers: DRIZZLE_PGLITE_PARSERS });
  const planner = new PlannedStatements(client);
  const db = drizzlePglite({ client: drizzleClient(client, planner), ...config });
  registerPlanner(db, planner);
  return { db, kind: 'pglite', client, close: () => client.close() };
}

type Queryable = Pick<PGlite, 'query'>;

/** `target.query` without per-query parsers (the instance has Drizzle's). */
function withoutQueryParsers(query: Queryable['query']): Queryable['query'] {
  return (sqlText, params, options) => {
    const { parsers: _instanceHasThem, ...rest } = options ?? {};
    return query(sqlText, params, rest);
  };
}

/**
 * What Drizzle talks to: the PGlite itself, except that its queries go through the planner
 * (planned-statements.ts), and neither they nor a transaction's pass their parsers.
 */
function drizzleClient(client: PGlite, planner: PlannedStatements): PGlite {
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, property) =>
        property === 'query'
          ? withoutQueryParsers(target.query.bind(target))
          : (Reflect.get(target, property, target) as unknown),
    });
  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return withoutQueryParsers(planner.query.bind(planner));
      if (property === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
