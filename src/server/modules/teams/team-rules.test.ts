import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { teamUsers } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createAgency, createEmployer, createTeamMember } from '../../testing/fixtures';
import { actorOf, type Membership } from '../identity';
import { membershipOf } from './team-rules';

describe('membershipOf', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("is the caller's membership of the given team on the side they act for, else of the active one; null outside it", async () => {
    const company = await createEmployer(handle.db);
    const agency = await createAgency(handle.db);
    const former = await createEmployer(handle.db);
    const stranger = await createEmployer(handle.db);
    const second = await createEmployer(handle.db);
    // A guest of the company and of the agency, and a former member of a third team.
    const guest = await createTeamMember(handle.db, company.team);
    const [agencyRow, formerRow, secondRow] = await handle.db
      .insert(teamUsers)
      .values([
        { teamId: agency.team.id, userId: guest.user.id, role: 'member' },
        { teamId: former.team.id, userId: guest.user.id, role: 'member', active: false },
        { teamId: second.team.id, userId: guest.user.id, role: 'member' },
      ])
      .returning();
    const memberships: Membership[] = [
      { teamUser: guest.membership, team: company.team },
      { teamUser: agencyRow!, team: agency.team },
      { teamUser: formerRow!, team: former.team },
      { teamUser: secondRow!, team: second.team },
    ];
    const actor = actorOf(guest.user, memberships, agency.team.id);

    expect(membershipOf(actor)?.team.id).toBe(agency.team.id);
    // Acting for the agency, the guest has nothing of the company (docs/security.md G14) ...
    expect(membershipOf(actor, company.team.id)).toBeNull();
    // ... which they reach again acting for it, with the agency then out of reach.
    const asCompany = actorOf(guest.user, memberships, company.team.id);
    expect(membershipOf(asCompany, company.team.id)?.team.id).toBe(company.team.id);
    expect(membershipOf(asCompany, agency.team.id)).toBeNull();
    // Another company of theirs is theirs while they act for a company; a former team never.
    expect(membershipOf(asCompany, second.team.id)?.team.id).toBe(second.team.id);
    expect(membershipOf(actor, second.team.id)).toBeNull();
    expect(membershipOf(asCompany, former.team.id)).toBeNull();
    expect(membershipOf(actor, former.team.id)).toBeNull();
    expect(membershipOf(actor, stranger.team.id)).toBeNull();
    expect(membershipOf(actorOf(guest.user, [], null))).toBeNull();
  });
});
