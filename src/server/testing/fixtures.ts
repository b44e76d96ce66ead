/**
 * One helper per user group, so a test reads as its story ("an employer with a team
 * logs in"). Every fixture gets a unique email and the same known password, hashed
 * once per test process (argon2id is deliberately slow).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { teams, teamUsers, users } from '../db/schema';
import type { TeamRow, TeamUserRow, UserRow } from '../modules/identity';
import { hashPassword } from '../platform/passwords';
import type { TeamRole, TeamType } from '../../shared/users';

export const FIXTURE_PASSWORD = 'Fixture-password-1!';

type NewUser = typeof users.$inferInsert;
export type UserOverrides = Partial<Omit<NewUser, 'id' | 'type'>>;

export interface UserFixture {
  user: UserRow;
  email: string;
  password: string;
}

export interface TeamFixture extends UserFixture {
  team: TeamRow;
  membership: TeamUserRow;
}

let fixtureHash: Promise<string> | undefined;

async function insertUser(
  db: Database,
  type: UserRow['type'],
  overrides: UserOverrides,
): Promise<UserFixture> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const email =
    overrides.email ?? `${type.toLowerCase()}-${randomUUID().slice(0, 8)}@fixtures.shortlist.test`;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: type.charAt(0) + type.slice(1).toLowerCase(),
      status: 'ACTIVE',
      passwordHash: await fixtureHash,
      ...overrides,
      email,
      type,
    })
    .returning();
  if (!user) throw new Error('fixture user not inserted');
  return { user, email, password: FIXTURE_PASSWORD };
}

async function joinTeam(
  db: Database,
  teamId: number,
  userId: number,
  role: TeamRole,
): Promise<TeamUserRow> {
  const [membership] = await db
    .insert(teamUsers)
    .values({ teamId, userId, role, canPostJobs: role === 'admin' })
    .returning();
  if (!membership) throw new Error('fixture membership not inserted');
  return membership;
}

async function insertTeamOwner(
  db: Database,
  type: TeamType,
  overrides: UserOverrides,
): Promise<TeamFixture> {
  const owner = await insertUser(db, type, overrides);
  const [team] = await db
    .insert(teams)
    .values({
      type,
      ownerId: owner.user.id,
      company: `${owner.user.lastName} ${randomUUID().slice(0, 4)} Ltd`,
    })
    .returning();
  if (!team) throw new Error('fixture team not inserted');
  return { ...owner, team, membership: await joinTeam(db, team.id, owner.user.id, 'admin') };
}

/** A candidate (FREELANCER): no team. */
export function createCandidate(db: Database, overrides: UserOverrides = {}): Promise<UserFixture> {
  return insertUser(db, 'FREELANCER', overrides);
}

/** An employer (COMPANY) who registered a company team and is its admin. */
export function createEmployer(db: Database, overrides: UserOverrides = {}): Promise<TeamFixture> {
  return insertTeamOwner(db, 'COMPANY', overrides);
}

/** An agency (AGENCY) owner with its agency team, as admin. */
export function createAgency(db: Database, overrides: UserOverrides = {}): Promise<TeamFixture> {
  return insertTeamOwner(db, 'AGENCY', overrides);
}

/** An invited team member (GUEST) of `team`, acting under the team's type. */
export async function createTeamMember(
  db: Database,
  team: TeamRow,
  role: TeamRole = 'member',
  overrides: UserOverrides = {},
): Promise<TeamFixture> {
  const guest = await insertUser(db, 'GUEST', overrides);
  return { ...guest, team, membership: await joinTeam(db, team.id, guest.user.id, role) };
}
