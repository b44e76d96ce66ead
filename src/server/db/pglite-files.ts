/**
 * The files a PGlite start reads before PostgreSQL runs: its WebAssembly, its file-system
 * bundle and, for a new data folder, our snapshot. Reading them is I/O, gunzipping on the
 * thread pool and compiling on V8's background threads, so the entry points start it before
 * loading the rest of the server, and a first start does both at once (docs/cold-start.md).
 * Plain Node only: importing PGlite itself here would undo the point.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

/**
 * The snapshots `npm run build` writes beside out/main (seed/build-snapshot.ts): `demo` for the
 * modes that seed the demo data (web, desktop), `clean` for the rest (server mode, admin).
 */
export const SNAPSHOT_FILES = {
  clean: 'db-snapshot.tar.gz',
  demo: 'db-demo-snapshot.tar.gz',
} as const;

export interface PgliteFiles {
  /** PGlite's WebAssembly, compiled (PGlite's `pgliteWasmModule`). */
  wasmModule?: WebAssembly.Module;
  /** PGlite's file-system bundle: PostgreSQL's share folder (PGlite's `fsBundle`). */
  fsBundle?: Blob;
  /** A snapshot from buildSnapshot() to create a new data folder from, as the tar PGlite loads. */
  snapshot?: Blob;
}

/** Reads PGlite's own files and, when given, the snapshot, all at once. */
export async function readPgliteFiles(snapshotPath?: string): Promise<PgliteFiles> {
  // The package's `require` entry is dist/index.cjs, beside pglite.wasm and pglite.data.
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [wasmModule, fsBundle, snapshot] = await Promise.all([
    readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dist, 'pglite.data')).then((bytes) => new Blob([new Uint8Array(bytes)])),
    snapshotPath === undefined ? undefined : readFile(snapshotPath).then(snapshotBlob),
  ]);
  return { wasmModule, fsBundle, snapshot };
}

/**
 * Starts readPgliteFiles() now and hands its result to the first caller; later callers read
 * again. Taking it once means the entry point does not keep the unpacked snapshot (15 MB)
 * alive for the life of the process.
 */
export function prefetchPgliteFiles(snapshotPath?: string): () => Promise<PgliteFiles> {
  let reading: Promise<PgliteFiles> | undefined = readPgliteFiles(snapshotPath);
  // Failures belong to the caller that takes the result, not to an unhandled rejection now.
  reading.catch(() => undefined);
  return () => {
    const files = reading ?? readPgliteFiles(snapshotPath);
    reading = undefined;
    return files;
  };
}

/**
 * Unpacks snapshot bytes into the plain tar PGlite loads. PGlite would gunzip a gzip Blob
 * itself, with the web DecompressionStream, about 0.3 s slower than Node's zlib. One large
 * output chunk makes the gunzip a few trips to the thread pool instead of a thousand
 * (about 25 ms instead of 60–100 ms here).
 */
export async function snapshotBlob(gzipped: Uint8Array): Promise<Blob> {
  const tar = await gunzipAsync(gzipped, { chunkSize: 4 * 1024 * 1024 });
  return new Blob([new Uint8Array(tar.buffer, tar.byteOffset, tar.byteLength)], {
    type: 'application/x-tar',
  });
}
