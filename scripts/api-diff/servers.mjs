/**
 * A replay server: `node <checkout>/out/main/server.js web` on a free port with a fresh
 * DATA_DIR (so the demo database its build carries), and the texts of its outbox.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the build in `checkout`. `publicUrl` is the recording's address, so mail links read
 * as they did then. Every rate limit is off: the replay calls faster than a browser.
 */
export async function startReplayServer(name, checkout, publicUrl) {
  const entry = resolve(checkout, 'out/main/server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build ${checkout} first`);
  const dataDir = await mkdtemp(join(tmpdir(), `api-diff-${name}-`));
  const port = await freePort();
  const {
    DATABASE_URL: _database,
    SMTP_URL: _smtp,
    REDIS_URL: _redis,
    TWILIO_ACCOUNT_SID: _twilio,
    ...env
  } = process.env;
  const child = spawn(process.execPath, [entry, 'web'], {
    cwd: checkout,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMITS: 'off',
      PUBLIC_URL: publicUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${log}`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
  return {
    name,
    url,
    /** When the build's demo snapshot was written (just after it was seeded). */
    builtAt: statSync(resolve(checkout, 'out/db-demo-snapshot.tar.gz')).mtimeMs,
    outbox: join(dataDir, 'outbox'),
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((wake) => setTimeout(wake, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A file of an outbox as the replay pairs it: who, what about, and its decoded text. */
export async function readOutboxFile(folder, file) {
  const raw = await readFile(join(folder, file), 'utf8');
  if (file.endsWith('.sms')) {
    const sms = JSON.parse(raw);
    return { file, key: `sms ${sms.to}`, text: String(sms.body ?? ''), sms: true };
  }
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const header = (name) =>
    new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1]?.trim() ?? '';
  // Quoted-printable soft breaks and escapes, and base64 parts, so tokens in links read whole.
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((match) => Buffer.from(match[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  return {
    file,
    key: `mail ${header('To')} ${header('Subject')}`,
    text: [decoded, ...base64Parts].join('\n'),
    sms: false,
  };
}

/** The outbox's files in the order they were written (their names start with the time). */
export async function outboxFiles(folder) {
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => name.endsWith('.eml') || name.endsWith('.sms')).sort();
}
