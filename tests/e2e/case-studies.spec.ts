/**
 * Agencies' case studies: the demo agency's owner finds Case Studies in the header, pages its
 * list (9 demo case studies: 8 + 1), meets the form's messages (empty title and description, 4
 * media refused), adds one with a thumbnail, an image, a video URL and an external URL, sees
 * it, edits it, and at the end deletes it after confirming. Its GUEST member sees no Add or
 * Edit and the API refuses them; the employer opens it read only on `/employer/case-study/{id}`;
 * a candidate gets the 404. A new agency finds the empty list with the way to add one.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, agencyMember, type DemoAccount } from './support/accounts';
import { graphql, screenshot, sessionToken, signIn, submitLogin } from './support/app';
import { registerThroughApi } from './support/new-account';
import { FIXTURES, fieldMessage, pageShot, toast, uploadImage } from './support/registration';

const m = messages.caseStudies;

test.describe.configure({ timeout: 180_000 });

/** Types into a rich-text editor named by its label, replacing what it held. */
async function typeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.press('Delete');
  if (text) await editor.pressSequentially(text);
}

/** Signs a demo account in on a page of its own (another person's browser). */
async function otherBrowser(browser: Browser, account: DemoAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

const cards = (page: Page) => page.locator('.case-study-grid > li');
const png = readFileSync(FIXTURES.logo);
const image = (n: number) => ({ name: `shot-${n}.png`, mimeType: 'image/png', buffer: png });

test('an agency adds, edits and deletes a case study; its member, an employer and a candidate see what they may', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.agency);
  await page.getByRole('banner').getByRole('link', { name: m.caseStudies }).click();
  await expect(page).toHaveURL(/\/agency\/case-studies$/);
  await expect(page.getByRole('heading', { name: m.caseStudies, level: 1 })).toBeVisible();
  // The demo's nine (and any another journey added meanwhile): 8 a page.
  await expect(cards(page)).toHaveCount(8);
  await pageShot(page, 'case-studies-list');
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/case-studies\?page=2$/);
  // Page 1's cards stay on screen until the route changes, then a skeleton until page 2
  // arrives: the active page in the pagination is 2 only once page 2's answer is shown.
  await expect(page.locator('.ant-pagination-item-active')).toHaveAttribute('title', '2');
  expect(await cards(page).count()).toBeGreaterThanOrEqual(1);
  await pageShot(page, 'case-studies-list-page-2');

  // The form's messages first.
  await page.getByRole('link', { name: m.addCaseStudy }).click();
  await expect(page).toHaveURL(/\/agency\/case-study\/add$/);
  await expect(page.getByRole('heading', { name: m.addCaseStudy, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: m.save }).click();
  await expect(fieldMessage(page, m.titleRequired)).toBeVisible();
  await expect(fieldMessage(page, m.descriptionRequired)).toBeVisible();
  await page.getByLabel(m.media, { exact: true }).setInputFiles([1, 2, 3, 4].map(image));
  await expect(fieldMessage(page, m.mediaMax)).toBeVisible();
  await pageShot(page, 'case-study-form-errors');

  // Filled in: a thumbnail, one image and one video, an external URL without its https://.
  const title = `Quayside market relaunch ${Date.now()}`;
  await page.getByLabel(m.title, { exact: true }).fill(title);
  await typeRichText(page, m.description, 'A new identity and website for a weekend market.');
  await expect(page.getByText('48 / 1000')).toBeVisible();
  await uploadImage(page, m.thumbnail, FIXTURES.logo);
  await page.getByLabel(m.media, { exact: true }).setInputFiles([image(1)]);
  await expect(page.getByRole('img', { name: m.imageOf(1) })).toBeVisible();
  await page.getByRole('button', { name: m.addVideo }).click();
  await page.getByRole('textbox', { name: m.videoUrlOf(2) }).fill('video.example/quayside');
  await page
    .getByLabel(`${m.externalUrl} ${messages.registrationPages.optional}`, { exact: true })
    .fill('quayside.example');
  await pageShot(page, 'case-study-form-filled');
  await page.getByRole('button', { name: m.save }).click();

  await expect(page).toHaveURL(/\/agency\/case-study\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(toast(page, m.saved)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(m.visitProject) })).toHaveAttribute(
    'href',
    'https://quayside.example/',
  );
  await expect(page.getByRole('link', { name: new RegExp(m.videoLink(1)) })).toHaveAttribute(
    'href',
    'https://video.example/quayside',
  );
  await expect(page.getByRole('img', { name: m.imageAlt(title, 1) })).toBeVisible();
  await expect(page.getByRole('link', { name: m.editCaseStudy })).toBeVisible();
  await pageShot(page, 'case-study-page-owner');

  // Edited: the title changes, the rest stays.
  await page.getByRole('link', { name: m.editCaseStudy }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/case-study/edit/${id}$`));
  await expect(page.getByLabel(m.title, { exact: true })).toHaveValue(title);
  await pageShot(page, 'case-study-form-edit');
  const edited = `${title} (phase two)`;
  await page.getByLabel(m.title, { exact: true }).fill(edited);
  await page.getByRole('button', { name: m.save }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/case-study/${id}$`));
  await expect(page.getByRole('heading', { name: edited, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: m.imageAlt(edited, 1) })).toBeVisible();

  // The agency's GUEST member reads it, but may not add, edit or delete: the API refuses too.
  const member = await otherBrowser(browser, agencyMember);
  await member.goto('/agency/case-studies');
  await expect(cards(member)).toHaveCount(8);
  await expect(member.getByRole('link', { name: m.addCaseStudy })).toHaveCount(0);
  await member.goto(`/agency/case-study/${id}`);
  await expect(member.getByRole('heading', { name: edited, level: 1 })).toBeVisible();
  await expect(member.getByRole('link', { name: m.editCaseStudy })).toHaveCount(0);
  await expect(member.getByRole('button', { name: m.delete })).toHaveCount(0);
  await screenshot(member, 'case-study-page-member');
  const refused = await graphql(
    member.request,
    `mutation { deleteCaseStudy(id: "${id}") }`,
    await sessionToken(member),
  );
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await member.goto('/agency/case-study/add');
  await expect(member).toHaveURL(/\/agency\/404$/);
  await member.context().close();

  // An employer reads it on the employer's page, without Edit.
  const employer = await otherBrowser(browser, accounts.employer);
  await employer.goto(`/employer/case-study/${id}`);
  await expect(employer.getByRole('heading', { name: edited, level: 1 })).toBeVisible();
  await expect(
    employer.getByRole('main').getByText(accounts.agency.organisation, { exact: true }),
  ).toBeVisible();
  await expect(employer.getByRole('link', { name: m.editCaseStudy })).toHaveCount(0);
  await screenshot(employer, 'case-study-page-employer');
  await employer.context().close();

  // A candidate has no such page.
  const candidate = await otherBrowser(browser, accounts.candidate);
  await candidate.goto(`/employer/case-study/${id}`);
  await expect(candidate).toHaveURL(/\/candidate\/404$/);
  await expect(candidate.getByText(messages.common.pageNotFound)).toBeVisible();
  const hidden = await graphql(
    candidate.request,
    `{ caseStudy(id: "${id}") { id } }`,
    await sessionToken(candidate),
  );
  expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  await candidate.context().close();

  // Deleted after confirming: back to the list.
  await page.getByRole('main').getByRole('button', { name: m.delete }).click();
  await expect(page.getByText(m.deleteTitle)).toBeVisible();
  await screenshot(page, 'case-study-delete-confirm');
  await page.locator('.ant-popconfirm').getByRole('button', { name: m.deleteConfirm }).click();
  await expect(page).toHaveURL(/\/agency\/case-studies$/);
  await expect(toast(page, m.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: edited })).toHaveCount(0);
});

test('a new agency finds no case studies yet, and the way to add its first', async ({
  page,
  request,
}) => {
  const agency = await registerThroughApi(request, 'agency', { label: 'case-studies' });
  await page.goto('/agency/login');
  await submitLogin(page, agency.email, agency.password);
  await expect(page.getByRole('button', { name: messages.nav.accountMenu })).toBeVisible();
  await page.goto('/agency/case-studies');
  await expect(page.getByText(m.empty, { exact: true })).toBeVisible();
  await screenshot(page, 'case-studies-empty');
  await page.getByRole('link', { name: m.addCaseStudy }).click();
  await expect(page).toHaveURL(/\/agency\/case-study\/add$/);
});
