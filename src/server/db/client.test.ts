import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { MIGRATIONS, schemaMigrations } from './migrate';
import { industries, users } from './schema';
import { testSnapshot } from './testing';

// The PGlite data-folder behaviour; PostgreSQL is exercised through createTestDatabase.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('openDatabase on PGlite', () => {
  const root = mkdtempSync(join(tmpdir(), 'shortlist-db-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

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
