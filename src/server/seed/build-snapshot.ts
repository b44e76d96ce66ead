import { createPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from './demo';
import { seedTaxonomies } from '../modules/taxonomies';

/**
 * A gzipped PGlite data folder (about 2 MB), migrated and with the taxonomies seeded, for `openDatabase({ dataDir, pgliteFiles: { snapshot } })` (pglite-files.ts reads it):
 * unpacking it into a new folder takes well under half the time of the initdb PGlite
 * otherwise runs. A stale snapshot is harmless: migrations and seeds still run after it.
 * It must be built with the PGlite version that will load it (its PostgreSQL files).
 *
 * `demo` adds the demo accounts and content, for the folders of the modes that seed them
 * (web, desktop): their first start then only settles the content's dates and writes its
 * files (seed/demo.ts), about 0.12 s sooner. Server mode's folders start from the one
 * without: a server never holds demo accounts.
 */
export async function buildSnapshot({
  demo = false,
  now,
}: { demo?: boolean; now?: Date } = {}): Promise<Uint8Array> {
  // 1 MB WAL segments instead of 16: the snapshot carries one zero-filled segment, and
  // unpacking 15 MB less is measurably faster (about 0.1 s) on every first start.
  const handle = await createPglite({ initDbStartParams: ['--wal-segsize=1'] });
  try {
    await migrate(handle);
    await seedTaxonomies(handle.db);
    if (demo) await seedDemo(handle.db, { forSnapshot: true, now });
    // PGlite works in the `postgres` database and never creates one, so the two template
    // databases (7.4 MB each) are dead weight that every first start would unpack; without
    // them a fresh folder loads 0.2-0.4 s sooner. (Only CREATE DATABASE needs them.)
    // One statement a call: DROP DATABASE cannot run inside the implicit transaction
    // that a multi-statement exec would open.
    await handle.client.exec(
      `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
    );
    await handle.client.exec('drop database template0');
    await handle.client.exec('drop database template1');
    // Flush everything to the data files so loading does not have to replay the WAL.
    await handle.client.exec('checkpoint');
    const tarball = await handle.client.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await handle.close();
  }
}
