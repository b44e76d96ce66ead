import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { createAgency, createCandidate } from '../../testing/fixtures';
import { listUsers } from './list-users';

describe('admin list-users', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('prints one row per account, oldest first, and the count', async () => {
    const candidate = await createCandidate(handle.db, { status: 'INACTIVE' });
    const agency = await createAgency(handle.db);
    const lines: string[] = [];

    const code = await listUsers.run(
      { db: handle.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      [],
    );

    expect(code).toBe(0);
    const output = lines.join('\n').split('\n');
    expect(output[0]).toMatch(/^id\s+email\s+type\s+status$/);
    expect(output[2]).toMatch(
      new RegExp(`^${candidate.user.id}\\s+${candidate.email}\\s+FREELANCER\\s+INACTIVE$`),
    );
    expect(output[3]).toMatch(
      new RegExp(`^${agency.user.id}\\s+${agency.email}\\s+AGENCY\\s+ACTIVE$`),
    );
    expect(output.at(-1)).toBe('2 users');
  });
});
