import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliContext } from '../run';
import { readPgliteFiles } from '../../db/pglite-files';

/** `node out/main/server.js admin …` as an operator types it, against a real PGlite folder. */
describe('account admin commands through the command line', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shortlist-admin-'));
    // Creating the PGlite folder (initdb) is the slow part: do it once, before the tests.
    expect((await cli('migrate')).code).toBe(0);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  function admin(...args: string[]) {
    return cli('admin', ...args);
  }

  async function cli(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const context: CliContext = {
      version: '0.0.0-test',
      env: { DATA_DIR: folder },
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      rendererDir: '/nonexistent',
      pgliteFiles: () => readPgliteFiles(),
      shutdownSignal: () => new Promise(() => undefined),
    };
    const code = await runCli(args, context);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists them in the admin help', async () => {
    const { out } = await admin();
    for (const name of ['approve', 'deactivate', 'vet', 'settings']) expect(out).toContain(name);
  });

  it('exits 1 with a clear message for an unknown email', async () => {
    expect(await admin('approve', 'nobody@example.test')).toMatchObject({
      code: 1,
      out: 'No account with the email nobody@example.test.',
    });
  });

  it('changes a setting that the next command reads back', async () => {
    expect((await admin('settings', 'set', 'autoApproveAccounts', 'true')).code).toBe(0);
    expect(await admin('settings', 'get', 'autoApproveAccounts')).toMatchObject({
      code: 0,
      out: 'true',
    });
  });
});
