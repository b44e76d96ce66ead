/**
 * The database type, apart from client.ts (which opens one), so what client.ts imports
 * (planned-statements.ts) can name it without an import cycle.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** One type for both drivers, so services and resolvers never care which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
