import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords';
import type { DatabaseHandle } from '../client';
import { creditEntries, settings, teamCredits, teamUsers, teams, users } from '../schema';
import { createTestDatabase } from '../testing';
import {
  DEMO_ACCOUNTS,
  DEMO_DATA_MARK,
  DEMO_JOB_POSTS,
  DEMO_PASSWORD,
  hasDemoData,
  seedDemo,
} from './demo';
import { isSettingKey } from '../../platform/settings';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
});

async function findUser(email: string) {
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

describe('seedDemo', () => {
  it('creates the three demo accounts, active, with complete profiles and the demo password', async () => {
    for (const { email, type } of Object.values(DEMO_ACCOUNTS)) {
      const user = await findUser(email);
      expect(user).toMatchObject({ type, status: 'ACTIVE' });
      for (const field of [
        'firstName',
        'lastName',
        'phone',
        'position',
        'company',
        'address1',
        'city',
        'zip',
        'country',
      ] as const) {
        expect(user[field], `${email} ${field}`).toBeTruthy();
      }
      expect(user.phone).toMatch(/^\+44\d{10}$/);
      expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.passwordHash ?? '', 'not the password')).toBe(false);
    }
  });

  it('makes the employer and the agency admins of the teams they own', async () => {
    const cases = [
      [DEMO_ACCOUNTS.employer.email, 'COMPANY'],
      [DEMO_ACCOUNTS.agency.email, 'AGENCY'],
    ] as const;
    for (const [email, teamType] of cases) {
      const owner = await findUser(email);
      const memberships = await handle.db
        .select({ team: teams, membership: teamUsers })
        .from(teamUsers)
        .innerJoin(teams, eq(teams.id, teamUsers.teamId))
        .where(eq(teamUsers.userId, owner.id));
      expect(memberships).toHaveLength(1);
      expect(memberships[0]?.team).toMatchObject({ type: teamType, ownerId: owner.id });
      // The organisation's profile lives on the team: a bio means onboarding is done.
      expect(memberships[0]?.team.bio).toBeTruthy();
      expect(memberships[0]?.team.description).toBeTruthy();
      expect(memberships[0]?.membership).toMatchObject({
        role: 'admin',
        canPostJobs: true,
        active: true,
      });
    }
    const candidate = await findUser(DEMO_ACCOUNTS.candidate.email);
    expect(candidate.bio).toBeTruthy();
    expect(await handle.db.$count(teamUsers, eq(teamUsers.userId, candidate.id))).toBe(0);
  });

  it('gives the employer job posts to post with, recorded in its ledger', async () => {
    const [row] = await handle.db
      .select({ balance: teamCredits.balance, entries: creditEntries.qty })
      .from(teamCredits)
      .innerJoin(teams, eq(teams.id, teamCredits.teamId))
      .innerJoin(creditEntries, eq(creditEntries.teamId, teams.id))
      .where(eq(teams.type, 'COMPANY'));
    expect(row).toEqual({ balance: DEMO_JOB_POSTS, entries: DEMO_JOB_POSTS });
  });

  it('turns on automatic account approval', async () => {
    const [setting] = await handle.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'autoApproveAccounts'));
    expect(setting?.value).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const dump = async () => ({
      users: await handle.db.select().from(users).orderBy(users.id),
      teams: await handle.db.select().from(teams).orderBy(teams.id),
      teamUsers: await handle.db.select().from(teamUsers).orderBy(teamUsers.id),
      settings: await handle.db.select().from(settings).orderBy(settings.key),
    });
    const before = await dump();
    expect(before.users).toHaveLength(3);
    await seedDemo(handle.db);
    expect(await dump()).toEqual(before);
  });
});

describe('hasDemoData', () => {
  it('is true where seedDemo ran (marked), or where a demo account exists unmarked', async () => {
    expect(await hasDemoData(handle.db)).toBe(true);
    const clean = await createTestDatabase();
    try {
      expect(await hasDemoData(clean.db)).toBe(false);
      await clean.db
        .insert(users)
        .values({ email: DEMO_ACCOUNTS.agency.email, type: 'AGENCY', status: 'ACTIVE' });
      expect(await hasDemoData(clean.db)).toBe(true);
    } finally {
      await clean.close();
    }
  });

  it('is marked in a way the admin settings command cannot unset', async () => {
    const [mark] = await handle.db.select().from(settings).where(eq(settings.key, DEMO_DATA_MARK));
    expect(mark?.value).toBe(true);
    expect(isSettingKey(DEMO_DATA_MARK)).toBe(false);
  });
});
