import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { prefetchPgliteFiles, readPgliteFiles } from './pglite-files';
import { industries } from './schema';
import { testSnapshot } from '../testing/test-database';

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('PGlite files read ahead', () => {
  let folder: string;
  let snapshotFile: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shortlist-pglite-files-'));
    snapshotFile = join(folder, 'db-snapshot.tar.gz');
    const tar = new Uint8Array(await (await testSnapshot()).arrayBuffer());
    await writeFile(snapshotFile, gzipSync(tar));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("finds PGlite's own files, so a PGlite upgrade that moves them fails here, not silently", async () => {
    const files = await readPgliteFiles();
    expect(files.wasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(files.fsBundle?.size).toBeGreaterThan(1_000_000);
    expect(files.snapshot).toBeUndefined();
  });

  it('creates a new data folder from the files and the unpacked snapshot', async () => {
    const files = await readPgliteFiles(snapshotFile);
    expect(files.snapshot?.type).toBe('application/x-tar');
    const handle = await openPglite({ dataDir: join(folder, 'data'), pgliteFiles: files });
    try {
      expect(await handle.db.$count(industries)).toBeGreaterThanOrEqual(8);
    } finally {
      await handle.close();
    }
  });

  it('hands the read-ahead to the first taker only, and reads again for later ones', async () => {
    const take = prefetchPgliteFiles(snapshotFile);
    const first = take();
    const second = take();
    expect(second).not.toBe(first);
    expect((await first).snapshot?.size).toBe((await second).snapshot?.size);
  });

  it('leaves a failed read-ahead to its taker instead of an unhandled rejection', async () => {
    const take = prefetchPgliteFiles(join(folder, 'missing.tar.gz'));
    // Unclaimed for a while: Vitest fails the run on an unhandled rejection meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(take()).rejects.toThrow(/ENOENT/);
  });
});
