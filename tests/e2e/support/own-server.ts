import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * A server from the built `out/main/server.js`: the journeys' shared one (global-setup.ts), and
 * a spec's own where it needs other settings (an OpenID provider, PostgreSQL in server mode) or
 * the admin command line beside the UI (a PGlite folder admits one process at a time).
 */

export const SERVER_ENTRY = resolve('out/main/server.js');
const STARTUP_TIMEOUT_MS = 90_000;
const run = promisify(execFile);

export function freePort(): Promise<number> {
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

export interface OwnServer {
  url: string;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** `server.js <mode>` with `env` (which must set PORT), once `/healthz` answers. */
export async function startOwnServer(
  mode: 'web' | 'server',
  env: NodeJS.ProcessEnv,
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${env['PORT']}`;
  const server = spawn(process.execPath, [SERVER_ENTRY, mode], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with ${server.exitCode}:\n${log}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop(server);
      throw new Error(`The server did not start:\n${log}`);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  return { url, stop: () => stop(server) };
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const timeout = new Promise((wake) => setTimeout(wake, 10_000).unref());
  if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited') {
    server.kill('SIGKILL');
    await exited;
  }
}

/** `server.js admin <args…>` with `env`; its standard output. */
export async function adminCommand(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [SERVER_ENTRY, 'admin', ...args], {
    env,
    timeout: 60_000,
  });
  return stdout;
}
