import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SERVER_ENTRY = resolve('out/main/server.js');
const STARTUP_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealthy(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(
    `The server did not become healthy at ${url} in ${STARTUP_TIMEOUT_MS / 1000}s:\n${log()}`,
  );
}

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
  const port = await freePort();
  let output = '';
  // PGlite in a fresh folder, never CI's DATABASE_URL: the journeys need the demo accounts.
  // The journeys sign the same demo accounts in many times, so the login limits (tested
  // in the server's own tests) are lifted for this local server.
  // No SMTP_URL either: mail lands in the outbox folder, where the journeys read it.
  const { DATABASE_URL: _ignored, SMTP_URL: _noSmtp, ...env } = process.env;
  const server = spawn(process.execPath, [SERVER_ENTRY, 'web'], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(`${baseUrl}/healthz`, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
  // Mail goes to ${DATA_DIR}/outbox without SMTP_URL: journeys read reset links there.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const exited = once(server, 'exit');
      const timeout = new Promise((wake) => setTimeout(wake, 10_000).unref());
      if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited')
        server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
