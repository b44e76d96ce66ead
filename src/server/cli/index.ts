/**
 * Entry of `out/main/server.js` (see electron.vite.config.ts): `node out/main/server.js <command>`.
 * Only wiring to the real process lives here; the commands are in run.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prefetchPgliteFiles, SNAPSHOT_FILES } from '../db/pglite-files';

// This file is the bundle's entry chunk, so import.meta.url is out/main/server.js and
// the renderer build sits at out/renderer/.
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
// `web` seeds the demo data, so its new folders start from the snapshot that holds it.
const snapshot = process.argv[2] === 'web' ? SNAPSHOT_FILES.demo : SNAPSHOT_FILES.clean;
const snapshotPath = fileURLToPath(new URL(`../${snapshot}`, import.meta.url));
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

// Reading PGlite's files starts before run.ts and the whole server load (a dynamic import
// for that reason), so a first start does both at once. Commands that never open PGlite
// leave the result unclaimed.
const pgliteFiles = prefetchPgliteFiles(existsSync(snapshotPath) ? snapshotPath : undefined);
const { runCli } = await import('./run');

// The first signal stops the server gracefully; `once` leaves a second one to Node's
// default handling, which ends the process at once.
const shutdownSignal = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  version,
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
  rendererDir,
  pgliteFiles,
  shutdownSignal,
});
