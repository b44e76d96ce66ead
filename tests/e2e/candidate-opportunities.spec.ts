/**
 * Candidates finding jobs and applying (issue 12, items 4 and 5): a complete, ACTIVE
 * candidate searches the latest jobs, opens one (every detail field of the brief), applies
 * with a message (counted, at most 400), sees the toast and 'Already Applied', finds it on
 * the dashboard as Open, and opens the employer's profile; a fresh candidate gets the
 * incomplete dialog with what is missing, a deactivated one the inactive dialog; an
 * employer has none of these pages.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { graphql, submitLogin } from './support/app';
import { expectOpportunitySidePanels, openDemoOpportunity } from './support/side-panels';
import { completeCandidateThroughApi } from './support/candidates';
import { registerThroughApi, type NewAccount } from './support/new-account';
import { grantJobPosts, postJobThroughApi } from './support/opportunities';
import { messagesTo, outboxFolder } from './support/outbox';
import { adminCommand } from './support/own-server';
import { choose, pageShot, toast } from './support/registration';

const m = messages.candidateOpportunities;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A word only this run's job carries, to find it among the demo's. */
const word = `Zephyr${randomUUID().slice(0, 6)}`;
const title = `${word} Copywriter`;
let employer: NewAccount;
let company: string;
let jobId: string;

test.beforeAll(async ({ request }) => {
  employer = await registerThroughApi(request, 'employer', { label: 'hiring' });
  await grantJobPosts(employer.email, 1);
  jobId = await postJobThroughApi(request, employer.token, title);
  company = `Journey Retail ${employer.firstName}`;
});

async function signInAs(page: Page, account: NewAccount, group = 'candidate') {
  await page.goto(`/${group}/login`);
  await submitLogin(page, account.email, account.password);
  // A candidate who never onboarded lands on complete-profile instead.
  await expect(page).toHaveURL(new RegExp(`/${group}/(dashboard|complete-profile)$`));
}

test('a complete candidate finds a job, applies once, and sees it on the dashboard', async ({
  page,
  request,
}) => {
  const candidate = await registerThroughApi(request, 'candidate', { label: 'applying' });
  const profile = await completeCandidateThroughApi(request, candidate);
  await signInAs(page, candidate);

  // The dashboard's lists, each with its way to the full list.
  for (const heading of [m.forYouTitle, m.latestTitle, m.appliedTitle]) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByText(m.emptyApplied)).toBeVisible();
  await pageShot(page, 'candidate-dashboard');

  await page.getByRole('link', { name: `${m.seeAll}: ${m.latestTitle}` }).click();
  await expect(page).toHaveURL(/\/candidate\/latest-opportunities$/);
  await expect(page.getByRole('heading', { name: m.latestTitle, level: 1 })).toBeVisible();

  // Search and a filter.
  await page.getByLabel(m.searchLabel, { exact: true }).fill(word);
  await page.getByLabel(m.searchLabel, { exact: true }).press('Enter');
  await expect(page.getByText(m.found(1))).toBeVisible();
  await page.getByRole('button', { name: m.filters }).click();
  await choose(page, m.filterJobType, 'Freelance / Contract');
  await expect(page.getByText(m.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(m.filtersUsed(1)) })).toBeVisible();
  await page.getByRole('button', { name: m.clearAll }).click();
  // Cleared (the address too) before the next search starts from it.
  await expect(page).toHaveURL(/\/candidate\/latest-opportunities$/);
  await expect(page.getByRole('button', { name: m.clearAll })).toHaveCount(0);
  await page.getByLabel(m.searchLabel, { exact: true }).fill(word);
  await page.getByLabel(m.searchLabel, { exact: true }).press('Enter');
  await choose(page, m.filterJobType, 'Permanent');
  const results = page.getByRole('list', { name: m.latestTitle });
  await expect(results.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText(m.found(1))).toBeVisible();
  await page.getByLabel(m.filterJobType, { exact: true }).press('Escape');
  await pageShot(page, 'latest-opportunities');

  // The post: every field of the brief.
  await results.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/opportunities/${jobId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const field = (label: string) =>
    page
      .locator('.ant-descriptions-item')
      .filter({ hasText: label })
      .locator('.ant-descriptions-item-content');
  await expect(field(m.employer).getByRole('link', { name: company })).toBeVisible();
  await expect(field(m.categoryExperience)).not.toHaveText('—');
  await expect(field(m.location)).toHaveText('Onsite (Leeds, West Yorkshire, England)');
  await expect(field(m.jobType)).toHaveText('Permanent · Full time');
  await expect(field(m.experienceLevel)).not.toHaveText('');
  await expect(field(m.servicesOrSkills).locator('.ant-tag')).toHaveCount(3);
  await expect(field(m.datePublished)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(field(m.compensation)).toHaveText('£30,000 - £40,000 annually');
  await expect(page.getByRole('heading', { name: m.aboutTheRole, level: 2 })).toBeVisible();
  await expect(page.getByText(`${title}: the role.`)).toBeVisible();
  await pageShot(page, 'candidate-opportunity');

  // Apply: the message is counted and stops at 400; the active CV is chosen.
  await page.getByRole('button', { name: m.apply, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.applyTitle(title) });
  await expect(dialog).toBeVisible();
  const message = dialog.getByLabel(new RegExp(`^${m.message}`));
  await message.fill('x'.repeat(450));
  await expect(message).toHaveValue('x'.repeat(400));
  await expect(dialog.getByText('400 / 400')).toBeVisible();
  const note = 'Eight years of retail copy; I would love to write for your stores.';
  await message.fill(note);
  await expect(dialog.getByText(`${note.length} / 400`)).toBeVisible();
  await expect(dialog.getByText(`${profile.cvName} (${m.activeResume})`)).toBeVisible();
  await pageShot(page, 'apply-dialog');
  await dialog.getByRole('button', { name: m.send }).click();
  await expect(toast(page, m.sent)).toBeVisible();
  await expect(page.getByRole('button', { name: m.alreadyApplied })).toBeDisabled();
  await expect(page.getByRole('button', { name: m.apply, exact: true })).toHaveCount(0);
  await pageShot(page, 'candidate-opportunity-applied');

  // The team was told, and the applicant got the post's follow-up message.
  const folder = outboxFolder();
  if (folder) {
    await expect
      .poll(async () => (await messagesTo(folder, employer.email)).map((mail) => mail.subject))
      .toContain(m.teamMailSubject(title));
    await expect
      .poll(async () => (await messagesTo(folder, candidate.email)).map((mail) => mail.subject))
      .toContain(m.applicantMailSubject(title));
  }

  // The employer's profile, with its open jobs.
  await field(m.employer).getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/candidate\/company-profile\/\d+$/);
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: m.openJobs }).getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await pageShot(page, 'company-profile');

  // The dashboard: applied, Open.
  await page.goto('/candidate/dashboard');
  const applied = page.getByRole('list', { name: m.appliedTitle });
  const row = applied.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(m.open);
  await expect(row).toContainText(m.dateApplied);
  // Applied: no longer suggested for them.
  await expect(
    page.getByRole('list', { name: m.forYouTitle }).getByRole('link', { name: title }),
  ).toHaveCount(0);
  await pageShot(page, 'candidate-dashboard-applied');

  // Opportunities for you: its own page, searched.
  await page.getByRole('link', { name: `${m.seeAll}: ${m.forYouTitle}` }).click();
  await expect(page.getByRole('heading', { name: m.forYouTitle, level: 1 })).toBeVisible();
  await pageShot(page, 'opportunities-for-you');
});

test('a candidate whose profile is incomplete is told what is missing', async ({
  page,
  request,
}) => {
  const candidate = await registerThroughApi(request, 'candidate', { label: 'incomplete' });
  await signInAs(page, candidate);
  await page.goto(`/candidate/opportunities/${jobId}`);
  await page.getByRole('button', { name: m.apply, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.incompleteTitle });
  await expect(dialog).toBeVisible();
  const missing = dialog.getByRole('list', { name: m.incompleteIntro }).getByRole('listitem');
  await expect(missing).toContainText([
    messages.candidates.missing.resume,
    messages.candidates.missing.experience,
    messages.candidates.missing.skills,
  ]);
  await pageShot(page, 'apply-incomplete-dialog');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: m.close }).click();
  await expect(dialog).toBeHidden();
});

test('a candidate whose account is inactive may not apply', async ({ page, request }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'deactivating needs the journeys’ own server (E2E_DATA_DIR)');
  const candidate = await registerThroughApi(request, 'candidate', { label: 'inactive' });
  await completeCandidateThroughApi(request, candidate);
  await adminCommand(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    'deactivate',
    candidate.email,
  );
  await page.goto('/candidate/login');
  await submitLogin(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await page.goto(`/candidate/opportunities/${jobId}`);
  await page.getByRole('button', { name: m.apply, exact: true }).click();
  await expect(page.getByRole('dialog', { name: m.inactiveTitle })).toBeVisible();
  await pageShot(page, 'apply-inactive-dialog');
});

test('an employer has no candidate opportunity pages, and the API refuses them the lists', async ({
  page,
  request,
}) => {
  await signInAs(page, employer, 'employer');
  for (const path of [`opportunities/${jobId}`, 'latest-opportunities', 'company-profile/1']) {
    await page.goto(`/employer/${path}`);
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  }
  const answer = await graphql(
    request,
    '{ latestOpportunities(first: 4) { data { id } } }',
    employer.token,
  );
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const applying = await graphql(
    request,
    `mutation { createApplication(input: { opportunity_id: "${jobId}" }) { id } }`,
    employer.token,
  );
  expect(applying.errors?.[0]?.message).toBe(m.onlyCandidates);
});

test('the opportunity page shows the candidate, articles and deals beside the job', async ({
  page,
}) => {
  await openDemoOpportunity(page, accounts.candidate);
  await expectOpportunitySidePanels(page, accounts.candidate, 'opportunity-side-panels-candidate');
});
