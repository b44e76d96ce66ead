import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPgliteFiles } from './db/pglite-files';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { linksIn } from './platform/mail/eml';
import { listOutbox } from './platform/mail/outbox';
import { DemoDataError, seedsDemoData, startServer, type RunningServer } from './start';
import { PNG_BYTES } from './testing/uploads';
import { testSnapshot, testSnapshotFile } from './testing/test-database';

/**
 * A new folder starts from a snapshot, as the app's and the web mode's do from the build's
 * (PGlite's initdb instead took 3 to 8 s a folder here): the tests' own, built once.
 */
const fromSnapshot = () => testSnapshot().then((snapshot) => ({ snapshot }));

describe('seedsDemoData', () => {
  it.each([
    [{ mode: 'embedded' }, true],
    [{ mode: 'web' }, true],
    [{ mode: 'server' }, false],
    [{ mode: 'web', databaseUrl: 'postgres://db/shortlist' }, false],
    [{ mode: 'embedded', databaseUrl: 'postgres://db/shortlist' }, false],
  ] as const)('%j → %s', (options, expected) => {
    expect(seedsDemoData(options)).toBe(expected);
  });
});

// Listens on a real loopback port with a fresh PGlite folder: the path the desktop app
// and `npm run web` take. It never touches PostgreSQL, so one run is enough.
describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('startServer', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shortlist-start-'));
    server = await startServer({ mode: 'web', port: 0, dataDir, pgliteFiles: fromSnapshot() });
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const graphql = async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };

  it('answers only requests addressed to its loopback name and port (no DNS rebinding)', async () => {
    const { port } = new URL(server.url);
    const status = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/healthz', headers: { host } },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        );
        request.on('error', reject);
        request.end();
      });
    expect(await status(`127.0.0.1:${port}`)).toBe(200);
    expect(await status(`localhost:${port}`)).toBe(200);
    for (const host of [
      `rebind.example:${port}`,
      'rebind.example',
      `127.0.0.1:${Number(port) + 1}`,
    ]) {
      expect(await status(host), host).toBe(421);
    }
  });

  it('listens on loopback at a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('is ready once started: migrated, with taxonomies', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    const answer = await graphql('{ industries { id } }');
    expect((answer.data?.['industries'] as unknown[]).length).toBeGreaterThan(0);
  });

  it('seeds the demo accounts in web mode on PGlite', async () => {
    const answer = await graphql(
      'mutation($input: LoginInput!) { login(input: $input) { type teamType } }',
      {
        input: { email: DEMO_ACCOUNTS.employer.email, password: DEMO_PASSWORD },
      },
    );
    expect(answer.data).toEqual({ login: { type: 'COMPANY', teamType: 'COMPANY' } });
  });

  it('keeps mail and uploads in DATA_DIR, linking mail to its own address', async () => {
    const { email } = DEMO_ACCOUNTS.candidate;
    const forgot = await fetch(`${server.url}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, group: 'candidate' }),
    });
    expect(forgot.status).toBe(200);
    await expect
      .poll(async () => (await listOutbox(join(dataDir, 'outbox'))).flatMap(linksIn))
      .toEqual([expect.stringMatching(`^${server.url}/candidate/reset-password\\?email=`)]);

    const login = await graphql(
      'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
      { input: { email, password: DEMO_PASSWORD } },
    );
    const token = (login.data?.['login'] as { access_token: string }).access_token;
    const form = new FormData();
    form.append('kind', 'avatar');
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    // Beside the demo applicants' CVs and documents (seed/demo.ts), in the same folder.
    const stored = await readdir(join(dataDir, 'files'));
    expect(stored).toContain(url.split('/').pop());
    expect(stored.filter((name) => name.endsWith('.pdf')).length).toBeGreaterThan(0);
  });

  it('starts again on the same folder, keeping its data', async () => {
    await server.close();
    server = await startServer({ mode: 'web', port: 0, dataDir });
    const answer = await graphql('{ industries { id } }');
    expect(answer.errors).toBeUndefined();
  });
});

describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')(
  'startServer from a PGlite snapshot',
  () => {
    it('creates a new data folder from the snapshot', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'shortlist-snapshot-'));
      const server = await startServer({
        mode: 'embedded',
        dataDir: join(folder, 'data'),
        pgliteFiles: readPgliteFiles(await testSnapshotFile()),
      });
      try {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ industries { id } }' }),
        });
        const body = (await response.json()) as { data: { industries: unknown[] } };
        expect(body.data.industries.length).toBeGreaterThan(0);
      } finally {
        await server.close();
        await rm(folder, { recursive: true, force: true });
      }
    });
  },
);

describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')('demo data', () => {
  it('keeps server mode off a folder that web mode seeded, and says how to start clean', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shortlist-demo-'));
    try {
      await (
        await startServer({ mode: 'web', port: 0, dataDir, pgliteFiles: fromSnapshot() })
      ).close();
      const refused = startServer({ mode: 'server', port: 0, dataDir });
      await expect(refused).rejects.toBeInstanceOf(DemoDataError);
      await expect(refused).rejects.toThrow(/new, empty DATA_DIR, or set DATABASE_URL/);
      // Refused cleanly: the folder is free again.
      await (await startServer({ mode: 'web', port: 0, dataDir })).close();
      // A new folder serves.
      await (
        await startServer({
          mode: 'server',
          port: 0,
          dataDir: join(dataDir, 'clean'),
          pgliteFiles: fromSnapshot(),
        })
      ).close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('rateLimits: false', () => {
  it('is refused in server mode', async () => {
    await expect(startServer({ mode: 'server', rateLimits: false })).rejects.toThrow(
      'Rate limits cannot be turned off in server mode.',
    );
    await expect(startServer({ mode: 'server', rateLimits: 'http-only' })).rejects.toThrow(
      'Rate limits cannot be turned off in server mode.',
    );
  });
});
