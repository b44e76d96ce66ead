/**
 * The database type, apart from client.ts (which opens one), so what client.ts imports
 * (planned-statements.ts) can name it without an import cycle.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One type for both drivers, so services and resolvers never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw statement. Both drivers answer an object with `rows` (node-postgres'
 * QueryResult, PGlite's Results); the shared type cannot say so.
 */
export async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
