import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSnapshot } from '../seed/build-snapshot';
import { openDatabase, openPglite, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { snapshotBlob } from '../db/pglite-files';
import { seedTaxonomies } from '../modules/taxonomies';
import pg from 'pg';
import { runAdmin } from './scratch-schema';

/**
 * A database for one integration test (or test file): migrated, taxonomies seeded, no
 * demo accounts, isolated from every other. With TEST_DATABASE=postgres it is a database
 * of its own on DATABASE_URL's server, cloned from a migrated template and dropped by
 * close(); otherwise an in-memory PGlite loaded from a migrated snapshot.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DATABASE === 'postgres' ? createPostgresDatabase() : createPglite();
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const template = await postgresTemplate(serverUrl);
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  // A copy of the template's files: far quicker than migrating and seeding each time.
  await runAdmin(serverUrl, `create database ${name} template ${template}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let template: Promise<string> | undefined;

/**
 * The migrated, seeded database every PostgreSQL test database is cloned from, named by
 * the same key as the PGlite snapshot so a change to migrations or seeds makes a new one.
 * Test files run in parallel processes: each builds under a name of its own and renames
 * it into place, and whoever loses the race drops theirs and uses the winner's.
 */
function postgresTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `shortlist_template_${await snapshotKey()}`;
    if (await databaseExists(serverUrl, name)) return name;
    const building = `${name}_${process.pid}_${randomUUID().slice(0, 8)}`;
    await runAdmin(serverUrl, `create database ${building}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building) });
    try {
      await migrate(handle);
      await seedTaxonomies(handle.db);
    } finally {
      await handle.close();
    }
    try {
      await runAdmin(serverUrl, `alter database ${building} rename to ${name}`);
    } catch (error) {
      await runAdmin(serverUrl, `drop database if exists ${building} with (force)`);
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      return name;
    }
    await dropOtherTemplates(serverUrl, name);
    return name;
  })();
  return template;
}

const DUPLICATE_DATABASE = '42P04';

/** Templates of older migrations: nothing clones them any more. */
async function dropOtherTemplates(serverUrl: string, current: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^shortlist_template_[0-9a-f]{16}$'",
    );
    for (const { datname } of rows) {
      if (datname !== current)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

// PGlite runs initdb for every new database (2 to 3 s in memory) where loading a
// migrated, seeded snapshot takes about 0.5 s. The snapshot is built once, then read
// from a disk cache that any change to migrations, seeds or PGlite invalidates.
let snapshot: Promise<Blob> | undefined;
let snapshotFile: Promise<string> | undefined;

/** Everything the snapshot's content depends on. */
const snapshotSources = import.meta.glob<string>(
  [
    '../db/migrations/*.sql',
    '../db/migrate.ts',
    '../db/jobs-schema.ts',
    '../db/client.ts',
    // The seeds, wherever they live: the orchestrator and snapshot, each module's demo seed and
    // its data, the taxonomies, and the platform parts they draw and write files with.
    '../seed/*.ts',
    '../modules/*/demo-*.ts',
    '../modules/taxonomies/seed-taxonomies.ts',
    '../modules/taxonomies/data/*.ts',
    '../platform/png.ts',
    '../platform/demo-seed-kit.ts',
    '../platform/pdf/demo-pdf.ts',
    '../platform/pdf/text-pdf.ts',
    '!../**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/shortlist-db/', import.meta.url),
);

/** The migrated, seeded PGlite snapshot the test databases load, e.g. to create a data folder from. */
export function testSnapshot(): Promise<Blob> {
  snapshot ??= testSnapshotFile().then(async (file) => snapshotBlob(await readFile(file)));
  return snapshot;
}

/**
 * The same snapshot's file (gzipped, as `npm run build` writes them), built once per change of
 * what it is built from and kept in node_modules/.cache for every test process.
 */
export function testSnapshotFile(): Promise<string> {
  snapshotFile ??= cachedSnapshotFile();
  return snapshotFile;
}

async function createPglite(): Promise<DatabaseHandle> {
  return openPglite({ pgliteFiles: { snapshot: await testSnapshot() } });
}

async function cachedSnapshotFile(): Promise<string> {
  const file = join(cacheDir, `snapshot-${await snapshotKey()}.tar.gz`);
  if (await exists(file)) return file;
  const bytes = await buildSnapshot();
  await mkdir(cacheDir, { recursive: true });
  // Test files run in parallel processes: write aside, then rename, so no reader sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  await removeStaleSnapshots(file);
  return file;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = join(
    dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(await readFile(pglitePackage));
  // The job queue's tables are pg-boss's (db/jobs-schema.ts).
  hash.update(await readFile(createRequire(import.meta.url).resolve('pg-boss/package.json')));
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
