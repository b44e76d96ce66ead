import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PGLITE_PARSERS, openDatabase, openPglite } from './client';
import { MIGRATIONS, schemaMigrations } from './migrate';
import { industries, users } from './schema';
import { testSnapshot } from '../testing/test-database';

// The PGlite data-folder behaviour; PostgreSQL is exercised through createTestDatabase.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('openDatabase on PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'shortlist-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("gives PGlite Drizzle's parsers once, so its queries need not pass them", async () => {
    const handle = await openPglite({ pgliteFiles: { snapshot: await testSnapshot() } });
    try {
      // Drizzle's PGlite driver keeps the parsers it would pass on each prepared query.
      const prepared = handle.db.select().from(users).prepare('parsers_probe') as unknown as {
        queryConfig: { parsers: Record<number, unknown> };
      };
      expect(Object.keys(DRIZZLE_PGLITE_PARSERS).sort()).toEqual(
        Object.keys(prepared.queryConfig.parsers).sort(),
      );
      const [row] = await handle.db
        .insert(users)
        .values({ email: 'dates@example.test', type: 'FREELANCER', startDate: '2026-12-01' })
        .returning();
      expect(row?.startDate).toBe('2026-12-01');
      expect(row?.createdAt).toBeInstanceOf(Date);
      await handle.db.transaction(async (tx) => {
        const [inside] = await tx.select().from(users);
        expect(inside?.startDate).toBe('2026-12-01');
      });
    } finally {
      await handle.close();
    }
  });

  it('creates a new data folder from a snapshot, keeps its writes, and ignores the snapshot once the folder exists', async () => {
    const snapshot = await testSnapshot();
    const dataDir = join(root, 'data');

    const created = await openDatabase({ dataDir, pgliteFiles: { snapshot } });
    expect(created.kind).toBe('pglite');
    expect((await created.db.select().from(schemaMigrations)).map((row) => row.name)).toEqual(
      MIGRATIONS.map((migration) => migration.name),
    );
    expect(await created.db.$count(industries)).toBeGreaterThanOrEqual(8);
    await created.db.insert(users).values({ email: 'kept@example.test', type: 'COMPANY' });
    await created.close();

    const reopened = await openDatabase({ dataDir, pgliteFiles: { snapshot } });
    expect(await reopened.db.$count(users)).toBe(1);
    await reopened.close();
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('openDatabase on PostgreSQL', () => {
  it('goes on when the server ends an idle connection', async () => {
    const databaseUrl = process.env.DATABASE_URL!;
    const handle = await openDatabase({ databaseUrl });
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // execute() answers per driver; on node-postgres it is pg's result.
      const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
        ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
      const [backend] = await rowsOf<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      const dropped = new Promise((resolve) => pool.once('error', resolve));
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
      await admin.end();
      // The idle connection learns of it from the socket, a moment later: the pool says so.
      await dropped;
      expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await handle.close();
    }
  });
});
