import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { industries, users } from '../db/schema';
import { createTestDatabase } from './test-database';

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

async function open(): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  opened.push(handle);
  return handle;
}

describe('createTestDatabase', () => {
  it('gives a migrated database with the taxonomies and no demo accounts', async () => {
    const { db, kind } = await open();
    expect(kind).toBe(process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite');
    expect(await db.$count(industries)).toBeGreaterThanOrEqual(8);
    expect(await db.$count(users)).toBe(0);
  });

  it('gives databases isolated from each other', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    await first.db.insert(users).values({ email: 'only-here@example.test', type: 'FREELANCER' });
    await second.db.delete(industries).where(eq(industries.id, 8));
    expect(await first.db.$count(users)).toBe(1);
    expect(await second.db.$count(users)).toBe(0);
    expect(await first.db.$count(industries, eq(industries.id, 8))).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')('drops its database on close', async () => {
    const handle = await createTestDatabase();
    // Both drivers return the rows of a raw query under `rows`.
    const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    const name = result.rows[0]?.name;
    expect(name).toMatch(/^test_/);
    await handle.close();

    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const left = await admin.query('select 1 from pg_database where datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
