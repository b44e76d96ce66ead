import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteFiles } from './pglite-files';
import { PlannedStatements, registerPlanner } from './planned-statements';
import * as schema from './schema';

/** One type for both drivers, so services and resolvers never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  return wrapPglite(
    await PGlite.create({
      dataDir,
      loadDataDir: isNew ? files.snapshot : undefined,
      pgliteWasmModule: files.wasmModule,
      fsBundle: files.fsBundle,
    }),
  );
}

/** Puts Drizzle over a PGlite created with options of its own (build-snapshot.ts needs initdb's). */
export function wrapPglite(client: PGlite): PgliteHandle {
  const planner = new PlannedStatements(client);
  const db = drizzlePglite({ client: planner.drizzleClient(), ...config });
  registerPlanner(db, planner);
  return { db, kind: 'pglite', client, close: () => client.close() };
}
