/**
 * Several `server` processes on one PostgreSQL count their limits together (docs/security.md
 * G10): two real processes of the built server, in a schema of their own, take turns at one
 * account's logins, and the limit of 5 a minute holds across both: counted in PostgreSQL, and
 * in Redis with REDIS_URL (this machine's on 6379 unless REDIS_URL says otherwise).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchSchema, type ScratchSchema } from '../../src/server/testing/scratch-schema';
import { notTestableReason, serverEntry, skipReasonFor, startBuiltServer } from './built-app';

const databaseUrl = process.env['DATABASE_URL'];
const skipReason = databaseUrl
  ? skipReasonFor(notTestableReason([serverEntry]))
  : 'DATABASE_URL is unset: several servers need one PostgreSQL';

/** `server.js server` on `url`, with `extraEnv`; resolves with its address once it answers. */
async function startServerProcess(
  url: string,
  extraEnv: Record<string, string>,
  children: ChildProcess[],
): Promise<string> {
  const { REDIS_URL: _default, ...env } = process.env;
  const started = startBuiltServer('server', {
    ...env,
    DATABASE_URL: url,
    NODE_ENV: 'production',
    LOG: 'false',
    ...extraEnv,
  });
  const { child, url: address } = await started;
  children.push(child);
  return address;
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
  const children: ChildProcess[] = [];
  let schema: ScratchSchema | undefined;
  let servers: string[] = [];

  beforeAll(async () => {
    schema = await createScratchSchema(databaseUrl ?? '', 'limits');
    // One after the other: the first brings the schema up to date.
    const first = await startServerProcess(schema.url, extraEnv, children);
    servers = [first, await startServerProcess(schema.url, extraEnv, children)];
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
    await schema?.drop();
  });

  it('count one account’s login attempts across both: the sixth is refused by either', async () => {
    const [a = '', b = ''] = servers;
    const email = `limits-${randomUUID()}@example.com`;
    const answers: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await login(attempt % 2 === 0 ? a : b, email));
    }
    expect(answers).toEqual([null, null, null, null, null]);
    expect(await login(b, email)).toBe('RATE_LIMITED');
    expect(await login(a, email)).toBe('RATE_LIMITED');
  });
});
