import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiRecorder } from './support/api-recorder';
import { freePort, SERVER_ENTRY, startOwnServer } from './support/own-server';

/**
 * Starts the built server in web mode on a free port with a fresh database, waits for
 * /healthz and hands the address (E2E_BASE_URL) and the data folder (E2E_DATA_DIR) to the
 * tests. Builds nothing: run `npm run build` first (`npm test` does).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build the app first (npm run build).`);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-'));
  // PGlite in a fresh folder, never CI's DATABASE_URL: the journeys need the demo accounts.
  // The journeys sign the same demo accounts in many times, so the login and other resolvers'
  // limits (tested in the server's own tests) are lifted for this local server; the API-call
  // limits stay (RATE_LIMITS=http-only), so every journey, all from one address, shows that
  // ordinary use never meets them (docs/security.md G15).
  // No SMTP_URL either: mail lands in the outbox folder, where the journeys read it.
  const { DATABASE_URL: _ignored, SMTP_URL: _noSmtp, ...env } = process.env;
  // E2E_RECORD_API=<file>: the journeys go through a proxy that records the API calls
  // (support/api-recorder.ts, for scripts/api-diff/); mail links then name the proxy.
  const recordTo = process.env.E2E_RECORD_API;
  const recorder = recordTo ? await startApiRecorder(recordTo, await freePort()) : null;
  let server;
  try {
    server = await startOwnServer('web', {
      ...env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMITS: 'http-only',
      ...(recorder ? { PUBLIC_URL: recorder.url } : {}),
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  recorder?.forwardTo(server.url);
  process.env.E2E_BASE_URL = recorder?.url ?? server.url;
  // Mail goes to ${DATA_DIR}/outbox without SMTP_URL: journeys read reset links there.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await server.stop();
    await recorder?.stop(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  };
}
