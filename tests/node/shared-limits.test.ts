/**
 * Several `server` processes on one PostgreSQL count their limits together (docs/security.md
 * G10): two real processes of the built server, in a schema of their own, take turns at one
 * account's logins, and the limit of 5 a minute holds across both: counted in PostgreSQL, and
 * in Redis with REDIS_URL (this machine's on 6379 unless REDIS_URL says otherwise).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notTestableReason, root, skipReasonFor } from './built-app';

const serverEntry = join(root, 'out', 'main', 'server.js');
const databaseUrl = process.env['DATABASE_URL'];
const skipReason = databaseUrl
  ? skipReasonFor(notTestableReason([serverEntry]))
  : 'DATABASE_URL is unset: several servers need one PostgreSQL';

async function adminSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `server.js server` on `url`; resolves with its address once it answers. */
function startServerProcess(
  url: string,
  extraEnv: Record<string, string>,
  children: ChildProcess[],
): Promise<string> {
  const { REDIS_URL: _default, ...env } = process.env;
  const child = spawn(process.execPath, [serverEntry, 'server'], {
    env: {
      ...env,
      DATABASE_URL: url,
      PORT: '0',
      NODE_ENV: 'production',
      LOG: 'false',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Shortlist is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

async function login(server: string, email: string): Promise<string | null> {
  const response = await fetch(`${server}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { email, password: 'Wrong!2026' } },
    }),
  });
  const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return answer.errors?.[0]?.extensions?.code ?? null;
}

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe.skipIf(skipReason !== null).each([
  ['in PostgreSQL', {}],
  ['in Redis', { REDIS_URL: redisUrl }],
])('several server processes on one database, limits counted %s', (_where, extraEnv) => {
  const schema = `limits_${randomUUID().replaceAll('-', '')}`;
  const children: ChildProcess[] = [];
  let servers: string[] = [];

  beforeAll(async () => {
    await adminSql(`create schema ${schema}`);
    const url = new URL(databaseUrl ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    // One after the other: the first brings the schema up to date.
    const first = await startServerProcess(url.toString(), extraEnv, children);
    servers = [first, await startServerProcess(url.toString(), extraEnv, children)];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await adminSql(`drop schema if exists ${schema} cascade`);
  });

  it('count one account’s login attempts across both: the sixth is refused by either', async () => {
    const [a = '', b = ''] = servers;
    const email = `${schema}@example.com`;
    const answers: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await login(attempt % 2 === 0 ? a : b, email));
    }
    expect(answers).toEqual([null, null, null, null, null]);
    expect(await login(b, email)).toBe('RATE_LIMITED');
    expect(await login(a, email)).toBe('RATE_LIMITED');
  });
});
