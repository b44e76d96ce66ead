import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { SETTING_KEYS, SettingsService } from '../../platform/settings';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { approve } from './approve';
import type { AdminCommand } from './command';
import { deactivate } from './deactivate';
import { ADMIN_COMMANDS } from './index';
import { settings } from './settings';
import { vet } from './vet';

describe('admin account commands', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function run(command: AdminCommand, ...args: string[]) {
    const lines: string[] = [];
    const code = await command.run(
      { db: handle.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      args,
    );
    return { code, output: lines.join('\n') };
  }

  async function statusOf(id: number) {
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    return { status: row?.status, vetted: row?.vetted };
  }

  it('are listed for the CLI', () => {
    expect(ADMIN_COMMANDS).toMatchObject({ approve, deactivate, vet, settings });
  });

  describe('approve', () => {
    it('makes an account ACTIVE and says so, whatever the case of the email', async () => {
      const candidate = await createCandidate(handle.db, { status: 'INACTIVE' });
      const result = await run(approve, candidate.email.toUpperCase());
      expect(result.code).toBe(0);
      expect(result.output).toBe(
        `${candidate.email} (FREELANCER, id ${candidate.user.id}): status INACTIVE → ACTIVE.`,
      );
      expect((await statusOf(candidate.user.id)).status).toBe('ACTIVE');
    });

    it('changes nothing for an account already ACTIVE', async () => {
      const employer = await createEmployer(handle.db);
      const result = await run(approve, employer.email);
      expect(result).toEqual({
        code: 0,
        output: `${employer.email} (COMPANY, id ${employer.user.id}) is already ACTIVE; nothing changed.`,
      });
    });

    it('exits 1 for an unknown email and 2 without one', async () => {
      expect(await run(approve, 'nobody@example.test')).toEqual({
        code: 1,
        output: 'No account with the email nobody@example.test.',
      });
      expect(await run(approve)).toEqual({ code: 2, output: 'Usage: admin approve <email>' });
    });
  });

  describe('deactivate', () => {
    it('makes an account INACTIVE again', async () => {
      const employer = await createEmployer(handle.db);
      const result = await run(deactivate, employer.email);
      expect(result.code).toBe(0);
      expect(result.output).toContain('status ACTIVE → INACTIVE.');
      expect((await statusOf(employer.user.id)).status).toBe('INACTIVE');
    });

    it('exits 1 for an unknown email', async () => {
      expect((await run(deactivate, 'nobody@example.test')).code).toBe(1);
    });
  });

  describe('vet', () => {
    it('gives the vetted badge, and --undo takes it away', async () => {
      const candidate = await createCandidate(handle.db);
      const given = await run(vet, candidate.email);
      expect(given.code).toBe(0);
      expect(given.output).toContain('vetted false → true.');
      expect((await statusOf(candidate.user.id)).vetted).toBe(true);

      const again = await run(vet, candidate.email);
      expect(again.output).toContain('is already vetted; nothing changed.');

      const undone = await run(vet, '--undo', candidate.email);
      expect(undone.output).toContain('vetted true → false.');
      expect((await statusOf(candidate.user.id)).vetted).toBe(false);
    });

    it('exits 1 for an unknown email and 2 for a wrong command line', async () => {
      expect((await run(vet, 'nobody@example.test')).code).toBe(1);
      expect(await run(vet)).toEqual({ code: 2, output: 'Usage: admin vet <email> [--undo]' });
      expect((await run(vet, 'a@b.test', 'c@d.test')).code).toBe(2);
      expect((await run(vet, '--force')).code).toBe(2);
    });
  });

  describe('settings', () => {
    it('sets, gets and lists a setting', async () => {
      expect(await run(settings, 'get', 'autoApproveAccounts')).toEqual({
        code: 0,
        output: 'false',
      });
      expect(await run(settings, 'set', 'autoApproveAccounts', 'true')).toEqual({
        code: 0,
        output: 'autoApproveAccounts: false → true.',
      });
      expect(await new SettingsService(handle.db).get('autoApproveAccounts')).toBe(true);
      expect((await run(settings, 'get', 'autoApproveAccounts')).output).toBe('true');

      const list = await run(settings);
      expect(list.code).toBe(0);
      expect(list.output).toMatch(/^key\s+value\s+source\s+description/);
      expect(list.output).toMatch(/autoApproveAccounts\s+true\s+set\s+New accounts start ACTIVE/);
    });

    it('refuses unknown keys (1), values of the wrong type or not JSON and bad command lines (2)', async () => {
      expect(await run(settings, 'get', 'colour')).toEqual({
        code: 1,
        output: `No setting named colour. Settings: ${SETTING_KEYS.join(', ')}.`,
      });
      expect(await run(settings, 'set', 'autoApproveAccounts', '"yes"')).toEqual({
        code: 2,
        output: '"yes" is not a valid value for autoApproveAccounts (default false).',
      });
      expect((await run(settings, 'set', 'autoApproveAccounts', 'yes')).code).toBe(2);
      expect((await run(settings, 'set', 'autoApproveAccounts')).code).toBe(2);
      expect((await run(settings, 'get')).code).toBe(2);
      expect((await run(settings, 'remove', 'autoApproveAccounts')).code).toBe(2);
    });
  });
});
