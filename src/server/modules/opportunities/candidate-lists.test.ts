import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import {
  applications,
  opportunities,
  preferences,
  teams,
  userPositions,
  users,
} from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { postOpportunity } from '../../testing/opportunities';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TaxonomyService } from '../taxonomies';

const LATEST = graphql(`
  query ListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {
    latestOpportunities(filter: $filter, first: $first, page: $page) {
      data {
        id
        title
        applied
        agency {
          id
          company
        }
        industries {
          id
        }
        genres {
          id
          name
        }
        skills {
          id
          name
        }
        position {
          id
          name
        }
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

const FOR_YOU = graphql(`
  query ListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {
    opportunitiesForYou(filter: $filter, first: $first, page: $page) {
      data {
        id
        title
      }
      paginatorInfo {
        total
      }
    }
  }
`);

const APPLIED = graphql(`
  query ListsApplied($first: Int, $page: Int) {
    appliedOpportunities(first: $first, page: $page) {
      data {
        id
        status
        created_at
        opportunity {
          id
          title
          agency {
            company
          }
        }
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

const COMPANY = graphql(`
  query ListsCompanyProfile($id: ID!) {
    companyProfile(id: $id) {
      id
      company
      avatar
      bio
      description
      what_sets_apart
      website
      opportunities {
        data {
          id
          title
        }
        paginatorInfo {
          total
        }
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Each test reads its own employer's posts through a search word unique to it; the other
  // tests' posts stay out of the counts.
});
afterAll(() => t.close());

const outcome = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

let serial = 0;
/** A word no other post carries, for a test's own search. */
function uniqueWord(): string {
  serial += 1;
  return `zq${Date.now().toString(36)}${serial}`;
}

async function at(id: number, createdAt: string) {
  await t.db
    .update(opportunities)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(opportunities.id, id));
}

describe('latestOpportunities', () => {
  it('lists published, open jobs newest first, in numbered pages with the total', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const posts = [];
    for (let index = 0; index < 5; index += 1) {
      const post = await postOpportunity(t.db, employer, { title: `${word} designer ${index}` });
      await at(post.id, `2026-0${index + 1}-10T09:00:00Z`);
      posts.push(post);
    }
    // Not listed: closed, unpublished, not public, a project.
    const closed = await postOpportunity(t.db, employer, { title: `${word} closed` });
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, closed.id));
    await postOpportunity(t.db, employer, { title: `${word} draft`, is_active: false });
    const hidden = await postOpportunity(t.db, employer, { title: `${word} hidden` });
    await t.db
      .update(opportunities)
      .set({ isPublic: false })
      .where(eq(opportunities.id, hidden.id));
    await postOpportunity(t.db, employer, { target: 'PROJECT', title: `${word} project` });

    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const first = await t.graphql(LATEST, {
      token,
      variables: { filter: { search: word }, first: 2, page: 1 },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.latestOpportunities.data.map((post) => post.id)).toEqual(
      [posts[4]!.id, posts[3]!.id].map(String),
    );
    expect(first.data?.latestOpportunities.paginatorInfo).toEqual({
      count: 2,
      currentPage: 1,
      hasMorePages: true,
      total: 5,
    });
    const last = await t.graphql(LATEST, {
      token,
      variables: { filter: { search: word }, first: 2, page: 3 },
    });
    expect(last.data?.latestOpportunities.data.map((post) => post.id)).toEqual([
      String(posts[0]!.id),
    ]);
    expect(last.data?.latestOpportunities.paginatorInfo).toEqual({
      count: 1,
      currentPage: 3,
      hasMorePages: false,
      total: 5,
    });
    const past = await t.graphql(LATEST, {
      token,
      variables: { filter: { search: word }, first: 2, page: 9 },
    });
    expect(past.data?.latestOpportunities.paginatorInfo).toEqual({
      count: 0,
      currentPage: 9,
      hasMorePages: false,
      total: 5,
    });
  });

  it('searches title, description and employer, and filters by each criterion', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    await t.db
      .update(teams)
      .set({ company: `Studio ${word}` })
      .where(eq(teams.id, employer.team.id));
    const genres = await new TaxonomyService(t.db).genres([1]);
    const permanent = await postOpportunity(t.db, employer, {
      title: 'Art Director',
      genres: [String(genres[0]!.id)],
      work_mode: 'ONSITE',
      location: 'Leeds, West Yorkshire, England',
      minimumBudget: 50_000,
      maximumBudget: 60_000,
    });
    const contract = await postOpportunity(t.db, employer, {
      title: 'Motion Designer',
      type: 'FREELANCE/CONTRACT',
      duration: 3,
      is_ir35: 0,
      genres: [String(genres[1]!.id)],
      work_mode: 'REMOTE',
      compensation_unit: 'DAY',
      minimumBudget: 300,
      maximumBudget: 450,
    });
    const hiddenPay = await postOpportunity(t.db, employer, {
      title: 'Copywriter',
      genres: [String(genres[1]!.id)],
      work_mode: 'HYBRID',
      is_compensation_displayed: false,
      minimumBudget: 50_000,
      maximumBudget: 60_000,
    });
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const ids = async (filter: Record<string, unknown>) => {
      const answer = await t.graphql(LATEST, {
        token,
        variables: { filter: { search: word, ...filter }, first: 50 },
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.latestOpportunities.data.map((post) => Number(post.id)).sort();
    };
    const all = [permanent.id, contract.id, hiddenPay.id].sort();
    // The employer's name finds all three; a title word, one; wildcards are literal.
    expect(await ids({})).toEqual(all);
    expect(await ids({ search: `motion ${''}`.trim() })).toContain(contract.id);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ genres: [String(genres[0]!.id)] })).toEqual([permanent.id]);
    expect(await ids({ industries: ['1'] })).toEqual(all);
    expect(await ids({ types: ['FREELANCE/CONTRACT'] })).toEqual([contract.id]);
    expect(await ids({ work_modes: ['ONSITE'] })).toEqual([permanent.id]);
    expect(await ids({ work_modes: ['REMOTE', 'HYBRID'] })).toEqual(
      [contract.id, hiddenPay.id].sort(),
    );
    expect(await ids({ location: 'leeds' })).toEqual([permanent.id]);
    expect(await ids({ levels: [permanent.level] })).toEqual(all);
    // Compensation: ranges that meet, in the unit; a hidden range never matches.
    expect(await ids({ compensation_unit: 'YEAR', compensation_min: 55_000 })).toEqual([
      permanent.id,
    ]);
    expect(await ids({ compensation_unit: 'DAY', compensation_max: 299 })).toEqual([]);
    expect(await ids({ compensation_unit: 'DAY', compensation_max: 300 })).toEqual([contract.id]);
    // Ids that are not ids.
    const bad = await t.graphql(LATEST, { token, variables: { filter: { genres: ['x'] } } });
    expect(outcome(bad)).toBe('BAD_USER_INPUT');
  });

  it('costs a handful of statements, for one post or twenty, with every field the page shows', async () => {
    const small = uniqueWord();
    const large = uniqueWord();
    const employer = await createEmployer(t.db);
    await postOpportunity(t.db, employer, { title: `${small} role` });
    for (let index = 0; index < 20; index += 1) {
      await postOpportunity(t.db, employer, { title: `${large} role ${index}` });
    }
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const read = (word: string) =>
      t.graphql(LATEST, { token, variables: { filter: { search: word }, first: 20 } });
    expect((await read(small)).errors).toBeUndefined();
    expect((await read(large)).data?.latestOpportunities.data).toHaveLength(20);
    const forOne = await statementsDuring(() => read(small));
    const forTwenty = await statementsDuring(() => read(large));
    expect(forTwenty).toBe(forOne);
    // Session, memberships, the page, then one each for industries, genres, skills,
    // positions and the caller's applications.
    expect(forTwenty).toBeLessThanOrEqual(9);
  });

  it('is the published side’s: employers are refused, agencies get projects', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    await postOpportunity(t.db, employer, { title: `${word} job` });
    const project = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} project`,
    });
    const agency = await createAgency(t.db);
    const member = await createTeamMember(t.db, employer.team, 'admin');
    const filter = { search: word };
    const ask = async (fixture?: { email: string; password: string }) =>
      t.graphql(LATEST, {
        token: fixture ? await t.login(fixture.email, fixture.password) : undefined,
        variables: { filter },
      });
    expect(outcome(await ask(employer))).toBe('FORBIDDEN');
    expect(outcome(await ask(member))).toBe('FORBIDDEN');
    expect(outcome(await ask())).toBe('UNAUTHENTICATED');
    const agencyAnswer = await ask(agency);
    expect(agencyAnswer.data?.latestOpportunities.data.map((post) => post.id)).toEqual([
      String(project.id),
    ]);
  });
});

describe('opportunitiesForYou', () => {
  async function setUp() {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const taxonomies = new TaxonomyService(t.db);
    const genres = await taxonomies.genres([1]);
    const permanent = await postOpportunity(t.db, employer, {
      title: `${word} permanent`,
      genres: [String(genres[0]!.id)],
    });
    const contract = await postOpportunity(t.db, employer, {
      title: `${word} contract`,
      type: 'FREELANCE/CONTRACT',
      duration: 3,
      is_ir35: 0,
      genres: [String(genres[1]!.id)],
    });
    return { word, employer, genres, permanent, contract };
  }

  const ids = async (token: string, word: string) => {
    const answer = await t.graphql(FOR_YOU, { token, variables: { filter: { search: word } } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.opportunitiesForYou.data.map((post) => Number(post.id)).sort();
  };

  it('matches active preferences first, else the profile’s job types; never what was applied to', async () => {
    const { word, genres, permanent, contract } = await setUp();
    const candidate = await createCandidate(t.db, { jobTypes: ['PERMANENT'] });
    const token = await t.login(candidate.email, candidate.password);
    // The profile: permanent work.
    expect(await ids(token, word)).toEqual([permanent.id]);
    // An active preference for freelance work in the second genre wins over the profile.
    await t.db.insert(preferences).values({
      userId: candidate.user.id,
      jobTypes: ['FREELANCE'],
      genreIds: [genres[1]!.id],
    });
    expect(await ids(token, word)).toEqual([contract.id]);
    // An inactive preference is not one.
    await t.db
      .update(preferences)
      .set({ active: false })
      .where(eq(preferences.userId, candidate.user.id));
    expect(await ids(token, word)).toEqual([permanent.id]);
    // Applied: no longer suggested.
    await t.db
      .insert(applications)
      .values({ opportunityId: permanent.id, userId: candidate.user.id });
    expect(await ids(token, word)).toEqual([]);
  });

  it('narrows by the profile’s disciplines and roles (positions or levels)', async () => {
    const { word, permanent, contract } = await setUp();
    const candidate = await createCandidate(t.db, { jobTypes: ['BOTH'] });
    const token = await t.login(candidate.email, candidate.password);
    expect(await ids(token, word)).toEqual([permanent.id, contract.id].sort());
    await t.db
      .update(users)
      .set({ lookingFor: ['NO-SUCH-LEVEL'] })
      .where(eq(users.id, candidate.user.id));
    expect(await ids(token, word)).toEqual([]);
    // A position sought matches even outside the levels.
    await t.db
      .insert(userPositions)
      .values({ userId: candidate.user.id, positionId: permanent.positionId! });
    expect(await ids(token, word)).toEqual([permanent.id, contract.id].sort());
  });

  it('is empty for a candidate who has told nothing to match on', async () => {
    const { word } = await setUp();
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    expect(await ids(token, word)).toEqual([]);
  });
});

describe('appliedOpportunities', () => {
  it('lists the caller’s applications newest first, Open or Closed, paged', async () => {
    const employer = await createEmployer(t.db);
    const candidate = await createCandidate(t.db);
    const other = await createCandidate(t.db);
    const open = await postOpportunity(t.db, employer, { title: 'Open role' });
    const closed = await postOpportunity(t.db, employer, { title: 'Closed role' });
    const unpublished = await postOpportunity(t.db, employer, { title: 'Unpublished role' });
    await t.db
      .update(opportunities)
      .set({ deletedAt: new Date() })
      .where(eq(opportunities.id, closed.id));
    await t.db
      .update(opportunities)
      .set({ isActive: false })
      .where(eq(opportunities.id, unpublished.id));
    const applied = async (post: { id: number }, when: string) =>
      t.db.insert(applications).values({
        opportunityId: post.id,
        userId: candidate.user.id,
        createdAt: new Date(when),
      });
    await applied(open, '2026-03-01T10:00:00Z');
    await applied(closed, '2026-03-03T10:00:00Z');
    await applied(unpublished, '2026-03-02T10:00:00Z');
    await t.db.insert(applications).values({ opportunityId: open.id, userId: other.user.id });

    const token = await t.login(candidate.email, candidate.password);
    const answer = await t.graphql(APPLIED, { token, variables: { first: 2, page: 1 } });
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.appliedOpportunities;
    expect(list.data.map((row) => [row.opportunity.title, row.status])).toEqual([
      ['Closed role', 'CLOSED'],
      ['Unpublished role', 'CLOSED'],
    ]);
    expect(list.data[0]!.created_at).toBe('2026-03-03T10:00:00.000Z');
    expect(list.data[0]!.opportunity.agency.company).toBe(employer.team.company);
    expect(list.paginatorInfo).toEqual({
      count: 2,
      currentPage: 1,
      hasMorePages: true,
      total: 3,
    });
    const second = await t.graphql(APPLIED, { token, variables: { first: 2, page: 2 } });
    expect(
      second.data!.appliedOpportunities.data.map((row) => [row.opportunity.title, row.status]),
    ).toEqual([['Open role', 'OPEN']]);
    const nothing = await t.graphql(APPLIED, {
      token: await t.login(employer.email, employer.password),
    });
    expect(outcome(nothing)).toBe('FORBIDDEN');
  });

  it('costs the same for one application or twenty', async () => {
    const employer = await createEmployer(t.db);
    const one = await createCandidate(t.db);
    const many = await createCandidate(t.db);
    for (let index = 0; index < 20; index += 1) {
      const post = await postOpportunity(t.db, employer);
      if (index === 0) {
        await t.db.insert(applications).values({ opportunityId: post.id, userId: one.user.id });
      }
      await t.db.insert(applications).values({ opportunityId: post.id, userId: many.user.id });
    }
    const tokens = [
      await t.login(one.email, one.password),
      await t.login(many.email, many.password),
    ];
    for (const token of tokens) {
      expect(
        (await t.graphql(APPLIED, { token, variables: { first: 20 } })).errors,
      ).toBeUndefined();
    }
    const [forOne, forTwenty] = [
      await statementsDuring(() =>
        t.graphql(APPLIED, { token: tokens[0], variables: { first: 20 } }),
      ),
      await statementsDuring(() =>
        t.graphql(APPLIED, { token: tokens[1], variables: { first: 20 } }),
      ),
    ];
    expect(forTwenty).toBe(forOne);
    expect(forTwenty).toBeLessThanOrEqual(4);
  });
});

describe('companyProfile', () => {
  async function company(): Promise<TeamFixture & { jobId: number }> {
    const employer = await createEmployer(t.db);
    await t.db
      .update(teams)
      .set({
        bio: 'We make packaging.',
        description: 'Forty people in Leeds.',
        whatSetsApart: 'Craft.',
        website: 'https://example.com',
        avatar: '/files/' + 'b'.repeat(32) + '.png',
      })
      .where(eq(teams.id, employer.team.id));
    const job = await postOpportunity(t.db, employer, { title: 'Open job' });
    await postOpportunity(t.db, employer, { title: 'Draft job', is_active: false });
    await postOpportunity(t.db, employer, { target: 'PROJECT', title: 'A project' });
    return { ...employer, jobId: job.id };
  }

  it('shows candidates the company and its open jobs', async () => {
    const employer = await company();
    const candidate = await createCandidate(t.db);
    const answer = await t.graphql(COMPANY, {
      token: await t.login(candidate.email, candidate.password),
      variables: { id: String(employer.team.id) },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.companyProfile).toEqual({
      id: String(employer.team.id),
      company: employer.team.company,
      avatar: '/files/' + 'b'.repeat(32) + '.png',
      bio: 'We make packaging.',
      description: 'Forty people in Leeds.',
      what_sets_apart: 'Craft.',
      website: 'https://example.com',
      opportunities: {
        data: [{ id: String(employer.jobId), title: 'Open job' }],
        paginatorInfo: { total: 1 },
      },
    });
  });

  it('who may read it', async () => {
    const employer = await company();
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    const member = await createTeamMember(t.db, employer.team, 'member');
    const otherEmployer = await createEmployer(t.db);
    const ask = async (fixture?: { email: string; password: string }, id = employer.team.id) =>
      outcome(
        await t.graphql(COMPANY, {
          token: fixture ? await t.login(fixture.email, fixture.password) : undefined,
          variables: { id: String(id) },
        }),
      );
    expect({
      candidate: await ask(candidate),
      agency: await ask(agency),
      ownMember: await ask(member),
      otherEmployer: await ask(otherEmployer),
      anonymous: await ask(),
      agencyTeam: await ask(candidate, agency.team.id),
    }).toEqual({
      candidate: 'OK',
      agency: 'OK',
      ownMember: 'OK',
      otherEmployer: 'NOT_FOUND',
      anonymous: 'UNAUTHENTICATED',
      agencyTeam: 'NOT_FOUND',
    });
    expect(messages.candidateOpportunities.companyNotFound).toBeTruthy();
  });
});
