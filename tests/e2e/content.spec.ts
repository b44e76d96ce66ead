/**
 * Community content against the real server and its demo content: the blog signed out (the
 * banner, the grid, Show More adding 10 until the button goes), an article with three other
 * posts, the footer (this year, Pricing's landing page), the marketing routes, an employer's
 * dashboard with 3 articles and 2 mentoring or training, and a deal opened in the system
 * browser (the desktop bridge's openExternal; a new tab on the web). Axe on each screen.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { settled } from './support/settled';
import { CONTENT_PAGE_SIZES } from '../../src/shared/content';
import { messages } from '../../src/shared/messages';
import type { Group } from '../../src/shared/users';
import { DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { expectAccessible } from './support/accessibility';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { graphql, screenshot, sessionToken, signIn, submitLogin } from './support/app';
import { fakeDesktopCalls, installFakeDesktop } from './support/fake-desktop';

const m = messages.content;
const f = m.footer;

test.describe.configure({ timeout: 180_000 });

/** How many articles the API lists for the token's user (signed out without one). */
async function articleTotal(
  request: APIRequestContext,
  token?: string,
  types?: string,
): Promise<number> {
  const answer = await graphql(
    request,
    `{ articles(first: 1${types ? `, types: ${types}` : ''}) { paginatorInfo { total } } }`,
    token,
  );
  expect(answer.errors).toBeUndefined();
  return (answer.data?.articles as { paginatorInfo: { total: number } }).paginatorInfo.total;
}

/** The articles a page shows (the blog's banner and cards). */
const shownArticles = (page: Page) => page.locator('.content-page').getByRole('article');

function footer(page: Page) {
  return page.getByRole('contentinfo');
}

test('signed out: the blog shows 10, Show More adds 10 until there are no more; an article; the footer', async ({
  page,
  request,
}) => {
  const total = await articleTotal(request);
  // The demo content has more than a page of public articles, so Show More is exercised.
  expect(total).toBeGreaterThan(CONTENT_PAGE_SIZES.blog);

  await page.goto('/candidate/resources');
  await expect(page.getByRole('heading', { level: 1, name: m.resources })).toBeVisible();
  await expect(shownArticles(page)).toHaveCount(CONTENT_PAGE_SIZES.blog);
  await expect(footer(page).getByTestId('footer-copyright')).toHaveText(
    f.copyright(new Date().getFullYear()),
  );
  await screenshot(page, 'content-blog');

  const showMore = page.getByRole('button', { name: m.showMore });
  let expected: number = CONTENT_PAGE_SIZES.blog;
  while (expected < total) {
    await showMore.click();
    expected = Math.min(expected + CONTENT_PAGE_SIZES.blog, total);
    await expect(shownArticles(page)).toHaveCount(expected);
  }
  await expect(showMore).toHaveCount(0);

  // The second article (the first of the grid) opens at resources/{slug}, with its text and
  // three other posts that leave it out.
  const second = shownArticles(page).nth(1).getByRole('link');
  const title = (await second.textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/\/candidate\/resources\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const others = page.getByRole('region', { name: m.otherPosts }).getByRole('article');
  await expect(others).toHaveCount(3);
  await expect(others.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await expect(page.locator('.content-body .rich-text-view').first()).toBeVisible();
  await screenshot(page, 'content-article');
  await page.getByRole('link', { name: m.backToResources }).click();
  await expect(page).toHaveURL(/\/candidate\/resources$/);

  // The footer's Pricing: the landing page with the brief's figures.
  await footer(page).getByRole('link', { name: f.pricing }).click();
  await expect(page).toHaveURL(/\/candidate\/pages\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('£195').first()).toBeVisible();
  await screenshot(page, 'content-landing-pricing');
});

test('the marketing routes: How It Works per group at its own address; login and register', async ({
  page,
  request,
}) => {
  for (const [group, slug] of [
    ['employer', 'how-it-works-employers'],
    ['candidate', 'how-it-works-candidates'],
    ['agency', 'how-it-works-candidates'],
  ] as const) {
    const answer = await graphql(request, `{ landingPage(slug: "${slug}") { name } }`);
    const name = (answer.data?.landingPage as { name: string }).name;
    await page.goto(`/${group}/marketing/how-it-works`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${group}/marketing/how-it-works$`));
  }
  await screenshot(page, 'content-how-it-works');

  await page.goto('/candidate/login/marketing');
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await expect(
    page.getByRole('heading', { name: messages.groups.candidate.loginTitle }),
  ).toBeVisible();
  // Below the login form, a scroll away: the footer, this year.
  await expect(footer(page).getByTestId('footer-copyright')).toHaveText(
    f.copyright(new Date().getFullYear()),
  );
  await screenshot(page, 'content-login-footer');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'content-login-footer-narrow');
  await page.setViewportSize({ width: 1366, height: 860 });

  await page.goto('/employer/register/marketing');
  await expect(page).toHaveURL(/\/employer\/register(\/1)?$/);
  await page.goto('/agency/register/marketing');
  await expect(page).toHaveURL(/\/agency\/register$/);

  // Deals and community articles are for signed-in users: signed out, login first.
  await page.goto('/candidate/deals');
  await expect(page).toHaveURL(/\/candidate\/login\?redirectTo=%2Fcandidate%2Fdeals$/);
  await page.goto('/employer/articles/writing-a-cv-that-gets-read');
  await expect(page).toHaveURL(/\/employer\/login\?redirectTo=/);
});

test("an employer's dashboard: 3 community articles and 2 mentoring or training, each opening its article", async ({
  page,
  request,
}) => {
  await signIn(page, accounts.employer);
  const token = await sessionToken(page);
  const articles = Math.min(
    CONTENT_PAGE_SIZES.dashboardArticles,
    await articleTotal(request, token, '[ARTICLE]'),
  );
  const mentoring = Math.min(
    CONTENT_PAGE_SIZES.dashboardMentoring,
    await articleTotal(request, token, '[MENTORING, TRAINING]'),
  );
  // The demo content fills both lists.
  expect(articles).toBe(3);
  expect(mentoring).toBe(2);

  const articleList = page.getByTestId('dashboard-articles');
  const mentoringList = page.getByTestId('dashboard-mentoring');
  await expect(articleList.getByRole('article')).toHaveCount(articles);
  await expect(mentoringList.getByRole('article')).toHaveCount(mentoring);
  await expect(footer(page).getByRole('link', { name: f.dashboard }).first()).toBeVisible();
  await screenshot(page, 'content-employer-dashboard');

  const first = mentoringList.getByRole('article').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/employer\/articles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await screenshot(page, 'content-community-article');
  await page.getByRole('link', { name: m.backToDashboard }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  await articleList.getByRole('link', { name: new RegExp(`^${m.seeAll}`) }).click();
  await expect(page).toHaveURL(/\/employer\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: m.resources })).toBeVisible();
});

test('desktop: Deals For You on the dashboard and its page; a deal opens in the system browser', async ({
  page,
}) => {
  await installFakeDesktop(page);
  await signIn(page, accounts.candidate);
  const dashboardDeals = page.getByTestId('dashboard-deals');
  await expect(dashboardDeals.getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-articles').getByRole('article').first()).toBeVisible();
  await screenshot(page, 'content-candidate-dashboard');

  await dashboardDeals.getByRole('link', { name: new RegExp(`^${m.seeAll}`) }).click();
  await expect(page).toHaveURL(/\/candidate\/deals$/);
  await expect(page.getByRole('heading', { level: 1, name: m.dealsForYou })).toBeVisible();
  const deal = page.locator('.content-page').getByRole('article').first();
  const link = deal.getByRole('link', { name: new RegExp(`^${m.getDeal}`) });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https:\/\//);
  await screenshot(page, 'content-deals');

  const pagesBefore = page.context().pages().length;
  await link.click();
  await expect
    .poll(async () =>
      (await fakeDesktopCalls(page)).filter(([method]) => method === 'openExternal'),
    )
    .toEqual([['openExternal', href]]);
  // The app stays where it was: the link opened outside it.
  await expect(page).toHaveURL(/\/candidate\/deals$/);
  expect(page.context().pages()).toHaveLength(pagesBefore);
});

test("web: the agency's dashboard lists; a deal opens in a new tab; the footer social links too", async ({
  page,
  context,
  request,
}) => {
  // The partner's site is not reached from the test machine: answer for it.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
  );
  await signIn(page, accounts.agency);
  // The agency's dashboard: 4 community articles and Deals For You.
  const token = await sessionToken(page);
  const articles = Math.min(4, await articleTotal(request, token, '[ARTICLE]'));
  expect(articles).toBe(4);
  await expect(page.getByTestId('dashboard-articles').getByRole('article')).toHaveCount(articles);
  await expect(page.getByTestId('dashboard-deals').getByRole('article').first()).toBeVisible();
  await screenshot(page, 'content-agency-dashboard');

  await page.goto('/agency/deals');
  const link = page
    .locator('.content-page')
    .getByRole('article')
    .first()
    .getByRole('link', { name: new RegExp(`^${m.getDeal}`) });
  const href = (await link.getAttribute('href')) ?? '';
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect.poll(() => opened.url()).toBe(href);
  await opened.close();
  await expect(page).toHaveURL(/\/agency\/deals$/);

  const [social] = await Promise.all([
    context.waitForEvent('page'),
    footer(page).getByRole('link', { name: f.linkedIn }).click(),
  ]);
  await expect.poll(() => social.url()).toBe('https://www.linkedin.com/');
});

test('a list that fails to load says so and loads on Try again; an unknown article is not found', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (failing && (body.includes('"Articles"') || body.includes('"Deals"'))) {
      await route.fulfill({ status: 502, body: 'Bad Gateway' });
    } else {
      await route.continue();
    }
  });
  await signIn(page, accounts.candidate);
  const articles = page.getByTestId('dashboard-articles');
  const deals = page.getByTestId('dashboard-deals');
  await expect(articles.getByText(m.articlesFailed)).toBeVisible();
  await expect(deals.getByText(m.dealsFailed)).toBeVisible();
  await screenshot(page, 'content-dashboard-failed');
  failing = false;
  await articles.getByRole('button', { name: messages.nav.retry }).click();
  await expect(articles.getByRole('article')).toHaveCount(4);
  await deals.getByRole('button', { name: messages.nav.retry }).click();
  await expect(deals.getByRole('article').first()).toBeVisible();

  await page.goto('/candidate/articles/no-such-article');
  await expect(page.getByText(m.articleMissing)).toBeVisible();
  await page.goto('/candidate/pages/no-such-page');
  await expect(page.getByText(m.pageMissing)).toBeVisible();
});

/** A footer link as the page shows it. */
interface ShownLink {
  label: string;
  href: string;
}

async function footerLinksOf(page: Page): Promise<ShownLink[]> {
  const columns = footer(page).getByRole('navigation', { name: f.label });
  // The landing pages' column comes with the API's answer: wait for it, so it is walked too.
  await expect(columns.getByRole('heading', { name: f.more })).toBeVisible();
  return columns.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      label: link.textContent ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  );
}

/** The same screen in any group (`/agency/pages/faqs` and `/employer/pages/cookies`: pages). */
const screenOf = (href: string) =>
  href
    .split('/')
    .slice(2)
    .join('/')
    .replace(/^pages\/.*/, 'pages');

/**
 * Opens every footer link as the page shows it and fails on a 404 or an error page; each
 * kind of screen reached is scanned by axe once.
 */
async function walkFooter(page: Page, start: string, scanned: Set<string>): Promise<ShownLink[]> {
  await page.goto(start);
  await settled(page);
  const links = await footerLinksOf(page);
  for (const link of links) {
    const what = `${start} → ${link.label} (${link.href})`;
    await page.goto(link.href);
    await settled(page);
    await expect(page, `${what} went to the 404`).not.toHaveURL(/\/404$/);
    await expect(page.getByText(messages.common.pageNotFound), what).toHaveCount(0);
    await expect(page.getByText(messages.common.somethingWentWrong), what).toHaveCount(0);
    await expect(page.getByText(m.pageMissing), what).toHaveCount(0);
    await expect(page.getByText(m.pageFailed), what).toHaveCount(0);
    const screen = screenOf(link.href);
    if (!scanned.has(screen)) {
      scanned.add(screen);
      await expectAccessible(page, `footer link ${screen}`);
    }
  }
  return links;
}

const SIGNED_IN_FOOTER: readonly { group: Group; email: string }[] = [
  accounts.candidate,
  accounts.employer,
  accounts.agency,
  // A member of the employer's team who may not post (src/server/db/seed/demo.ts).
  { group: 'employer', email: DEMO_TEAM_MEMBER.email },
];

for (const account of SIGNED_IN_FOOTER) {
  test(`signed in as ${account.email}: every footer link opens a page, none the 404`, async ({
    page,
  }) => {
    // Every link opened and each kind of screen scanned: minutes on a busy two-core machine.
    test.setTimeout(600_000);
    await page.goto(`/${account.group}/login`);
    await submitLogin(page, account.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${account.group}/dashboard$`));
    const links = await walkFooter(page, `/${account.group}/dashboard`, new Set());
    // Still signed in at the end: no link signed the user out on the way.
    await page.goto(`/${account.group}/dashboard`);
    await expect(page).toHaveURL(new RegExp(`/${account.group}/dashboard$`));
    // Every link stays in the user's own group; those the user cannot use are not there.
    for (const link of links) expect(link.href, link.label).toMatch(`/${account.group}/`);
    const labels = links.map((link) => link.label);
    expect(labels.includes(f.findAJob)).toBe(account.group === 'candidate');
    const canPost = account.email === accounts.employer.email;
    expect(labels.includes(f.addAnOpportunity)).toBe(canPost);
    expect(labels.filter((label) => label === f.howItWorks)).toHaveLength(2);
  });
}

test('signed out: every footer link of every group opens a page, none the 404', async ({
  page,
}) => {
  // Every link opened and each kind of screen scanned: minutes on a busy two-core machine.
  test.setTimeout(600_000);
  const scanned = new Set<string>();
  for (const group of ['candidate', 'employer', 'agency'] as const) {
    const links = await walkFooter(page, `/${group}/resources`, scanned);
    const labels = links.map((link) => link.label);
    expect(labels).toContain(f.findAJob);
    expect(labels).toContain(f.addAnOpportunity);
  }
});
