/**
 * Entry of `out/main/server.js` (see electron.vite.config.ts): `node out/main/server.js <command>`.
 * Only wiring to the real process lives here; the commands are in run.ts.
 */
import { fileURLToPath } from 'node:url';
import { runCli } from './run';

// This file is the bundle's entry chunk, so import.meta.url is out/main/server.js and
// the renderer build sits at out/renderer/.
const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url));
const snapshotPath = fileURLToPath(new URL('../db-snapshot.tar.gz', import.meta.url));

// The first signal stops the server gracefully; `once` leaves a second one to Node's
// default handling, which ends the process at once.
const shutdownSignal = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
  rendererDir,
  snapshotPath,
  shutdownSignal,
});
