import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  industries,
  positions,
  services,
  teamIndustries,
  teamServices,
  userIndustries,
  userPositions,
  users,
} from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { allowPosting, applyTo, associate, postOpportunity } from '../../testing/opportunities';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CANDIDATE_PROFILE = graphql(`
  query ProfilesCandidateProfile($id: ID!) {
    candidateProfile(id: $id) {
      id
      name
      first_name
      last_name
      pronouns
      position
      bio
      avatar
      city
      state
      country
      vetted
      industries {
        id
        name
      }
      positions {
        id
        name
      }
      applications {
        id
        created_at
        opportunity {
          id
          title
          target
        }
      }
    }
  }
`);

const AGENCY_PROFILE = graphql(`
  query ProfilesAgencyProfile($id: ID!) {
    agencyProfile(id: $id) {
      id
      name
      avatar
      bio
      description
      website
      locations
      vetted
      services {
        name
      }
      industries {
        name
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

async function tokenOf(who: UserFixture | null): Promise<string | undefined> {
  return who ? t.login(who.email, who.password) : undefined;
}

describe('candidateProfile', () => {
  it('shows a candidate who applied, with the applications to the caller’s posts only', async () => {
    const employer = await createEmployer(t.db);
    const job = await postOpportunity(t.db, employer, { title: 'Packaging Designer' });
    const project = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: 'Spring campaign',
    });
    const elsewhere = await postOpportunity(t.db, await createEmployer(t.db));
    const candidate = await createCandidate(t.db, {
      firstName: 'Noah',
      lastName: 'Patel',
      pronouns: 'He/Him',
      position: 'Packaging Designer',
      bio: 'Packaging designer from Leeds.',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      vetted: true,
    });
    const [industry] = await t.db.select().from(industries).limit(1);
    const [position] = await t.db.select().from(positions).limit(1);
    await t.db
      .insert(userIndustries)
      .values({ userId: candidate.user.id, industryId: industry!.id });
    await t.db
      .insert(userPositions)
      .values({ userId: candidate.user.id, positionId: position!.id });
    await applyTo(t.db, job, candidate);
    await applyTo(t.db, project, candidate);
    await applyTo(t.db, elsewhere, candidate);

    const answer = await t.graphql(CANDIDATE_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: String(candidate.user.id) },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.candidateProfile).toMatchObject({
      id: String(candidate.user.id),
      name: 'Noah Patel',
      pronouns: 'He/Him',
      position: 'Packaging Designer',
      bio: 'Packaging designer from Leeds.',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      vetted: true,
      industries: [{ id: String(industry!.id), name: industry!.name }],
      positions: [{ id: String(position!.id), name: position!.name }],
    });
    // Newest first; the other team's post is not theirs to see.
    expect(answer.data!.candidateProfile.applications.map((a) => a.opportunity)).toEqual([
      { id: String(project.id), title: 'Spring campaign', target: 'PROJECT' },
      { id: String(job.id), title: 'Packaging Designer', target: 'JOB' },
    ]);
  });

  it('is shown only to team users who see a post the candidate applied to', async () => {
    const owner = await createEmployer(t.db);
    const poster = await createTeamMember(t.db, owner.team, 'member');
    await allowPosting(t.db, poster);
    const job = await postOpportunity(t.db, poster);
    const candidate = await createCandidate(t.db);
    const notApplied = await createCandidate(t.db);
    await applyTo(t.db, job, candidate);
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const associated = await createTeamMember(t.db, owner.team, 'member');
    await associate(t.db, owner.team, associated, poster);
    const unassociated = await createTeamMember(t.db, owner.team, 'member');
    const agency = await createAgency(t.db);
    await applyTo(t.db, job, agency);

    const cases: [string, UserFixture | null, UserFixture, string][] = [
      ['owner (admin)', owner, candidate, 'OK'],
      ['admin', admin, candidate, 'OK'],
      ['the poster', poster, candidate, 'OK'],
      ['associated member', associated, candidate, 'OK'],
      ['unassociated member', unassociated, candidate, 'NOT_FOUND'],
      ['other team', await createEmployer(t.db), candidate, 'NOT_FOUND'],
      ['the candidate', candidate, candidate, 'NOT_FOUND'],
      ['an agency', agency, candidate, 'NOT_FOUND'],
      ['anonymous', null, candidate, 'UNAUTHENTICATED'],
      ['owner, a candidate who did not apply', owner, notApplied, 'NOT_FOUND'],
      ['owner, an agency applicant', owner, agency, 'NOT_FOUND'],
    ];
    for (const [who, caller, profile, expected] of cases) {
      const answer = await t.graphql(CANDIDATE_PROFILE, {
        token: await tokenOf(caller),
        variables: { id: String(profile.user.id) },
      });
      expect([who, outcome(answer)]).toEqual([who, expected]);
      if (expected === 'NOT_FOUND') {
        expect(answer.errors?.[0]?.message).toBe(messages.profiles.candidateNotFound);
      }
    }
  });

  it('refuses ids that are not ids', async () => {
    const employer = await createEmployer(t.db);
    const answer = await t.graphql(CANDIDATE_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: 'abc' },
    });
    expect(outcome(answer)).toBe('BAD_USER_INPUT');
  });
});

describe('agencyProfile', () => {
  it('shows an agency to employers, with its services and category experience', async () => {
    const agency = await createAgency(t.db);
    await t.db.update(users).set({ vetted: true }).where(eq(users.id, agency.user.id));
    const [service] = await t.db.select().from(services).limit(1);
    const [industry] = await t.db.select().from(industries).limit(1);
    await t.db.insert(teamServices).values({ teamId: agency.team.id, serviceId: service!.id });
    await t.db.insert(teamIndustries).values({ teamId: agency.team.id, industryId: industry!.id });

    const employer = await createEmployer(t.db);
    const answer = await t.graphql(AGENCY_PROFILE, {
      token: await tokenOf(employer),
      variables: { id: String(agency.team.id) },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.agencyProfile).toMatchObject({
      id: String(agency.team.id),
      name: agency.team.company,
      vetted: true,
      services: [{ name: service!.name }],
      industries: [{ name: industry!.name }],
    });
  });

  it('is for users of a company team, and only for agencies', async () => {
    const agency = await createAgency(t.db);
    const employer = await createEmployer(t.db);
    const member = await createTeamMember(t.db, employer.team, 'member');
    const cases: [string, UserFixture | null, number, string][] = [
      ['employer', employer, agency.team.id, 'OK'],
      ['a member', member, agency.team.id, 'OK'],
      ['a candidate', await createCandidate(t.db), agency.team.id, 'NOT_FOUND'],
      ['an agency', await createAgency(t.db), agency.team.id, 'NOT_FOUND'],
      ['anonymous', null, agency.team.id, 'UNAUTHENTICATED'],
      ['a company team', employer, employer.team.id, 'NOT_FOUND'],
    ];
    for (const [who, caller, id, expected] of cases) {
      const answer = await t.graphql(AGENCY_PROFILE, {
        token: await tokenOf(caller),
        variables: { id: String(id) },
      });
      expect([who, outcome(answer)]).toEqual([who, expected]);
    }
  });
});
