/**
 * The agency's project lists (issue 15 item 3): the search's services and budget, the order
 * (featured, newest, title), "for you" from the agency's services and category experience,
 * and the applied list, all shared by the agency's members (applications are the owner's).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { BUDGET_NO_CAP } from '../../../shared/opportunities';
import { genreIndustries, opportunities, teamIndustries, teamServices } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { applyTo, postOpportunity } from '../../testing/opportunities';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TaxonomyService } from '../taxonomies';

const LATEST = graphql(`
  query AgencyListsLatest($filter: OpportunitySearch, $first: Int, $page: Int) {
    latestOpportunities(filter: $filter, first: $first, page: $page) {
      data {
        id
        title
        job_number
        applied
        agency {
          id
          company
        }
        genres {
          id
          name
        }
        services {
          id
          name
        }
      }
      paginatorInfo {
        total
      }
    }
  }
`);

const FOR_YOU = graphql(`
  query AgencyListsForYou($filter: OpportunitySearch, $first: Int, $page: Int) {
    opportunitiesForYou(filter: $filter, first: $first, page: $page) {
      data {
        id
        title
        applied
        services {
          id
        }
      }
      paginatorInfo {
        total
      }
    }
  }
`);

const PROJECT_SKILLS = graphql(`
  query AgencyListsProjectSkills($id: ID!) {
    opportunity(id: $id) {
      skills {
        id
        software
      }
    }
  }
`);

const APPLIED = graphql(`
  query AgencyListsApplied($first: Int, $page: Int) {
    appliedOpportunities(first: $first, page: $page) {
      data {
        id
        status
        opportunity {
          id
          title
        }
      }
      paginatorInfo {
        total
      }
    }
  }
`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A word no other post carries: each test searches its own posts only. */
function uniqueWord(): string {
  serial += 1;
  return `zagency${Date.now().toString(36)}${serial}`;
}

const tokenOf = (fixture: { email: string; password: string }) =>
  t.login(fixture.email, fixture.password);

async function latestIds(token: string, filter: Record<string, unknown>) {
  const answer = await t.graphql(LATEST, { token, variables: { filter, first: 50 } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.latestOpportunities.data.map((post) => post.id);
}

async function forYouIds(token: string, word: string) {
  const answer = await t.graphql(FOR_YOU, {
    token,
    variables: { filter: { search: word }, first: 50 },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.opportunitiesForYou.data.map((post) => post.id);
}

describe('the agency’s search', () => {
  it('narrows by required services, category experience and budget (No Cap leaves the top open)', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const taxonomies = new TaxonomyService(t.db);
    const [services, genres] = await Promise.all([taxonomies.services(), taxonomies.genres()]);
    const [design, film, copy] = services;
    const small = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} small`,
      services: [String(design!.id)],
      genres: [String(genres[0]!.id)],
      minimumBudget: 1_000,
      maximumBudget: 2_000,
    });
    const large = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} large`,
      services: [String(film!.id), String(design!.id)],
      genres: [String(genres[1]!.id)],
      minimumBudget: 12_000,
      maximumBudget: 20_000,
    });
    const hidden = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} hidden`,
      services: [String(copy!.id)],
      genres: [String(genres[1]!.id)],
      is_compensation_displayed: false,
      minimumBudget: 3_000,
      maximumBudget: 4_000,
    });
    const token = await tokenOf(await createAgency(t.db));
    const ids = (filter: Record<string, unknown>) =>
      latestIds(token, { search: word, ...filter }).then((found) => [...found].sort());
    const sorted = (...posts: { id: number }[]) => posts.map((post) => String(post.id)).sort();

    expect(await ids({})).toEqual(sorted(small, large, hidden));
    // Skills are the project's required services: any of them.
    expect(await ids({ services: [String(design!.id)] })).toEqual(sorted(small, large));
    expect(await ids({ services: [String(film!.id), String(copy!.id)] })).toEqual(
      sorted(large, hidden),
    );
    expect(await ids({ genres: [String(genres[0]!.id)] })).toEqual(sorted(small));
    // Budget: a project matches when its range meets the band; hidden budgets never match.
    expect(await ids({ budget_min: 0, budget_max: 2_000 })).toEqual(sorted(small));
    expect(await ids({ budget_min: 3_000, budget_max: 9_000 })).toEqual([]);
    expect(await ids({ budget_min: 2_000, budget_max: BUDGET_NO_CAP })).toEqual(
      sorted(small, large),
    );
    expect(await ids({ budget_min: 9_000, budget_max: BUDGET_NO_CAP })).toEqual(sorted(large));
    expect(await ids({ budget_max: 1_000 })).toEqual(sorted(small));
    // Together: every part.
    expect(
      await ids({
        services: [String(design!.id)],
        genres: [String(genres[1]!.id)],
        budget_min: 1_000,
        budget_max: BUDGET_NO_CAP,
      }),
    ).toEqual(sorted(large));
  });

  it('narrows by software skills: a project asking for any of them (the brief’s filter)', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const [figma, blender, unreal] = await new TaxonomyService(t.db).softwareSkills();
    const asks = (...skills: { id: number }[]) => skills.map((skill) => String(skill.id));
    const design = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} design`,
      software_skills: asks(figma!, blender!),
    });
    const motion = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} motion`,
      software_skills: asks(unreal!),
    });
    const none = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} none`,
    });
    const token = await tokenOf(await createAgency(t.db));
    const ids = (filter: Record<string, unknown>) =>
      latestIds(token, { search: word, ...filter }).then((found) => [...found].sort());
    const sorted = (...posts: { id: number }[]) => posts.map((post) => String(post.id)).sort();

    expect(await ids({})).toEqual(sorted(design, motion, none));
    expect(await ids({ software_skills: asks(blender!) })).toEqual(sorted(design));
    expect(await ids({ software_skills: asks(figma!, unreal!) })).toEqual(sorted(design, motion));
    // The project shows them as software skills.
    const answer = await t.graphql(PROJECT_SKILLS, {
      token,
      variables: { id: String(design.id) },
    });
    expect(answer.data?.opportunity.skills.map((skill) => skill.id).sort()).toEqual(
      asks(figma!, blender!).sort(),
    );
    expect(answer.data?.opportunity.skills.every((skill) => skill.software)).toBe(true);
  });

  it('refuses a craft skill or an unknown id as a project’s software skill', async () => {
    const employer = await createEmployer(t.db);
    const [craft] = (await new TaxonomyService(t.db).skills([1])).filter((s) => !s.software);
    for (const id of [String(craft!.id), '999999']) {
      await expect(
        postOpportunity(t.db, employer, { target: 'PROJECT', software_skills: [id] }),
      ).rejects.toMatchObject({
        extensions: {
          validation: { 'input.software_skills': [messages.opportunities.notInDiscipline] },
        },
      });
    }
  });

  it('orders by featured, then newest, then title', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const post = (title: string) =>
      postOpportunity(t.db, employer, { target: 'PROJECT', title: `${word} ${title}` });
    const oldFeatured = await post('Old featured');
    const newest = await post('Newest');
    const twinB = await post('Beta twin');
    const twinA = await post('Alpha twin');
    const at = (days: number) => new Date(Date.UTC(2026, 0, days));
    const set = (row: { id: number }, values: Partial<typeof opportunities.$inferInsert>) =>
      t.db.update(opportunities).set(values).where(eq(opportunities.id, row.id));
    await set(oldFeatured, { featured: true, createdAt: at(1) });
    await set(newest, { createdAt: at(20) });
    await set(twinA, { createdAt: at(10) });
    await set(twinB, { createdAt: at(10) });
    const agency = await createAgency(t.db);
    const token = await tokenOf(agency);
    expect(await latestIds(token, { search: word })).toEqual(
      [oldFeatured, newest, twinA, twinB].map((row) => String(row.id)),
    );
    // "For you" keeps the same order (the test projects require the first service).
    const [firstService] = await new TaxonomyService(t.db).services();
    await t.db.insert(teamServices).values({ teamId: agency.team.id, serviceId: firstService!.id });
    expect(await forYouIds(token, word)).toEqual(
      [oldFeatured, newest, twinA, twinB].map((row) => String(row.id)),
    );
  });

  it('costs the same few statements for one project or twenty', async () => {
    const small = uniqueWord();
    const large = uniqueWord();
    const employer = await createEmployer(t.db);
    await postOpportunity(t.db, employer, { target: 'PROJECT', title: `${small} project` });
    for (let index = 0; index < 20; index += 1) {
      await postOpportunity(t.db, employer, { target: 'PROJECT', title: `${large} ${index}` });
    }
    const agency = await createAgency(t.db);
    const [service] = await new TaxonomyService(t.db).services();
    await t.db.insert(teamServices).values({ teamId: agency.team.id, serviceId: service!.id });
    const token = await tokenOf(agency);
    const read = (word: string) =>
      t.graphql(LATEST, { token, variables: { filter: { search: word }, first: 20 } });
    const readForYou = (word: string) =>
      t.graphql(FOR_YOU, { token, variables: { filter: { search: word }, first: 20 } });
    expect((await read(large)).data?.latestOpportunities.data).toHaveLength(20);
    expect((await readForYou(large)).data?.opportunitiesForYou.data).toHaveLength(20);
    const forOne = await statementsDuring(() => read(small));
    const forTwenty = await statementsDuring(() => read(large));
    expect(forTwenty).toBe(forOne);
    // Session, memberships, the page, then genres, services and the caller's applications.
    expect(forTwenty).toBeLessThanOrEqual(7);
    const forYouOne = await statementsDuring(() => readForYou(small));
    const forYouTwenty = await statementsDuring(() => readForYou(large));
    expect(forYouTwenty).toBe(forYouOne);
    // The agency's services and category experience: one statement more.
    expect(forYouTwenty).toBeLessThanOrEqual(forTwenty + 1);
  });
});

describe('project opportunities for you', () => {
  /** An industry, one of its genres, and a genre of none of its genres. */
  async function categories() {
    const taxonomies = new TaxonomyService(t.db);
    const industryId = 2;
    const inIndustry = await taxonomies.genres([industryId]);
    const linked = await t.db
      .select({ genreId: genreIndustries.genreId })
      .from(genreIndustries)
      .where(inArray(genreIndustries.industryId, [industryId]));
    const linkedIds = new Set(linked.map((row) => row.genreId));
    const outside = (await taxonomies.genres()).find((genre) => !linkedIds.has(genre.id));
    return { industryId, inside: inIndustry[0]!, outside: outside! };
  }

  async function agencyWith(serviceIds: number[], industryIds: number[]): Promise<TeamFixture> {
    const agency = await createAgency(t.db);
    if (serviceIds.length) {
      await t.db
        .insert(teamServices)
        .values(serviceIds.map((serviceId) => ({ teamId: agency.team.id, serviceId })));
    }
    if (industryIds.length) {
      await t.db
        .insert(teamIndustries)
        .values(industryIds.map((industryId) => ({ teamId: agency.team.id, industryId })));
    }
    return agency;
  }

  it('matches the agency’s services and category experience, without those applied to', async () => {
    const word = uniqueWord();
    const { industryId, inside, outside } = await categories();
    const [offered, other] = await new TaxonomyService(t.db).services();
    const employer = await createEmployer(t.db);
    const project = (title: string, serviceId: number, genreId: number) =>
      postOpportunity(t.db, employer, {
        target: 'PROJECT',
        title: `${word} ${title}`,
        services: [String(serviceId)],
        genres: [String(genreId)],
      });
    const both = await project('both match', offered!.id, inside.id);
    const serviceOnly = await project('service only', offered!.id, outside.id);
    const categoryOnly = await project('category only', other!.id, inside.id);
    await postOpportunity(t.db, employer, { title: `${word} a job` });

    const full = await agencyWith([offered!.id], [industryId]);
    const servicesOnly = await agencyWith([offered!.id], []);
    const categoriesOnly = await agencyWith([], [industryId]);
    const nothing = await agencyWith([], []);
    const sorted = (...posts: { id: number }[]) => posts.map((post) => String(post.id)).sort();
    const ids = async (agency: TeamFixture) =>
      [...(await forYouIds(await tokenOf(agency), word))].sort();

    expect(await ids(full)).toEqual(sorted(both));
    expect(await ids(servicesOnly)).toEqual(sorted(both, serviceOnly));
    expect(await ids(categoriesOnly)).toEqual(sorted(both, categoryOnly));
    expect(await ids(nothing)).toEqual([]);

    // A member acting for the agency sees the agency's list; once the owner applied, the
    // project leaves it for both.
    const member = await createTeamMember(t.db, full.team, 'member');
    expect(await ids(member)).toEqual(sorted(both));
    await applyTo(t.db, both, full);
    expect(await ids(full)).toEqual([]);
    expect(await ids(member)).toEqual([]);
  });

  it('is the agency’s applied list for every member, and refuses a candidate nothing of theirs', async () => {
    const word = uniqueWord();
    const employer = await createEmployer(t.db);
    const project = await postOpportunity(t.db, employer, {
      target: 'PROJECT',
      title: `${word} applied`,
    });
    const agency = await createAgency(t.db);
    const member = await createTeamMember(t.db, agency.team, 'member');
    await applyTo(t.db, project, agency);
    for (const fixture of [agency, member]) {
      const token = await tokenOf(fixture);
      const answer = await t.graphql(APPLIED, { token, variables: { first: 6, page: 1 } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.appliedOpportunities.data).toEqual([
        expect.objectContaining({
          status: 'OPEN',
          opportunity: { id: String(project.id), title: `${word} applied` },
        }),
      ]);
      const latest = await t.graphql(LATEST, { token, variables: { filter: { search: word } } });
      expect(latest.data!.latestOpportunities.data[0]!.applied).toBe(true);
    }
    // A candidate's lists hold no projects.
    const candidate = await createCandidate(t.db);
    expect(await latestIds(await tokenOf(candidate), { search: word })).toEqual([]);
  });
});
