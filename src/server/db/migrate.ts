import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './client';
import { installJobsSchema } from './jobs-schema';

/**
 * The committed SQL migrations, embedded in the bundle by Vite (the packaged app has no
 * source folder to read them from), keyed by file name so they sort in order.
 */
const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface Migration {
  name: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([path, text]) => ({
    name: path.replace(/^.*\//, '').replace(/\.sql$/, ''),
    statements: splitStatements(text),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Kept outside schema.ts so drizzle-kit never tries to create it in a migration. */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** First key of the two-key advisory lock; the second is the schema being migrated. */
const MIGRATION_LOCK = 0x5348_4c54; // "SHLT"

/**
 * Applies the migrations not applied yet, in order, in one transaction, so a failure
 * leaves the database as it was. Safe on every start; on PostgreSQL an advisory lock
 * makes a second process starting at the same time wait, then find nothing to do.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    if (handle.kind === 'postgres') {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${MIGRATION_LOCK}, hashtext(current_schema()))`,
      );
    }
    await tx.execute(sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    const applied = new Set(
      (await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map(
        (row) => row.name,
      ),
    );
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.name)) continue;
      for (const statement of migration.statements) {
        await tx.execute(sql.raw(statement));
      }
      await tx.insert(schemaMigrations).values({ name: migration.name });
    }
    await installJobsSchema(tx);
  });
}

/**
 * drizzle-kit separates statements with a breakpoint marker and qualifies referenced
 * tables with "public"; dropping the qualifier lets them resolve through search_path,
 * so tests can migrate a schema of their own (production uses public either way).
 */
function splitStatements(text: string): string[] {
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replaceAll('"public".', '').trim())
    .filter((statement) => statement.length > 0);
}
