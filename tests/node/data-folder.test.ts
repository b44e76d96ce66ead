/**
 * One writer per PGlite data folder, with real processes of the built server
 * (docs/security.md G10): a second `web` on a folder is refused, naming the first; a server
 * killed outright (kill -9) leaves a folder the next start opens, with what it had written.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { notTestableReason, serverEntry, skipReasonFor, startBuiltServer } from './built-app';

const notTestable = notTestableReason([serverEntry]);
const skipReason = skipReasonFor(notTestable);

/** `server.js web` on `dataDir` (never PostgreSQL). */
const startWeb = (dataDir: string) =>
  startBuiltServer('web', { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

async function register(url: string, email: string): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
      variables: {
        input: {
          type: 'FREELANCER',
          email,
          password: 'Shortlist!2026',
          first_name: 'Kept',
          last_name: 'Writes',
          pronouns: 'They/Them',
          position: 'Copywriter',
          phone: '07911 123456',
          address_1: '1 Lock Row',
          city: 'London',
          state: 'Greater London',
          zip: 'N1 1AA',
          tnc: true,
          industry: '1',
        },
      },
    }),
  });
  return ((await response.json()) as { data?: { register?: unknown } }).data?.register;
}

async function checkUser(url: string, email: string): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($email: String!) { checkUser(email: $email) }',
      variables: { email },
    }),
  });
  return ((await response.json()) as { data?: { checkUser?: unknown } }).data?.checkUser;
}

describe.skipIf(skipReason !== null)(
  `a data folder of the built server${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'shortlist-data-folder-'));
    const dataDir = join(folder, 'data');
    const running: ChildProcess[] = [];
    afterAll(() => {
      for (const child of running) child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    });

    it('refuses a second server on the folder, and opens it after a kill -9 with its writes', async () => {
      expect(notTestable).toBeNull();
      const first = await startWeb(dataDir);
      running.push(first.child);
      expect(await register(first.url, 'kept@example.test')).toBeTruthy();

      const second = await startWeb(dataDir).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toMatch(/exited 1: .*is in use by web \(process \d+/s);

      const killed = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await killed;

      const after = await startWeb(dataDir);
      running.push(after.child);
      expect(await checkUser(after.url, 'kept@example.test')).toBe(true);
      after.child.kill('SIGTERM');
    });
  },
);
