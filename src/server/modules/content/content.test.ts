import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleType, Availability } from '../../../shared/content';
import { messages } from '../../../shared/messages';
import { richTextFromPlain } from '../../../shared/rich-text';
import { articles, deals, landingPages } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';

const ARTICLES = graphql(`
  query ContentArticles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {
    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {
      data {
        slug
        title
        summary
        image
        content
        type
        availability
        created_at
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

const ARTICLE = graphql(`
  query ContentArticle($slug: String!) {
    article(slug: $slug) {
      id
      slug
      title
    }
  }
`);

const DEALS = graphql(`
  query ContentDeals($first: Int, $page: Int) {
    deals(first: $first, page: $page) {
      data {
        slug
        title
        subtitle
        link
        image
        content
        created_at
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

const PAGES = graphql(`
  query ContentLandingPages {
    landingPages {
      slug
      name
      sort_order
      display_in_footer
    }
  }
`);

const PAGE = graphql(`
  query ContentLandingPage($slug: String!) {
    landingPage(slug: $slug) {
      slug
      name
      content
    }
  }
`);

const DAY_MS = 24 * 60 * 60 * 1000;
const BODY = JSON.stringify(richTextFromPlain('Words.'));
const published = new Date('2026-01-01T00:00:00Z');

let t: TestApp;
beforeAll(async () => {
  // Every test signs several actors in from one address: login limits are not under test here.
  const noLimit = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  t = await createTestApp({ limits: { loginPerIp: noLimit, loginPerEmail: noLimit } });
});
afterAll(async () => {
  await t.close();
});

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

let counter = 0;
/** An article `daysAgo` old; published unless said. */
async function article(
  availability: Availability,
  options: { type?: ArticleType; daysAgo?: number; draft?: boolean; slug?: string } = {},
) {
  counter += 1;
  const slug = options.slug ?? `${availability.toLowerCase().replace(/_/g, '-')}-${counter}`;
  await t.db.insert(articles).values({
    slug,
    title: `Article ${counter}`,
    summary: 'A summary.',
    content: BODY,
    type: options.type ?? 'ARTICLE',
    availability,
    publishedAt: options.draft ? null : published,
    createdAt: new Date(Date.now() - (options.daysAgo ?? counter) * DAY_MS),
  });
  return slug;
}

async function slugsFor(token?: string, variables: Record<string, unknown> = { first: 50 }) {
  const answer = await t.graphql(ARTICLES, { token, variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.articles.data.map((row) => row.slug);
}

const signIn = async (who: { email: string; password: string }) => t.login(who.email, who.password);

describe('articles', () => {
  const slugs = {} as Record<Availability | 'draft', string>;
  beforeEach(async () => {
    await t.db.delete(articles);
    for (const availability of [
      'PUBLIC',
      'MEMBERS',
      'FREELANCER',
      'EMPLOYER',
      'AGENCY',
      'FREELANCER_AND_AGENCY',
      'EMPLOYER_AND_AGENCY',
    ] as const) {
      slugs[availability] = await article(availability);
    }
    slugs.draft = await article('PUBLIC', { draft: true });
  });

  const readable = (...availabilities: Availability[]) =>
    availabilities.map((availability) => slugs[availability]).sort();

  it('answers each group what its availability table says, and never a draft', async () => {
    const employer = await createEmployer(t.db);
    const agency = await createAgency(t.db);
    const employerGuest = await createTeamMember(t.db, employer.team);
    const agencyGuest = await createTeamMember(t.db, agency.team);
    const candidate = await createCandidate(t.db);

    expect((await slugsFor()).sort()).toEqual(readable('PUBLIC'));
    expect((await slugsFor(await signIn(candidate))).sort()).toEqual(
      readable('PUBLIC', 'MEMBERS', 'FREELANCER', 'FREELANCER_AND_AGENCY'),
    );
    const employers = readable('PUBLIC', 'MEMBERS', 'EMPLOYER', 'EMPLOYER_AND_AGENCY');
    expect((await slugsFor(await signIn(employer))).sort()).toEqual(employers);
    expect((await slugsFor(await signIn(employerGuest))).sort()).toEqual(employers);
    const agencies = readable(
      'PUBLIC',
      'MEMBERS',
      'AGENCY',
      'FREELANCER_AND_AGENCY',
      'EMPLOYER_AND_AGENCY',
    );
    expect((await slugsFor(await signIn(agency))).sort()).toEqual(agencies);
    expect((await slugsFor(await signIn(agencyGuest))).sort()).toEqual(agencies);
  });

  it('reads one article a caller may read, and NOT_FOUND for a draft, a missing one or another group’s', async () => {
    const candidate = await signIn(await createCandidate(t.db));
    const found = await t.graphql(ARTICLE, { variables: { slug: slugs.PUBLIC } });
    expect(found.data?.article.slug).toBe(slugs.PUBLIC);
    expect(
      (await t.graphql(ARTICLE, { token: candidate, variables: { slug: slugs.FREELANCER } })).data
        ?.article.slug,
    ).toBe(slugs.FREELANCER);
    for (const [slug, token] of [
      [slugs.draft, candidate],
      ['no-such-article', candidate],
      [slugs.EMPLOYER, candidate],
      [slugs.MEMBERS, undefined],
    ] as const) {
      const answer = await t.graphql(ARTICLE, { token, variables: { slug } });
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe(messages.content.server.articleNotFound);
    }
  });

  it('pages newest first (ties by id), clamps the page size and says whether more follow', async () => {
    await t.db.delete(articles);
    const made: string[] = [];
    for (let day = 1; day <= 12; day += 1) made.push(await article('PUBLIC', { daysAgo: day }));
    const first = await t.graphql(ARTICLES, { variables: { first: 5, page: 1 } });
    expect(first.data?.articles.data.map((row) => row.slug)).toEqual(made.slice(0, 5));
    expect(first.data?.articles.paginatorInfo).toEqual({
      count: 5,
      currentPage: 1,
      hasMorePages: true,
      total: 12,
    });
    const last = await t.graphql(ARTICLES, { variables: { first: 5, page: 3 } });
    expect(last.data?.articles.data.map((row) => row.slug)).toEqual(made.slice(10));
    expect(last.data?.articles.paginatorInfo).toMatchObject({ count: 2, hasMorePages: false });
    const past = await t.graphql(ARTICLES, { variables: { first: 5, page: 9 } });
    expect(past.data?.articles.paginatorInfo).toEqual({
      count: 0,
      currentPage: 9,
      hasMorePages: false,
      total: 12,
    });
    const huge = await t.graphql(ARTICLES, { variables: { first: 10_000, page: 0 } });
    expect(huge.data?.articles.paginatorInfo).toMatchObject({ count: 12, currentPage: 1 });
  });

  it('narrows by type and leaves out the slugs already shown', async () => {
    const mentoring = await article('PUBLIC', { type: 'MENTORING', daysAgo: 0 });
    const training = await article('PUBLIC', { type: 'TRAINING', daysAgo: 0 });
    expect(
      (await slugsFor(undefined, { types: ['MENTORING', 'TRAINING'], first: 10 })).sort(),
    ).toEqual([mentoring, training].sort());
    expect(await slugsFor(undefined, { types: ['ARTICLE'], first: 10 })).toEqual([slugs.PUBLIC]);
    expect(
      await slugsFor(undefined, { excludeSlugs: [mentoring, slugs.PUBLIC, 'unknown'], first: 10 }),
    ).toEqual([training]);
  });

  it('reads a page in one statement signed out, and three signed in (session, teams, page)', async () => {
    const employer = await createEmployer(t.db);
    const token = await signIn(employer);
    await t.graphql(ARTICLES, { token, variables: { first: 3 } });
    expect(await statementsDuring(() => t.graphql(ARTICLES, { variables: { first: 3 } }))).toBe(1);
    expect(
      await statementsDuring(() => t.graphql(ARTICLES, { token, variables: { first: 3 } })),
    ).toBe(3);
  });
});

describe('deals', () => {
  beforeEach(async () => {
    await t.db.delete(deals);
    const values = (slug: string, availability: Availability, draft = false, daysAgo = 1) => ({
      slug,
      title: slug,
      subtitle: 'Ten per cent off',
      link: `https://www.example.com/${slug}`,
      content: BODY,
      availability,
      publishedAt: draft ? null : published,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
    await t.db
      .insert(deals)
      .values([
        values('for-everyone', 'MEMBERS', false, 1),
        values('for-candidates', 'FREELANCER', false, 2),
        values('for-employers', 'EMPLOYER_AND_AGENCY', false, 3),
        values('not-yet', 'MEMBERS', true),
      ]);
  });

  it('needs a signed-in caller', async () => {
    expect(codeOf(await t.graphql(DEALS, {}))).toBe('UNAUTHENTICATED');
  });

  it('answers the published deals the caller’s group reads, newest first', async () => {
    const candidate = await signIn(await createCandidate(t.db));
    const agency = await signIn(await createAgency(t.db));
    const answer = await t.graphql(DEALS, { token: candidate, variables: {} });
    expect(answer.data?.deals.data.map((deal) => deal.slug)).toEqual([
      'for-everyone',
      'for-candidates',
    ]);
    expect(answer.data?.deals.paginatorInfo).toEqual({
      count: 2,
      currentPage: 1,
      hasMorePages: false,
      total: 2,
    });
    const agencies = await t.graphql(DEALS, { token: agency, variables: { first: 1 } });
    expect(agencies.data?.deals.data.map((deal) => deal.slug)).toEqual(['for-everyone']);
    expect(agencies.data?.deals.paginatorInfo).toMatchObject({ hasMorePages: true, total: 2 });
  });
});

describe('landing pages', () => {
  beforeEach(async () => {
    await t.db.delete(landingPages);
    await t.db.insert(landingPages).values([
      { slug: 'pricing', name: 'Pricing', content: BODY, sortOrder: 2, publishedAt: published },
      { slug: 'about-us', name: 'About Us', content: BODY, sortOrder: 1, publishedAt: published },
      {
        slug: 'for-agencies',
        name: 'For Agencies',
        content: BODY,
        sortOrder: 2,
        displayInFooter: true,
        publishedAt: published,
      },
      { slug: 'draft-page', name: 'Draft', content: BODY },
    ]);
  });

  it('lists the published pages for anyone, by sort order then name', async () => {
    const answer = await t.graphql(PAGES, {});
    expect(answer.data?.landingPages).toEqual([
      { slug: 'about-us', name: 'About Us', sort_order: 1, display_in_footer: false },
      { slug: 'for-agencies', name: 'For Agencies', sort_order: 2, display_in_footer: true },
      { slug: 'pricing', name: 'Pricing', sort_order: 2, display_in_footer: false },
    ]);
  });

  it('reads one published page, NOT_FOUND for a draft or a missing one', async () => {
    expect((await t.graphql(PAGE, { variables: { slug: 'pricing' } })).data?.landingPage).toEqual({
      slug: 'pricing',
      name: 'Pricing',
      content: BODY,
    });
    for (const slug of ['draft-page', 'nothing']) {
      const answer = await t.graphql(PAGE, { variables: { slug } });
      expect(codeOf(answer)).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe(messages.content.server.pageNotFound);
    }
  });
});
