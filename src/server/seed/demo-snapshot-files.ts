/**
 * The demo snapshot's files (logos, photos, case-study images, CVs and documents) travel in
 * its database, in a table of their own, drawn once when the app is built. Its first start
 * writes them to the file store and drops the table (settleSnapshot): drawing them again
 * there, PNG and PDF encoding, took 1.6 s of a 6.2 s first start on this machine.
 * Raw SQL, not the schema: no migration creates the table, and no other database has it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentOf } from '../platform/demo-seed-kit';
import type { FileStore } from '../platform/files/file-store';

/** A store that keeps what is written in `packed`, by stored name, for packSnapshotFiles. */
export function packingStore(packed: Map<string, Uint8Array>): FileStore {
  return {
    write: async (storedName, content) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of content) chunks.push(chunk);
      packed.set(storedName, Buffer.concat(chunks));
    },
    open: async () => null,
    remove: async (storedName) => {
      packed.delete(storedName);
    },
  };
}

/** Puts the files into the snapshot's database, inside its seed's transaction `tx`. */
export async function packSnapshotFiles(
  tx: Database,
  packed: ReadonlyMap<string, Uint8Array>,
): Promise<void> {
  await tx.execute(sql`create table demo_snapshot_files (
    stored_name text primary key,
    bytes bytea not null
  )`);
  if (packed.size === 0) return;
  const rows = [...packed].map(([storedName, bytes]) => sql`(${storedName}, ${bytes})`);
  await tx.execute(
    sql`insert into demo_snapshot_files (stored_name, bytes) values ${sql.join(rows, sql`, `)}`,
  );
}

/**
 * Writes the packed files to `store` (none without one: a database with no data folder) and
 * drops their table, inside the first start's transaction `tx`. Each name written goes into
 * `written`, for the clean-up if that transaction fails.
 */
export async function unpackSnapshotFiles(
  tx: Database,
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  const { rows } = (await tx.execute(
    sql`select stored_name, bytes from demo_snapshot_files`,
  )) as unknown as { rows: { stored_name: string; bytes: Uint8Array }[] };
  await tx.execute(sql`drop table demo_snapshot_files`);
  if (!store) return;
  await Promise.all(
    rows.map(async (row) => {
      written.push(row.stored_name);
      await store.write(row.stored_name, contentOf(row.bytes));
    }),
  );
}
