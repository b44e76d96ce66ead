import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, openPglite, type DatabaseHandle } from './client';
import { MIGRATIONS, migrate, schemaMigrations } from './migrate';
import { users } from './schema';
import { createTestDatabase } from '../testing/test-database';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

async function appliedNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await handle.db.select().from(schemaMigrations).orderBy(schemaMigrations.name);
  return rows.map((row) => row.name);
}

describe('migrate', () => {
  it('embeds the committed migrations in order', () => {
    expect(MIGRATIONS.map((migration) => migration.name)[0]).toBe('0000_init');
    expect(MIGRATIONS.every((migration) => migration.statements.length > 0)).toBe(true);
    expect(
      MIGRATIONS.flatMap((migration) => migration.statements).some((statement) =>
        statement.includes('"public".'),
      ),
    ).toBe(false);
  });

  it.skipIf(onPostgres)(
    'creates the schema on a new database, then finds nothing to do',
    async () => {
      const handle = await openPglite({});
      opened.push(handle);
      await migrate(handle);
      await migrate(handle);
      expect(await appliedNames(handle)).toEqual(MIGRATIONS.map((migration) => migration.name));
      expect(await handle.db.$count(users)).toBe(0);
    },
  );

  it('is idempotent on a migrated database', async () => {
    const handle = await createTestDatabase();
    opened.push(handle);
    const before = await appliedNames(handle);
    await migrate(handle);
    expect(await appliedNames(handle)).toEqual(before);
    expect(before).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it.runIf(onPostgres)('lets two processes migrate the same new schema at once', async () => {
    const databaseUrl = process.env.DATABASE_URL ?? '';
    const schemaName = `test_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schemaName}`);
    try {
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schemaName}`);
      const first = await openDatabase({ databaseUrl: url.toString() });
      const second = await openDatabase({ databaseUrl: url.toString() });
      opened.push(first, second);
      await Promise.all([migrate(first), migrate(second), migrate(first)]);
      expect(await appliedNames(second)).toEqual(MIGRATIONS.map((migration) => migration.name));
    } finally {
      await Promise.all(opened.splice(0).map((handle) => handle.close()));
      await admin.query(`drop schema ${schemaName} cascade`);
      await admin.end();
    }
  });
});
