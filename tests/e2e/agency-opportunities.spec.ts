/**
 * Agencies finding projects and applying (issue 15 item 3): the demo agency sees its
 * dashboard's three project lists; opens All Project Opportunities, searches, opens the
 * filters, picks a category experience and a skill (the count says 2), sets a budget, and
 * Clear All resets; opens a project (the brief's fields), applies with a message only, and
 * sees 'Already Applied'. The employer who posted it finds the agency among its applicants,
 * linked to the agency's profile. A candidate has no agency pages.
 *
 * The project is this run's own, posted by a new employer through the API, so the journey
 * changes no demo post another journey reads.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { signIn, submitLogin } from './support/app';
import { expectOpportunitySidePanels, openDemoOpportunity } from './support/side-panels';
import { registerThroughApi, type NewAccount } from './support/new-account';
import { grantJobPosts } from './support/opportunities';
import { choose, pageShot, toast } from './support/registration';

const m = messages.candidateOpportunities;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A word only this run's project carries, to find it among the demo's. */
const word = `Quill${randomUUID().slice(0, 6)}`;
const title = `${word} Launch Identity`;
/** What the demo agency offers (Brand Identity, Digital Design) and a genre of every discipline. */
const GENRE = 'Retail & E-commerce';
const SERVICE = 'Brand Identity';
/** A software skill the project asks for (projects may name any). */
const SOFTWARE = 'Figma';
let employer: NewAccount;
let projectId: string;

async function postProject(request: APIRequestContext, token: string): Promise<string> {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data as T;
  };
  const lists = await ask<{
    genres: { id: string; name: string }[];
    services: { id: string; name: string }[];
    softwareSkills: { id: string; name: string }[];
  }>('{ genres { id name } services { id name } softwareSkills { id name } }');
  const ids = (items: { id: string; name: string }[], names: string[]) =>
    items.filter((item) => names.includes(item.name)).map((item) => item.id);
  const today = new Date();
  const jobNumber = [today.getDate(), today.getMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(today.getFullYear()))
    .join('/');
  const created = await ask<{ createProject: { id: string } }>(
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    {
      input: {
        title,
        job_number: jobNumber,
        genres: ids(lists.genres, [GENRE]),
        location: 'Manchester, Greater Manchester, England',
        description: JSON.stringify({
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: `${title}: the brief.` }] },
          ],
        }),
        duration: 1,
        services: ids(lists.services, [SERVICE, 'Digital Design']),
        software_skills: ids(lists.softwareSkills, [SOFTWARE]),
        is_compensation_displayed: true,
        compensation_currency: 'GBP',
        minimumBudget: 5_000,
        maximumBudget: 7_000,
        follow_up: 'Thank you for your proposal.',
      },
    },
  );
  return created.createProject.id;
}

test.beforeAll(async ({ request }) => {
  employer = await registerThroughApi(request, 'employer', { label: 'projects' });
  await grantJobPosts(employer.email, 1);
  projectId = await postProject(request, employer.token);
});

test('the agency finds a project through its lists and filters, and applies with a message', async ({
  page,
}) => {
  await signIn(page, accounts.agency);

  // The dashboard's three lists: Company, Date Posted, View Opportunity.
  const forYou = page.getByRole('table', { name: m.projectsForYouTitle });
  await expect(forYou.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(forYou.getByRole('columnheader', { name: m.company })).toBeVisible();
  await expect(forYou.getByRole('columnheader', { name: m.datePosted })).toBeVisible();
  await expect(forYou.getByRole('link', { name: `${m.viewOpportunity}: ${title}` })).toBeVisible();
  const latest = page.getByRole('table', { name: m.latestProjectsTitle });
  await expect(latest.getByRole('row')).not.toHaveCount(0);
  const applied = page.getByRole('table', { name: m.appliedProjectsTitle });
  await expect(
    applied.getByRole('link', { name: 'Spring Garden Campaign Film', exact: true }),
  ).toBeVisible();
  await pageShot(page, 'agency-dashboard-projects');

  // The whole for-you list, from its See all.
  await page.getByRole('link', { name: `${m.seeAll}: ${m.projectsForYouTitle}` }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities-for-you$/);
  await expect(page.getByRole('heading', { name: m.projectsForYouTitle, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: m.projectsForYouTitle })
      .getByRole('link', { name: title, exact: true }),
  ).toBeVisible();
  await pageShot(page, 'agency-opportunities-for-you');

  // All Project Opportunities, from the header.
  await page.getByRole('banner').getByRole('link', { name: m.navOpportunities }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities$/);
  await expect(page.getByRole('heading', { name: m.allProjectsTitle, level: 1 })).toBeVisible();
  const search = page.getByLabel(m.searchLabel, { exact: true });
  await search.fill(word);
  await search.press('Enter');
  await expect(page.getByText(m.found(1))).toBeVisible();

  // The filters: category experience, skills and software skills, counted on the panel's header.
  const filters = page.getByRole('button', { name: new RegExp(`^${m.filters}`) });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await choose(page, m.filterCategoryExperience, GENRE, true);
  await page.getByLabel(m.filterCategoryExperience, { exact: true }).press('Escape');
  await choose(page, m.filterSkills, SERVICE, true);
  await page.getByLabel(m.filterSkills, { exact: true }).press('Escape');
  await expect(filters).toContainText(m.filtersUsed(2));
  await expect(page.getByText(m.found(1))).toBeVisible();
  await choose(page, m.filterSoftwareSkills, 'Adobe InDesign', true);
  await page.getByLabel(m.filterSoftwareSkills, { exact: true }).press('Escape');
  await expect(filters).toContainText(m.filtersUsed(3));
  await expect(page.getByText(m.empty)).toBeVisible();
  // Backspace takes the chosen one off again; the project's own software skill finds it.
  await page.getByLabel(m.filterSoftwareSkills, { exact: true }).press('Backspace');
  await expect(filters).toContainText(m.filtersUsed(2));
  await choose(page, m.filterSoftwareSkills, SOFTWARE, true);
  await page.getByLabel(m.filterSoftwareSkills, { exact: true }).press('Escape');
  await expect(filters).toContainText(m.filtersUsed(3));
  await expect(page.getByText(m.found(1))).toBeVisible();

  // The budget: No Cap keeps the project (5,000 - 7,000); a floor of 9,000 leaves it out.
  // Controlled by the address: checked once the list has taken it.
  await page.getByRole('checkbox', { name: m.noCap }).click();
  await expect(page.getByRole('checkbox', { name: m.noCap })).toBeChecked();
  await expect(filters).toContainText(m.filtersUsed(4));
  await expect(page).toHaveURL(/budgetMax=99999999/);
  await expect(page.getByText(m.found(1))).toBeVisible();
  await pageShot(page, 'agency-opportunities-filtered');
  const floor = page.getByRole('slider', { name: `${m.filterBudget}: ${m.filterCompensationMin}` });
  await floor.focus();
  await floor.press('End');
  await expect(page).toHaveURL(/budgetMin=9000/);
  await expect(page.getByText(m.empty)).toBeVisible();

  // Clear All: the words, the filters and the address.
  await page.getByRole('button', { name: m.clearAll }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities$/);
  await expect(search).toHaveValue('');
  await expect(filters).toHaveText(m.filters);
  await expect(page.getByRole('button', { name: m.clearAll })).toHaveCount(0);

  // The project: the brief's fields.
  await search.fill(word);
  await search.press('Enter');
  const results = page.getByRole('list', { name: m.allProjectsTitle });
  await results.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/opportunities/${projectId}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const field = (label: string) =>
    page
      .locator('.ant-descriptions-item')
      .filter({ hasText: label })
      .locator('.ant-descriptions-item-content');
  await expect(
    field(m.employer).getByRole('link', { name: `Journey Retail ${employer.firstName}` }),
  ).toHaveAttribute('href', /\/agency\/company-profile\/\d+$/);
  await expect(field(m.categoryExperience)).toHaveText(GENRE);
  await expect(field(m.location)).toHaveText('Manchester, Greater Manchester, England');
  await expect(field(m.jobType)).toHaveText(`${m.project} · 1-3 months`);
  await expect(field(m.servicesOrSkills).locator('.ant-tag')).toHaveCount(2);
  await expect(field(m.softwareSkills)).toHaveText(SOFTWARE);
  await expect(field(m.datePublished)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(field(m.compensation)).toContainText('£5,000 - £7,000');
  await expect(page.getByRole('heading', { name: m.aboutTheRole, level: 2 })).toBeVisible();
  await pageShot(page, 'agency-opportunity');

  // Apply: a message only, counted.
  await page.getByRole('button', { name: m.apply, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.applyTitle(title) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(new RegExp(`^${m.resume}`))).toHaveCount(0);
  await expect(dialog.getByLabel(new RegExp(`^${m.document}`))).toHaveCount(0);
  const note = 'Brightwater has launched three retail identities this year; our proposal follows.';
  await dialog.getByLabel(new RegExp(`^${m.message}`)).fill(note);
  await expect(dialog.getByText(`${note.length} / 400`)).toBeVisible();
  await pageShot(page, 'agency-apply-dialog');
  await dialog.getByRole('button', { name: m.send }).click();
  await expect(toast(page, m.sent)).toBeVisible();
  await expect(page.getByRole('button', { name: m.alreadyApplied })).toBeDisabled();
  await pageShot(page, 'agency-opportunity-applied');
});

test('the employer sees the agency among the project’s applicants, linked to its profile', async ({
  page,
}) => {
  await page.goto('/employer/login');
  await submitLogin(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/employer\/(dashboard|complete-profile)$/);
  await page.goto(`/employer/view-applicants/${projectId}`);
  const agency = page.getByRole('link', { name: accounts.agency.name });
  await expect(agency).toHaveAttribute('href', /\/employer\/agency-profile\/\d+$/);
  await expect(page.getByText(accounts.agency.organisation).first()).toBeVisible();
  await expect(page.getByText('Brightwater has launched three retail identities')).toBeVisible();
  await pageShot(page, 'agency-applicant');
  await agency.click();
  await expect(
    page.getByRole('heading', { name: accounts.agency.organisation, level: 1 }),
  ).toBeVisible();
});

test('an agency with no services or category experience yet is sent to all projects', async ({
  page,
  request,
}) => {
  const agency = await registerThroughApi(request, 'agency', { label: 'new-agency' });
  await page.goto('/agency/login');
  await submitLogin(page, agency.email, agency.password);
  await expect(page).toHaveURL(/\/agency\/(dashboard|register\/complete-profile)$/);
  await page.goto('/agency/opportunities-for-you');
  await expect(page.getByText(m.emptyProjectsForYou)).toBeVisible();
  await pageShot(page, 'agency-opportunities-for-you-empty');
  await page.getByRole('link', { name: m.allProjectsTitle }).click();
  await expect(page).toHaveURL(/\/agency\/opportunities$/);
  await expect(page.getByRole('heading', { name: m.allProjectsTitle, level: 1 })).toBeVisible();
});

test('a candidate opening the agency’s opportunities gets their own 404', async ({ page }) => {
  await signIn(page, accounts.candidate);
  await page.goto('/agency/opportunities');
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
});

test('the opportunity page shows the agency user, articles and deals beside the project', async ({
  page,
}) => {
  await openDemoOpportunity(page, accounts.agency);
  await expectOpportunitySidePanels(page, accounts.agency, 'opportunity-side-panels-agency');
});
