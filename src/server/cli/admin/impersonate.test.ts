import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { auditLog, impersonationTokens } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { hashToken } from '../../platform/secret-tokens';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { runCli, type CliContext } from '../run';
import { impersonate } from './impersonate';
import { ADMIN_COMMANDS } from './index';
import { readPgliteFiles } from '../../db/pglite-files';

const LINK = /^shortlist:\/\/impersonate\/(\d+)\?token=([A-Za-z0-9_-]{43})$/;

describe('admin impersonate', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function run(...args: string[]) {
    const lines: string[] = [];
    const code = await impersonate.run(
      { db: handle.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      args,
    );
    return { code, lines };
  }

  it('is listed for the CLI', () => {
    expect(ADMIN_COMMANDS['impersonate']).toBe(impersonate);
  });

  it('prints the desktop link and the web route with one token, minted by the operator', async () => {
    const candidate = await createCandidate(handle.db);
    const { code, lines } = await run(candidate.email.toUpperCase());

    expect(code).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Impersonation link for ${candidate.email} \\(FREELANCER, id ${candidate.user.id}\\), for test-operator: works once, until \\S+Z \\(5 minutes\\)\\.$`,
      ),
    );
    const [, id, token] = LINK.exec(lines[1] ?? '') ?? [];
    expect(id).toBe(String(candidate.user.id));
    expect(lines[2]).toBe(
      `https://app.example.test/candidate/impersonate/${candidate.user.id}?token=${token}`,
    );

    const [row] = await handle.db
      .select()
      .from(impersonationTokens)
      .where(eq(impersonationTokens.tokenHash, hashToken(token ?? '')));
    expect(row).toMatchObject({ targetUserId: candidate.user.id, issuedBy: 'test-operator' });
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, candidate.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'impersonation.minted', actor: 'test-operator' }),
    ]);
  });

  it("links to the target's side: employer for companies and their guests, agency for agencies", async () => {
    const employer = await createEmployer(handle.db);
    const agency = await createAgency(handle.db);
    const routes = [];
    for (const target of [
      employer,
      await createTeamMember(handle.db, employer.team),
      agency,
      await createTeamMember(handle.db, agency.team),
    ]) {
      const { lines } = await run(target.email);
      routes.push(new URL(lines[2] ?? '').pathname);
    }
    expect(routes).toEqual([
      expect.stringMatching(/^\/employer\/impersonate\/\d+$/),
      expect.stringMatching(/^\/employer\/impersonate\/\d+$/),
      expect.stringMatching(/^\/agency\/impersonate\/\d+$/),
      expect.stringMatching(/^\/agency\/impersonate\/\d+$/),
    ]);
  });

  it('refuses an unknown email (1), an inactive account (3) and a bad command line (2)', async () => {
    expect(await run('nobody@example.test')).toEqual({
      code: 1,
      lines: ['No account with the email nobody@example.test.'],
    });
    const inactive = await createCandidate(handle.db, { status: 'INACTIVE' });
    expect(await run(inactive.email)).toEqual({
      code: 3,
      lines: [
        `${inactive.email} is INACTIVE: only ACTIVE accounts can be impersonated (admin approve).`,
      ],
    });
    const usage = { code: 2, lines: ['Usage: admin impersonate <email>'] };
    expect(await run()).toEqual(usage);
    expect(await run('a@example.test', 'b@example.test')).toEqual(usage);
    expect(await run('--help')).toEqual(usage);
  });
});

/** Through `node out/main/server.js admin impersonate`: the operator and the address come from the process. */
describe('admin impersonate through the command line', () => {
  let folder: string;
  let email: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'shortlist-impersonate-'));
    expect((await cli({}, 'migrate')).code).toBe(0);
    const database = await openDatabase({ dataDir: folder });
    try {
      email = (await createCandidate(database.db)).email;
    } finally {
      await database.close();
    }
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function cli(env: NodeJS.ProcessEnv, ...args: string[]) {
    const out: string[] = [];
    const context: CliContext = {
      version: '0.0.0-test',
      env: { DATA_DIR: folder, ...env },
      print: (line) => out.push(line),
      printError: (line) => out.push(line),
      rendererDir: '/nonexistent',
      pgliteFiles: () => readPgliteFiles(),
      shutdownSignal: () => new Promise(() => undefined),
    };
    return { code: await runCli(args, context), out };
  }

  it("links to PUBLIC_URL, else to the local web server's port, as the OS user", async () => {
    const local = await cli({ PORT: '4999' }, 'admin', 'impersonate', email);
    expect(local.code).toBe(0);
    expect(local.out[0]).toContain(`for ${userInfo().username}:`);
    expect(local.out[2]).toMatch(
      /^http:\/\/127\.0\.0\.1:4999\/candidate\/impersonate\/\d+\?token=/,
    );

    const deployed = await cli(
      { PUBLIC_URL: 'https://shortlist.example.com/' },
      'admin',
      'impersonate',
      email,
    );
    expect(deployed.out[2]).toMatch(/^https:\/\/shortlist\.example\.com\/candidate\/impersonate\//);
  });
});
