import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildSnapshot } from './build-snapshot';
import { openDatabase, openPglite, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { snapshotBlob } from './pglite-files';
import { seedTaxonomies } from './seed/taxonomies';

/**
 * A database for one integration test (or test file): migrated, taxonomies seeded, no
 * demo accounts, isolated from every other. With TEST_DATABASE=postgres it is a fresh
 * schema on DATABASE_URL's server, dropped by close(); otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DATABASE === 'postgres' ? createPostgresSchema() : createPglite();
}

async function createPostgresSchema(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const schemaName = `test_${randomUUID().replaceAll('-', '')}`;
  await runAdmin(databaseUrl, `create schema ${schemaName}`);
  const dropSchema = () => runAdmin(databaseUrl, `drop schema ${schemaName} cascade`);

  const scopedUrl = new URL(databaseUrl);
  scopedUrl.searchParams.set('options', `-c search_path=${schemaName}`);
  const handle = await openDatabase({ databaseUrl: scopedUrl.toString() });
  try {
    await migrate(handle);
    await seedTaxonomies(handle.db);
  } catch (error) {
    await handle.close();
    await dropSchema();
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropSchema();
    },
  };
}

async function runAdmin(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// PGlite runs initdb for every new database (2 to 3 s in memory) where loading a
// migrated, seeded snapshot takes about 0.5 s. The snapshot is built once, then read
// from a disk cache that any change to migrations, seeds or PGlite invalidates.
let snapshot: Promise<Blob> | undefined;

/** Everything the snapshot's content depends on. */
const snapshotSources = import.meta.glob<string>(
  [
    './migrations/*.sql',
    './migrate.ts',
    './client.ts',
    './build-snapshot.ts',
    './seed/**/*.ts',
    '!./**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/shortlist-db/', import.meta.url),
);

/** The migrated, seeded PGlite snapshot the test databases load, e.g. to create a data folder from. */
export function testSnapshot(): Promise<Blob> {
  snapshot ??= cachedSnapshot();
  return snapshot;
}

async function createPglite(): Promise<DatabaseHandle> {
  return openPglite({ pgliteFiles: { snapshot: await testSnapshot() } });
}

async function cachedSnapshot(): Promise<Blob> {
  const key = await snapshotKey();
  const file = join(cacheDir, `snapshot-${key}.tar.gz`);
  try {
    return await snapshotBlob(await readFile(file));
  } catch {
    const bytes = await buildSnapshot();
    await mkdir(cacheDir, { recursive: true });
    // Test files run in parallel processes: write aside, then rename, so no reader sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeStaleSnapshots(file);
    return await snapshotBlob(bytes);
  }
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = join(
    dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(await readFile(pglitePackage));
  for (const path of Object.keys(snapshotSources).sort()) {
    hash
      .update(path)
      .update('\0')
      .update(snapshotSources[path] ?? '')
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function removeStaleSnapshots(current: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const path = join(cacheDir, name);
    if (path !== current && name.startsWith('snapshot-') && name.endsWith('.tar.gz')) {
      await rm(path, { force: true });
    }
  }
}
