import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../../shared/rich-text';
import { caseStudies, services, teamIndustries, teamServices, teams, users } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

const AGENCIES = graphql(`
  query MarketplaceAgenciesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {
    marketplaceAgencies(filter: $filter, first: $first, page: $page) {
      data {
        id
        name
        agency_name
        avatar
        location
        headline
        vetted
        case_studies_count
        services {
          id
          slug
          name
        }
        industries {
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

const CASE_STUDIES = graphql(`
  query MarketplaceCaseStudiesTest($filter: MarketplaceSearch, $first: Int, $page: Int) {
    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {
      data {
        id
        title
        thumbnail
        created_at
        can_edit
        content {
          layout
          key
          image
          url
        }
        agency {
          id
          company
          agency_name
          services {
            slug
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A word no other test's agency carries: each test searches its own rows. */
function uniqueWord(): string {
  serial += 1;
  return `zq${Date.now().toString(36)}${serial}`;
}

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

async function serviceIds(slugs: readonly string[]): Promise<number[]> {
  const rows = await t.db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.slug, [...slugs]));
  return slugs.map((slug) => rows.find((row) => row.slug === slug)!.id);
}

/** An agency whose owner finished its profile: a name, a bio, services, categories. */
async function listedAgency(
  name: string,
  {
    bio = `${name} makes things.\nA second line.`,
    slugs = ['web-development'],
    locations = ['Leeds, United Kingdom'],
  }: { bio?: string | null; slugs?: readonly string[]; locations?: string[] } = {},
): Promise<TeamFixture> {
  const agency = await createAgency(t.db);
  await t.db
    .update(teams)
    .set({ company: name, bio, locations })
    .where(eq(teams.id, agency.team.id));
  const ids = await serviceIds(slugs);
  if (ids.length) {
    await t.db
      .insert(teamServices)
      .values(ids.map((serviceId) => ({ teamId: agency.team.id, serviceId })));
  }
  await t.db.insert(teamIndustries).values({ teamId: agency.team.id, industryId: 1 });
  return agency;
}

async function addCaseStudy(agency: TeamFixture, title: string, createdAt: Date) {
  const [row] = await t.db
    .insert(caseStudies)
    .values({
      teamId: agency.team.id,
      title,
      description: JSON.stringify(richTextFromPlain(`About ${title}.`)),
      thumbnail: '/files/' + 'a'.repeat(32) + '.png',
      content: [{ layout: 'video', key: 'v1', attributes: { url: 'https://video.example/1' } }],
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}

async function signedIn(fixture: { email: string; password: string }) {
  return t.login(fixture.email, fixture.password);
}

describe('marketplaceAgencies', () => {
  it('answers signed-in ACTIVE company and agency users only', async () => {
    const signedOut = await t.graphql(AGENCIES, {});
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
    expect(signedOut.errors?.[0]?.message).toBe('Unauthenticated.');

    const candidate = await createCandidate(t.db);
    expect(codeOf(await t.graphql(AGENCIES, { token: await signedIn(candidate) }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await t.graphql(CASE_STUDIES, { token: await signedIn(candidate) }))).toBe(
      'FORBIDDEN',
    );

    const employer = await createEmployer(t.db);
    const token = await signedIn(employer);
    expect(codeOf(await t.graphql(AGENCIES, { token }))).toBe('OK');
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, employer.user.id));
    expect(codeOf(await t.graphql(AGENCIES, { token }))).toBe('FORBIDDEN');

    const member = await createTeamMember(t.db, (await createEmployer(t.db)).team);
    expect(codeOf(await t.graphql(AGENCIES, { token: await signedIn(member) }))).toBe('OK');
    const agencyMember = await createTeamMember(t.db, (await createAgency(t.db)).team);
    expect(codeOf(await t.graphql(AGENCIES, { token: await signedIn(agencyMember) }))).toBe('OK');
  });

  it('lists finished agencies by name with their card: headline, location, services, categories, case studies', async () => {
    const word = uniqueWord();
    const beta = await listedAgency(`Beta ${word}`, {
      slugs: ['ppc', 'copywriting'],
      locations: ['York, United Kingdom', 'Hull, United Kingdom'],
    });
    await listedAgency(`alpha ${word}`);
    // Unfinished: no bio, or a blank one; a blocked owner; not an agency.
    await listedAgency(`Gamma ${word}`, { bio: null });
    await listedAgency(`Delta ${word}`, { bio: '   ' });
    const blocked = await listedAgency(`Epsilon ${word}`);
    await t.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
    const company = await createEmployer(t.db);
    await t.db
      .update(teams)
      .set({ company: `Zeta ${word}`, bio: 'A company.' })
      .where(eq(teams.id, company.team.id));
    await addCaseStudy(beta, `Work ${word}`, new Date());

    const token = await signedIn(company);
    const answer = await t.graphql(AGENCIES, { token, variables: { filter: { search: word } } });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.marketplaceAgencies;
    expect(page.data.map((row) => row.name)).toEqual([`alpha ${word}`, `Beta ${word}`]);
    expect(page.paginatorInfo).toEqual({ count: 2, currentPage: 1, hasMorePages: false, total: 2 });
    expect(page.data[1]).toMatchObject({
      id: String(beta.team.id),
      agency_name: `Beta ${word}`,
      location: 'York, United Kingdom',
      headline: `Beta ${word} makes things.`,
      vetted: false,
      case_studies_count: 1,
      services: [
        { slug: 'copywriting', name: 'Copywriting' },
        { slug: 'ppc', name: 'PPC' },
      ],
    });
    expect(page.data[1]!.industries).toHaveLength(1);
    expect(page.data[0]!.case_studies_count).toBe(0);
  });

  it('leaves the calling agency out of its own network', async () => {
    const word = uniqueWord();
    const mine = await listedAgency(`Mine ${word}`);
    await listedAgency(`Other ${word}`);
    const read = async (token: string) =>
      (
        await t.graphql(AGENCIES, { token, variables: { filter: { search: word } } })
      ).data!.marketplaceAgencies.data.map((row) => row.name);
    expect(await read(await signedIn(mine))).toEqual([`Other ${word}`]);
    const member = await createTeamMember(t.db, mine.team);
    expect(await read(await signedIn(member))).toEqual([`Other ${word}`]);
    expect(await read(await signedIn(await createEmployer(t.db)))).toEqual([
      `Mine ${word}`,
      `Other ${word}`,
    ]);
  });

  it('searches every word in the name or the bio, in any case, wildcards taken literally', async () => {
    const word = uniqueWord();
    await listedAgency(`Harbour ${word}`, { bio: 'Films and MOTION graphics.' });
    await listedAgency(`Quay ${word}`, { bio: 'Websites, 100% accessible.' });
    await listedAgency(`Pier ${word}`, { bio: 'Websites at 100 percent.' });
    const token = await signedIn(await createEmployer(t.db));
    const names = async (search: string) =>
      (
        await t.graphql(AGENCIES, { token, variables: { filter: { search } } })
      ).data!.marketplaceAgencies.data.map((row) => row.name);
    expect(await names(`${word} motion`)).toEqual([`Harbour ${word}`]);
    expect(await names(`${word.toUpperCase()} HARBOUR`)).toEqual([`Harbour ${word}`]);
    expect(await names(`${word} 100%`)).toEqual([`Quay ${word}`]);
    expect(await names(`${word} _uay`)).toEqual([]);
    expect(await names(`${word} nothing-like-this`)).toEqual([]);
  });

  it('filters by any of the service slugs, and pages by number', async () => {
    const word = uniqueWord();
    for (const [index, slugs] of [
      ['ppc'],
      ['seo-services', 'ppc'],
      ['print-design'],
      ['brand-identity'],
      ['seo-services'],
    ].entries()) {
      await listedAgency(`Agency ${index} ${word}`, { slugs });
    }
    const token = await signedIn(await createEmployer(t.db));
    const read = (variables: Record<string, unknown>) =>
      t.graphql(AGENCIES, { token, variables: { filter: { search: word }, ...variables } });
    const filtered = await read({ filter: { search: word, services: ['ppc', 'print-design'] } });
    expect(filtered.data!.marketplaceAgencies.data.map((row) => row.name)).toEqual([
      `Agency 0 ${word}`,
      `Agency 1 ${word}`,
      `Agency 2 ${word}`,
    ]);
    const second = (await read({ first: 2, page: 2 })).data!.marketplaceAgencies;
    expect(second.data.map((row) => row.name)).toEqual([`Agency 2 ${word}`, `Agency 3 ${word}`]);
    expect(second.paginatorInfo).toEqual({
      count: 2,
      currentPage: 2,
      hasMorePages: true,
      total: 5,
    });
    const last = (await read({ first: 2, page: 3 })).data!.marketplaceAgencies;
    expect(last.paginatorInfo).toEqual({ count: 1, currentPage: 3, hasMorePages: false, total: 5 });
    const past = (await read({ first: 2, page: 9 })).data!.marketplaceAgencies;
    expect(past.paginatorInfo).toEqual({ count: 0, currentPage: 9, hasMorePages: false, total: 5 });
  });

  it('reads a page in the same few statements whatever its length', async () => {
    const word = uniqueWord();
    const small = `${word}a`;
    const large = `${word}b`;
    const one = await listedAgency(`One ${small}`, { slugs: ['ppc', 'copywriting'] });
    await addCaseStudy(one, `Study ${small}`, new Date());
    for (let index = 0; index < 10; index += 1) {
      const agency = await listedAgency(`Many ${index} ${large}`, {
        slugs: ['ppc', 'copywriting', 'seo-services'],
      });
      await addCaseStudy(agency, `Study ${index} ${large}`, new Date());
    }
    const token = await signedIn(await createEmployer(t.db));
    const agencies = (search: string) =>
      t.graphql(AGENCIES, { token, variables: { filter: { search } } });
    const studies = (search: string) =>
      t.graphql(CASE_STUDIES, { token, variables: { filter: { search } } });
    expect((await agencies(large)).data?.marketplaceAgencies.data).toHaveLength(10);
    expect((await studies(large)).data?.marketplaceCaseStudies.data).toHaveLength(10);
    const [forOne, forTen] = [
      await statementsDuring(() => agencies(small)),
      await statementsDuring(() => agencies(large)),
    ];
    expect(forTen).toBe(forOne);
    // Session, memberships, the page, services, categories.
    expect(forTen).toBeLessThanOrEqual(5);
    const [studiesForOne, studiesForTen] = [
      await statementsDuring(() => studies(small)),
      await statementsDuring(() => studies(large)),
    ];
    expect(studiesForTen).toBe(studiesForOne);
    // Session, memberships, the page, the agencies' services.
    expect(studiesForTen).toBeLessThanOrEqual(4);
  });
});

describe('marketplaceCaseStudies', () => {
  it('lists the listed agencies’ case studies newest first, searched by title or agency, filtered by service', async () => {
    const word = uniqueWord();
    const north = await listedAgency(`North ${word}`, { slugs: ['video-production'] });
    const south = await listedAgency(`South ${word}`, { slugs: ['ppc'] });
    const unfinished = await listedAgency(`Draft ${word}`, { bio: null });
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const old = await addCaseStudy(north, `Launch film ${word}`, new Date(now - 3 * day));
    const recent = await addCaseStudy(south, `Search campaign ${word}`, new Date(now - day));
    await addCaseStudy(unfinished, `Hidden ${word}`, new Date(now));

    const token = await signedIn(await createEmployer(t.db));
    const read = (filter: Record<string, unknown>, page = 1) =>
      t.graphql(CASE_STUDIES, { token, variables: { filter, first: 1, page } });
    const first = await read({ search: word });
    expect(first.errors).toBeUndefined();
    expect(first.data!.marketplaceCaseStudies.data).toEqual([
      {
        id: String(recent.id),
        title: `Search campaign ${word}`,
        thumbnail: recent.thumbnail,
        created_at: recent.createdAt.toISOString(),
        can_edit: false,
        content: [{ layout: 'video', key: 'v1', image: null, url: 'https://video.example/1' }],
        agency: {
          id: String(south.team.id),
          company: `South ${word}`,
          agency_name: `South ${word}`,
          services: [{ slug: 'ppc' }],
        },
      },
    ]);
    expect(first.data!.marketplaceCaseStudies.paginatorInfo).toEqual({
      count: 1,
      currentPage: 1,
      hasMorePages: true,
      total: 2,
    });
    expect((await read({ search: word }, 2)).data!.marketplaceCaseStudies.data[0]?.id).toBe(
      String(old.id),
    );
    const titles = async (filter: Record<string, unknown>) =>
      (
        await t.graphql(CASE_STUDIES, { token, variables: { filter } })
      ).data!.marketplaceCaseStudies.data.map((row) => row.title);
    expect(await titles({ search: `north ${word}` })).toEqual([`Launch film ${word}`]);
    expect(await titles({ search: `FILM ${word}` })).toEqual([`Launch film ${word}`]);
    expect(await titles({ search: word, services: ['video-production'] })).toEqual([
      `Launch film ${word}`,
    ]);
    // The calling agency's own work is not in its network.
    const own = await t.graphql(CASE_STUDIES, {
      token: await signedIn(north),
      variables: { filter: { search: word } },
    });
    expect(own.data!.marketplaceCaseStudies.data.map((row) => row.title)).toEqual([
      `Search campaign ${word}`,
    ]);
  });
});
