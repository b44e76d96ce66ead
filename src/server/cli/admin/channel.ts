/**
 * Admin commands while a server runs on a PGlite data folder (docs/security.md G10). The
 * server holds the folder alone (db/folder-lock.ts), so `admin <command>` cannot open it;
 * instead the server runs the command itself, against the database it serves, and the
 * results are what that server sees. It listens on loopback only, on a port of its own, and
 * answers only a request bearing the secret it wrote, with the address, into a file of the
 * data folder that only its owner can read.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminContext } from './command';
import { ADMIN_COMMANDS } from './index';

export const CHANNEL_FILE = 'admin-channel.json';

interface ChannelAddress {
  url: string;
  secret: string;
  pid: number;
}

export interface AdminRequest {
  command: string;
  args: readonly string[];
  /** The OS user who runs `admin`, for the audit log. */
  operator: string;
}

export interface AdminAnswer {
  exitCode: number;
  lines: string[];
}

export interface AdminChannel {
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY_BYTES) throw new Error('Request too large');
  }
  return body;
}

function sameSecret(presented: string, secret: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Runs one request's command with the server's database; what it prints is the answer. */
async function runCommand(
  request: AdminRequest,
  context: Omit<AdminContext, 'print' | 'operator'>,
): Promise<AdminAnswer> {
  const command = ADMIN_COMMANDS[request.command];
  const lines: string[] = [];
  if (!command || command.database === false) {
    return { exitCode: 2, lines: [`Unknown admin command: ${request.command}`] };
  }
  const exitCode = await command.run(
    { ...context, operator: request.operator, print: (line) => lines.push(line) },
    request.args,
  );
  return { exitCode, lines };
}

/** Starts the channel for `dataDir`; `close()` stops it and removes its file. */
export async function openAdminChannel(
  dataDir: string,
  context: Omit<AdminContext, 'print' | 'operator'>,
): Promise<AdminChannel> {
  const secret = randomBytes(32).toString('base64url');
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const authorization = request.headers.authorization ?? '';
    if (
      request.method !== 'POST' ||
      request.url !== '/run' ||
      !sameSecret(authorization.replace(/^Bearer /, ''), secret)
    ) {
      answer(404, { message: 'Not found' });
      return;
    }
    void bodyOf(request)
      .then((body) => JSON.parse(body) as AdminRequest)
      .then((adminRequest) => runCommand(adminRequest, context))
      .then((result) => answer(200, result))
      .catch((error: unknown) =>
        answer(500, { exitCode: 1, lines: [`Error: ${(error as Error).message}`] }),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const address: ChannelAddress = { url: `http://127.0.0.1:${port}`, secret, pid: process.pid };
  const path = join(dataDir, CHANNEL_FILE);
  // Written beside, then renamed: a reader never sees half of it. 0600: the secret is in it.
  await writeFile(`${path}.partial`, JSON.stringify(address), { mode: 0o600 });
  await rename(`${path}.partial`, path);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const current = await readFile(path, 'utf8').catch(() => null);
      if (current === JSON.stringify(address)) await unlink(path);
    },
  };
}

/**
 * Sends a command to the server running on `dataDir`. Null when none answers there (no
 * channel file, or its server is gone).
 */
export async function sendToAdminChannel(
  dataDir: string,
  request: AdminRequest,
): Promise<AdminAnswer | null> {
  let address: ChannelAddress;
  try {
    address = JSON.parse(await readFile(join(dataDir, CHANNEL_FILE), 'utf8')) as ChannelAddress;
  } catch {
    return null;
  }
  try {
    const response = await fetch(`${address.url}/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${address.secret}` },
      body: JSON.stringify(request),
    });
    if (!response.ok && response.status !== 500) return null;
    return (await response.json()) as AdminAnswer;
  } catch {
    return null;
  }
}
