import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPgliteFiles } from '../db/pglite-files';
import { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed';
import { runCli, type CliContext } from './run';

function createContext(
  env: NodeJS.ProcessEnv,
  rendererDir = '/nonexistent',
  snapshotPath?: string,
) {
  const out: string[] = [];
  const err: string[] = [];
  let stop: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const context: CliContext = {
    version: '0.0.0-test',
    env,
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
    rendererDir,
    pgliteFiles: () => readPgliteFiles(snapshotPath),
    shutdownSignal: () => stopped,
  };
  return { context, out, err, stop };
}

describe('the command line', () => {
  it('prints the commands for help, and exits 2 for an unknown one', async () => {
    const help = createContext({});
    expect(await runCli([], help.context)).toBe(0);
    expect(help.out.join('\n')).toMatch(/web[\s\S]*server[\s\S]*migrate[\s\S]*admin/);

    const unknown = createContext({});
    expect(await runCli(['serve'], unknown.context)).toBe(2);
    expect(unknown.err).toEqual(['Unknown command: serve']);
  });

  it('lists the admin commands, and exits 2 for an unknown one', async () => {
    const list = createContext({});
    expect(await runCli(['admin'], list.context)).toBe(0);
    expect(list.out.join('\n')).toContain('list-users');

    const unknown = createContext({});
    expect(await runCli(['admin', 'approve-everyone'], unknown.context)).toBe(2);
    expect(unknown.err).toEqual(['Unknown admin command: approve-everyone']);
  });

  it('prints the admin commands for `admin help` and `admin --help`', async () => {
    for (const word of ['help', '--help']) {
      const help = createContext({});
      expect(await runCli(['admin', word], help.context)).toBe(0);
      expect(help.err).toEqual([]);
      expect(help.out.join('\n')).toContain('list-users');
    }
  });

  it('aligns the descriptions in one column; a long usage wraps to its own line', async () => {
    for (const argv of [['help'], ['admin', 'help']]) {
      const help = createContext({});
      expect(await runCli(argv, help.context)).toBe(0);
      const rows = help.out
        .join('\n')
        .split('\n')
        .filter((line) => line.startsWith('  '));
      // Every description starts in the same column, after two spaces at least.
      const column = /^ {2}\S+(?: \S+)*? {2,}(?=\S)/.exec(rows[0]!)![0].length;
      let standalone = 0;
      rows.forEach((row, index) => {
        if (!/\S {2,}\S/.test(row) && row.slice(0, column).trim() !== '') {
          // A usage longer than the column stands alone; its description follows, indented.
          standalone++;
          expect(rows[index + 1]!.slice(0, column).trim(), row).toBe('');
          return;
        }
        expect(row.length, row).toBeGreaterThan(column);
        expect(row.slice(column - 2, column), row).toBe('  ');
        expect(row[column], row).not.toBe(' ');
      });
      if (argv[0] === 'admin') expect(standalone, 'promo has a long usage').toBeGreaterThan(0);
    }
  });

  it('keeps web mode on this machine unless WEB_EXPOSE=yes says otherwise', async () => {
    const { context, err } = createContext({ HOST: '0.0.0.0', PORT: '0' });
    expect(await runCli(['web'], context)).toBe(1);
    expect(err.join('\n')).toMatch(
      /^HOST=0\.0\.0\.0: web mode listens on this machine only.*WEB_EXPOSE=yes/,
    );
  });

  it('reports a bad setting by name and exits 1', async () => {
    const { context, err } = createContext({ PORT: 'eighty' });
    expect(await runCli(['web'], context)).toBe(1);
    expect(err).toEqual(['PORT must be a number from 0 to 65535, not "eighty".']);
  });
});

// Real PGlite folders and a real port: the path `npm run web` and the admin take.
describe.skipIf(process.env['TEST_DATABASE'] === 'postgres')(
  'the command line on a data folder',
  () => {
    let folder: string;
    let env: NodeJS.ProcessEnv;
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'shortlist-cli-'));
      env = { DATA_DIR: join(folder, 'data'), PORT: '0' };
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('migrates a new folder', async () => {
      const { context, out } = createContext(env);
      expect(await runCli(['migrate'], context)).toBe(0);
      expect(out).toEqual(['The database is up to date.']);
    });

    it('serves the API and UI in web mode until asked to stop', async () => {
      const rendererDir = join(folder, 'renderer');
      await mkdir(rendererDir);
      await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Shortlist</title>');
      const { context, out, stop } = createContext(env, rendererDir);

      const exitCode = runCli(['web'], context);
      const url = await waitFor(
        () => /^Shortlist is running at (http:\/\/127\.0\.0\.1:\d+)$/.exec(out[0] ?? '')?.[1],
      );
      expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true });
      expect(await (await fetch(`${url}/employer/login`)).text()).toContain(
        '<title>Shortlist</title>',
      );

      stop();
      expect(await exitCode).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    });

    /** Builds a snapshot with `flags` (after the file), then serves a new folder from it in web mode. */
    async function webFromSnapshot(name: string, flags: readonly string[]) {
      const snapshot = join(folder, `${name}.tar.gz`);
      const build = createContext(env);
      expect(await runCli(['build-snapshot', snapshot, ...flags], build.context)).toBe(0);
      expect(build.out).toEqual([`Wrote ${snapshot}`]);

      const dataDir = join(folder, `from-${name}`);
      const { context, out, stop } = createContext(
        { DATA_DIR: dataDir, PORT: '0' },
        undefined,
        snapshot,
      );
      const exitCode = runCli(['web'], context);
      const url = await waitFor(
        () => /^Shortlist is running at (http:\/\/127\.0\.0\.1:\d+)$/.exec(out[0] ?? '')?.[1],
      );
      const query = async (body: { query: string; variables?: object }) =>
        (await (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()) as { data?: Record<string, unknown> };
      const stopped = async () => {
        stop();
        expect(await exitCode).toBe(0);
      };
      return { dataDir, query, stopped };
    }

    it('writes a snapshot that a new data folder then starts from', async () => {
      const web = await webFromSnapshot('db-snapshot', []);
      const answer = await web.query({ query: '{ industries { id } }' });
      expect(answer.data?.['industries']).not.toHaveLength(0);
      await web.stopped();
    });

    // Building a snapshot runs PGlite's initdb, which takes a while on a busy machine: the
    // limit guards against a hang.
    it(
      'writes a demo snapshot, whose new folder signs in the demo accounts at once',
      { timeout: 90_000 },
      async () => {
        const web = await webFromSnapshot('db-demo-snapshot', ['--demo']);
        const answer = await web.query({
          query:
            'mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { access_token } }',
          variables: { email: DEMO_ACCOUNTS.employer.email, password: DEMO_PASSWORD },
        });
        expect(answer.data?.['login']).toMatchObject({ access_token: expect.any(String) });
        // Its demo CVs are on disk, beside the database.
        expect((await readdir(join(web.dataDir, 'files'))).length).toBeGreaterThan(0);
        await web.stopped();
      },
    );

    it('asks for a file name to build a snapshot into', async () => {
      const { context, err } = createContext(env);
      expect(await runCli(['build-snapshot'], context)).toBe(2);
      expect(err).toEqual(['Usage: build-snapshot [--demo] <file>']);
      expect(await runCli(['build-snapshot', '--demo'], context)).toBe(2);
    });

    it('refuses an unknown flag or a second file rather than writing a file named after it', async () => {
      const snapshot = join(folder, 'misspelt.tar.gz');
      for (const args of [
        ['--dmeo', snapshot],
        [snapshot, '--dmeo'],
        ['--demo=yes', snapshot],
        [snapshot, join(folder, 'second.tar.gz')],
      ]) {
        const { context, err } = createContext(env);
        expect([args, await runCli(['build-snapshot', ...args], context)]).toEqual([args, 2]);
        expect(err).toEqual(['Usage: build-snapshot [--demo] <file>']);
      }
      // Before parseArgs, `--dmeo` was the file name: written in the working directory.
      expect(existsSync('--dmeo')).toBe(false);
      expect((await readdir(folder)).filter((name) => /dmeo|misspelt|second/.test(name))).toEqual(
        [],
      );
    });

    it('lists the demo accounts web mode created', async () => {
      const { context, out } = createContext(env);
      expect(await runCli(['admin', 'list-users'], context)).toBe(0);
      const output = out.join('\n');
      for (const email of DEMO_EMAILS) expect(output).toContain(email);
      expect(output).toContain(`${DEMO_EMAILS.length} users`);
    });

    it('runs admin commands through the web server that holds the folder, and refuses a second server', async () => {
      const web = createContext(env);
      const exitCode = runCli(['web'], web.context);
      const url = await waitFor(
        () => /^Shortlist is running at (http:\/\/127\.0\.0\.1:\d+)$/.exec(web.out[0] ?? '')?.[1],
      );
      const graphql = async (query: string, variables?: unknown, token?: string) =>
        (await (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ query, variables }),
          })
        ).json()) as { data?: Record<string, { access_token?: string; status?: string } | null> };
      const { email } = DEMO_ACCOUNTS.employer;
      const login = await graphql(
        'mutation ($input: LoginInput!) { login(input: $input) { access_token } }',
        { input: { email, password: DEMO_PASSWORD } },
      );
      const token = login.data?.['login']?.access_token;
      const status = async () =>
        (await graphql('{ me { status } }', undefined, token)).data?.['me']?.status;
      expect(await status()).toBe('ACTIVE');

      const admin = async (...args: string[]) => {
        const run = createContext(env);
        const code = await runCli(['admin', ...args], run.context);
        return { code, out: run.out, err: run.err };
      };
      const deactivated = await admin('deactivate', email);
      expect(deactivated).toMatchObject({ code: 0, err: [] });
      expect(deactivated.out.join('\n')).toContain('ACTIVE → INACTIVE');
      expect(await status()).toBe('INACTIVE');
      expect((await admin('approve', email)).code).toBe(0);
      expect(await status()).toBe('ACTIVE');

      const impersonation = await admin('impersonate', email);
      expect(impersonation.code).toBe(0);
      const link = impersonation.out.find((line) => line.startsWith(url));
      const [, id, linkToken] = /\/impersonate\/(\d+)\?token=([^&\s]+)/.exec(link ?? '') ?? [];
      const redeemed = await graphql(
        'mutation ($input: ImpersonateInput!) { impersonate(input: $input) { access_token } }',
        { input: { id, token: decodeURIComponent(linkToken ?? '') } },
      );
      expect(redeemed.data?.['impersonate']?.access_token).toEqual(expect.any(String));

      const second = createContext(env);
      expect(await runCli(['web'], second.context)).toBe(1);
      expect(second.err.join('\n')).toMatch(/data folder .* is in use by web \(process \d+/);

      web.stop();
      expect(await exitCode).toBe(0);
      // With the server gone, the command opens the folder itself.
      expect((await admin('list-users')).code).toBe(0);
    });
  },
);

async function waitFor<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
