import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCandidate, createEmployer } from '../../testing/fixtures';
import { messages } from '../../../shared/messages';
import { AuthService, type Credential, RequestAuth } from '../identity';
import type { Services } from '../../platform/graphql/context';
import { requireActiveUser } from './require-active-user';

describe('requireActiveUser', () => {
  let handle: DatabaseHandle;
  let auth: AuthService;
  beforeAll(async () => {
    handle = await createTestDatabase();
    auth = new AuthService(handle.db);
  });
  afterAll(() => handle.close());

  function contextWith(credential: Credential) {
    return {
      auth: new RequestAuth(credential, auth),
      // The guard reads only the auth service.
      services: { auth } as Pick<Services, 'auth'> as Services,
    };
  }

  async function tokenFor(userId: number) {
    return contextWith({ presented: true, token: await auth.issueToken(userId) });
  }

  it('answers with the profile of an ACTIVE user', async () => {
    const employer = await createEmployer(handle.db);
    const profile = await requireActiveUser(await tokenFor(employer.user.id));
    expect(profile.user.id).toBe(employer.user.id);
    expect(profile.activeTeam?.team.id).toBe(employer.team.id);
  });

  it('refuses an account awaiting approval with FORBIDDEN and the reason', async () => {
    const candidate = await createCandidate(handle.db, { status: 'INACTIVE' });
    await expect(requireActiveUser(await tokenFor(candidate.user.id))).rejects.toMatchObject({
      message: messages.account.notActive,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('lets an account through once approved', async () => {
    const candidate = await createCandidate(handle.db, { status: 'INACTIVE' });
    const context = await tokenFor(candidate.user.id);
    await expect(requireActiveUser(context)).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    await handle.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, candidate.user.id));
    await expect(requireActiveUser(await tokenFor(candidate.user.id))).resolves.toMatchObject({
      user: { status: 'ACTIVE' },
    });
  });

  it('is `Unauthenticated.` without a session or with a dead token', async () => {
    for (const credential of [
      { presented: false } as const,
      { presented: true, token: 'x'.repeat(43) } as const,
    ]) {
      await expect(requireActiveUser(contextWith(credential))).rejects.toMatchObject({
        message: messages.auth.unauthenticated,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('is `Unauthenticated.` when the user behind a live token is gone', async () => {
    const candidate = await createCandidate(handle.db);
    const context = await tokenFor(candidate.user.id);
    // Sessions die with their user (cascade), so look the token up before deleting.
    await context.auth.requireSession();
    await handle.db.delete(users).where(eq(users.id, candidate.user.id));
    await expect(requireActiveUser(context)).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
