/**
 * The agency marketplace (employers) and the network (agencies), over the demo's agencies
 * (src/server/db/seed/demo-agencies.ts): the employer opens Agency Marketplace from the header,
 * reads agency cards (headlines cut at 25 characters with an ellipsis, 4 service chips and the
 * rest counted), filters by a service chip and by search, pages, toggles to case studies
 * (`filter=casestudies`), and opens an agency's profile with its case studies and a case study;
 * a narrow window shows 3 chips; the agency opens Network from the header, toggles and filters;
 * a candidate gets the 404 for both pages; a company's GUEST member sees case-study cards without
 * a link, and the case study's page and API refuse them ("case-study/{id} (company only)").
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { DEMO_PASSWORD, DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { graphql, screenshot, sessionToken, signIn, submitLogin } from './support/app';

const m = messages.marketplace;

/** The list's cards (agency or case study), inside the list's region. */
function cards(page: Page, kind: 'agency' | 'case-study') {
  return page.getByTestId(`${kind}-card`);
}

function card(page: Page, kind: 'agency' | 'case-study', name: string) {
  return cards(page, kind).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The agencies / case studies toggle's option. */
function toggle(page: Page, name: string) {
  return page.locator('.ant-segmented').getByText(name, { exact: true });
}

function pageLink(page: Page, number: number) {
  return page.locator('.ant-pagination').getByTitle(String(number), { exact: true });
}

function chip(page: Page, name: string) {
  return page.getByRole('group', { name: m.services }).getByRole('button', { name, exact: true });
}

test('an employer browses agencies and case studies, filters, searches, pages and opens them', async ({
  page,
}) => {
  await signIn(page, accounts.employer);
  await page.getByRole('banner').getByRole('link', { name: m.agencyMarketplace }).click();
  await expect(page).toHaveURL(/\/employer\/agency-marketplace$/);
  await expect(page.getByRole('heading', { name: m.agencyMarketplace, level: 1 })).toBeVisible();

  // Agency cards from the API, by name (the demo's agencies), 10 a page.
  const ashgrove = card(page, 'agency', 'Ashgrove Digital');
  await expect(ashgrove).toBeVisible();
  await expect(cards(page, 'agency')).toHaveCount(10);
  // The headline is the bio's first line, cut at 25 characters with an ellipsis.
  await expect(ashgrove.getByTestId('agency-headline')).toHaveText('Websites and apps for amb…');
  for (const text of await cards(page, 'agency').getByTestId('agency-headline').allTextContents()) {
    expect(Array.from(text.replace(/…$/, '')).length).toBeLessThanOrEqual(25);
  }
  // Four services: four chips, none counted.
  await expect(ashgrove.locator('.marketplace-chip')).toHaveCount(4);
  await expect(ashgrove).toContainText('Manchester, United Kingdom');
  await screenshot(page, 'marketplace-agencies');

  // The next page, then back to the first.
  const firstOnPage = () => cards(page, 'agency').first().getByRole('heading').textContent();
  const firstName = await firstOnPage();
  await pageLink(page, 2).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(ashgrove).toHaveCount(0);
  expect(await firstOnPage()).not.toBe(firstName);
  await pageLink(page, 1).click();
  await expect(ashgrove).toBeVisible();

  // A service chip narrows the list to agencies offering it.
  await chip(page, 'PPC').click();
  await expect(page).toHaveURL(/services=ppc/);
  await expect(chip(page, 'PPC')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'agency', 'Meridian Performance')).toBeVisible();
  await expect(ashgrove).toHaveCount(0);
  await chip(page, 'PPC').click();
  await expect(ashgrove).toBeVisible();

  // Search: words in the name or bio.
  const search = page.getByRole('searchbox', { name: m.searchAgencies });
  await search.fill('fieldnote');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=fieldnote/);
  await expect(card(page, 'agency', 'Fieldnote Films')).toBeVisible();
  await expect(cards(page, 'agency')).toHaveCount(1);
  await search.fill('no agency is called this');
  await search.press('Enter');
  await expect(page.getByText(m.noAgencies)).toBeVisible();
  await screenshot(page, 'marketplace-empty');
  // Six services: four chips and the two others counted.
  await search.fill('lantern');
  await search.press('Enter');
  const lantern = card(page, 'agency', 'Lantern & Loom');
  await expect(lantern.locator('.marketplace-chip')).toHaveCount(5);
  await expect(lantern.getByLabel(m.moreServicesLabel(2))).toHaveText('+2');
  await expect(lantern.getByTestId('agency-headline')).toHaveText('Brand identities with cra…');

  await search.clear();
  await search.press('Enter');
  await expect(ashgrove).toBeVisible();

  // The toggle: case studies, newest first, in the address.
  await toggle(page, m.caseStudies).click();
  await expect(page).toHaveURL(/filter=casestudies/);
  const bakery = card(page, 'case-study', 'Identity and packaging for a craft bakery');
  await expect(cards(page, 'case-study')).toHaveCount(10);
  await expect(cards(page, 'case-study').first().locator('img')).toBeVisible();
  await screenshot(page, 'marketplace-case-studies');
  await page.getByRole('searchbox', { name: m.searchCaseStudies }).fill('bakery');
  await page.getByRole('searchbox', { name: m.searchCaseStudies }).press('Enter');
  await expect(bakery).toBeVisible();
  await expect(bakery).toContainText(m.by('Lantern & Loom'));
  await bakery.getByRole('link', { name: 'Identity and packaging for a craft bakery' }).click();
  await expect(page).toHaveURL(/\/employer\/case-study\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Identity and packaging for a craft bakery', level: 1 }),
  ).toBeVisible();

  // Back to agencies: the agency's profile lists its case studies.
  await page.goto('/employer/agency-marketplace?filter=agency&search=lantern');
  await lantern.getByRole('link', { name: 'Lantern & Loom' }).click();
  await expect(page).toHaveURL(/\/employer\/agency-profile\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lantern & Loom', level: 1 })).toBeVisible();
  const studies = page.getByRole('region', { name: m.agencyCaseStudies });
  await expect(cards(page, 'case-study')).toHaveCount(2);
  await expect(studies.getByRole('link', { name: 'Museum rebrand' })).toBeVisible();
  await screenshot(page, 'marketplace-agency-profile');
  await studies.getByRole('link', { name: 'Museum rebrand' }).click();
  await expect(page.getByRole('heading', { name: 'Museum rebrand', level: 1 })).toBeVisible();
});

test('a narrow window shows three service chips on a card', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 900 });
  await signIn(page, accounts.employer);
  await page.goto('/employer/agency-marketplace?filter=agency&search=lantern');
  const lantern = card(page, 'agency', 'Lantern & Loom');
  await expect(lantern.locator('.marketplace-chip')).toHaveCount(4);
  await expect(lantern.getByLabel(m.moreServicesLabel(3))).toHaveText('+3');
  await expect(lantern.getByTestId('agency-headline')).toHaveText('Brand identities with cra…');
  await screenshot(page, 'marketplace-narrow');
});

test('an agency browses its network: other agencies and their case studies, by service', async ({
  page,
}) => {
  await signIn(page, accounts.agency);
  await page.getByRole('banner').getByRole('link', { name: m.network }).click();
  await expect(page).toHaveURL(/\/agency\/network$/);
  await expect(page.getByRole('heading', { name: m.network, level: 1 })).toBeVisible();
  await expect(card(page, 'agency', 'Ashgrove Digital')).toBeVisible();
  // Its own agency is not in its network; cards have no dead link.
  await page.getByRole('searchbox', { name: m.searchAgencies }).fill('brightwater');
  await page.getByRole('searchbox', { name: m.searchAgencies }).press('Enter');
  await expect(page.getByText(m.noAgencies)).toBeVisible();
  await page.goto('/agency/network');
  await expect(card(page, 'agency', 'Ashgrove Digital').getByRole('link')).toHaveCount(0);
  await screenshot(page, 'network-agencies');

  await chip(page, 'Video Production').click();
  await expect(card(page, 'agency', 'Fieldnote Films')).toBeVisible();
  await expect(card(page, 'agency', 'Ashgrove Digital')).toHaveCount(0);

  // The toggle keeps the chip: case studies of agencies offering video production.
  await toggle(page, m.caseStudies).click();
  await expect(page).toHaveURL(/filter=casestudies/);
  await expect(page).toHaveURL(/services=video-production/);
  const film = card(page, 'case-study', 'Distillery launch film');
  await expect(film).toBeVisible();
  await expect(card(page, 'case-study', 'Class booking app for a gym chain')).toHaveCount(0);
  await screenshot(page, 'network-case-studies');
  await film.getByRole('link', { name: 'Distillery launch film' }).click();
  await expect(page).toHaveURL(/\/agency\/case-study\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Distillery launch film', level: 1 }),
  ).toBeVisible();
});

test('a candidate has neither page', async ({ page }) => {
  await signIn(page, accounts.candidate);
  await expect(page.getByRole('banner').getByRole('link', { name: m.network })).toHaveCount(0);
  for (const path of ['/employer/agency-marketplace', '/agency/network']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/candidate\/404$/);
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  }
});

test("a company's GUEST member sees case-study cards but not their page: case-study/{id} is company only", async ({
  page,
  request,
}) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/employer/agency-marketplace?filter=casestudies');
  const bakery = card(page, 'case-study', 'Identity and packaging for a craft bakery');
  await expect(bakery).toBeVisible();
  // The card names the work without a link to a page the member may not open.
  await expect(bakery.getByRole('link')).toHaveCount(0);
  await screenshot(page, 'marketplace-case-studies-guest');

  // The API refuses the case study itself, as it does a candidate.
  const token = await sessionToken(page);
  const listed = await graphql(
    request,
    '{ marketplaceCaseStudies(filter: { search: "bakery" }) { data { id } } }',
    token,
  );
  const { data } = listed.data!.marketplaceCaseStudies as { data: { id: string }[] };
  const id = data[0]!.id;
  const refused = await graphql(request, `{ caseStudy(id: "${id}") { id } }`, token);
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

  // The page, opened by its address, is the employer's 404.
  await page.goto(`/employer/case-study/${id}`);
  await expect(page).toHaveURL(/\/employer\/404$/);
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  await screenshot(page, 'case-study-guest-refused');
});
