/**
 * Employer posting through the UI: a job with every field (and each of the brief's messages,
 * the discipline's dependencies, the cost confirmation), seen on the dashboard and by a
 * candidate through the API; a project; the balance gate and 'Insufficient Balance!'; closing
 * with each reason and restoring. Each new employer registers through the API and gets its job
 * posts from `admin credits … grant` through the running server.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { DEMO_PASSWORD, DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { submitLogin } from './support/app';
import { registerThroughApi, type NewAccount } from './support/new-account';
import { grantJobPosts, postJobThroughApi, publishedJobTitles } from './support/opportunities';
import {
  choose,
  chooseMany,
  fieldMessage,
  optional,
  pageShot,
  pick,
  toast,
} from './support/registration';

const m = messages.opportunities;

test.describe.configure({ timeout: 180_000 });

/** A new employer with `posts` job posts, signed in on the dashboard. */
async function newEmployer(
  page: Page,
  request: Parameters<typeof registerThroughApi>[0],
  posts: number,
): Promise<NewAccount> {
  const account = await registerThroughApi(request, 'employer', { label: 'posting' });
  if (posts > 0) await grantJobPosts(account.email, posts);
  await page.goto('/employer/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  return account;
}

/** The list of the dashboard's card titled `heading`. */
function dashboardList(page: Page, heading: string) {
  return page.getByRole('list', { name: heading });
}

/** Toggles the dashboard card titled `heading` to its open or closed posts. */
async function showOnly(page: Page, heading: string, which: string) {
  const card = page.locator('.ant-card', { has: page.getByRole('heading', { name: heading }) });
  await card.locator('.ant-segmented-item', { hasText: which }).click();
  await expect(card.getByRole('radio', { name: which })).toBeChecked();
}

/** The items a multiple Select shows as chosen. */
function chosen(page: Page, label: string) {
  return page
    .locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-select-selection-item');
}

async function fillDescription(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await editor.pressSequentially(text);
}

test('an employer posts a job with every field; the dashboard lists it and candidates can see it', async ({
  page,
  request,
}) => {
  await newEmployer(page, request, 2);
  await page.getByRole('banner').getByRole('link', { name: m.newJob }).click();
  await expect(page).toHaveURL(/\/employer\/add-opportunity$/);
  await expect(page.getByRole('heading', { name: m.postJobTitle, level: 1 })).toBeVisible();
  await pageShot(page, 'add-opportunity-empty');

  // Every message the brief gives for an empty form.
  await page.getByLabel(m.followUp).fill('');
  await page.getByRole('button', { name: m.submitCreate }).click();
  for (const message of [
    m.enterTitle,
    m.selectDiscipline,
    m.selectCategoryExperience,
    m.selectJobLocation,
    m.enterDescription,
    m.selectRoleType,
    m.selectWorkingHours,
    m.selectExperienceLevel,
    m.selectPositionSought,
    m.selectRequiredSkills,
    m.enterMinimumBudget,
    m.enterMaximumBudget,
    m.enterFollowUp,
  ]) {
    await expect(fieldMessage(page, message).first()).toBeVisible();
  }
  await pageShot(page, 'add-opportunity-errors');

  await page.getByLabel(m.jobTitle).fill('Senior Brand Designer');
  // The design discipline (id 2) asks for software skills and qualifications too.
  await chooseMany(page, m.discipline, ['Design & Creative']);
  await chooseMany(page, m.categoryExperience, ['Retail & E-commerce']);
  await chooseMany(page, m.skills, ['Graphic Design', 'Typography']);
  // Changing the discipline clears what depended on it.
  await chooseMany(page, m.discipline, ['Marketing & Communications']);
  await expect(chosen(page, m.skills)).toHaveCount(0);
  await expect(chosen(page, m.categoryExperience)).toHaveCount(0);
  await page.getByRole('button', { name: m.submitCreate }).click();
  await expect(fieldMessage(page, m.selectSoftwareSkills)).toBeVisible();
  await expect(fieldMessage(page, m.selectQualifications)).toBeVisible();

  await chooseMany(page, m.categoryExperience, ['Retail & E-commerce', 'FMCG']);
  await page.getByLabel(m.jobLocation).fill('Hove');
  await page
    .locator('.ant-select-item-option', { hasText: 'Hove, Brighton and Hove, England' })
    .click();
  await expect(page.getByLabel(m.jobLocation)).toHaveValue('Hove, Brighton and Hove, England');
  await pick(page, 'Hybrid');
  await fillDescription(page, m.jobDescription, 'Lead our brand across every channel.');
  await choose(page, m.roleType, 'Freelance / Contract');
  await choose(page, m.duration, '6 months');
  await pick(page, 'Outside IR35');
  await choose(page, m.workingHours, 'Full time');
  await choose(page, m.experienceLevel, 'Senior', true);
  await choose(page, m.positionSought, 'Senior Designer', true);
  await chooseMany(page, m.skills, ['Graphic Design', 'Typography', 'Brand Identity Design']);
  await chooseMany(page, optional(m.skillsMustHave), ['Typography']);
  // Removing a skill removes its must-have.
  await chosen(page, m.skills)
    .filter({ hasText: 'Typography' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await expect(chosen(page, optional(m.skillsMustHave))).toHaveCount(0);
  await chooseMany(page, optional(m.skillsMustHave), ['Graphic Design']);
  await chooseMany(page, m.softwareSkills, ['Adobe Illustrator', 'Adobe InDesign']);
  await chooseMany(page, optional(m.softwareSkillsMustHave), ['Adobe InDesign']);
  await chooseMany(page, m.qualifications, ['Adobe Certified Professional in Visual Design']);
  await pick(page, 'Daily');
  await page.getByLabel(m.minimum).fill('150');
  await page.getByLabel(m.maximum).fill('600');
  await page.getByLabel(m.followUp).fill(m.defaultFollowUp);
  await page.getByLabel(optional(m.linkToAts)).fill('ats.example.com/jobs/42');
  await page.getByRole('button', { name: m.submitCreate }).click();
  await expect(fieldMessage(page, m.budgetOutOfRange('£200', '£1,000'))).toBeVisible();
  await page.getByLabel(m.minimum).fill('400');
  await pageShot(page, 'add-opportunity-filled');

  await page.getByRole('button', { name: m.submitCreate }).click();
  const cost = page.getByRole('dialog', { name: m.costTitle });
  await expect(cost.getByText(m.costBalance(2))).toBeVisible();
  await expect(cost.getByRole('link', { name: m.buyMore })).toHaveAttribute(
    'href',
    '/employer/manage-credits',
  );
  await pageShot(page, 'add-opportunity-cost');
  await cost.getByRole('button', { name: m.continue }).click();
  await expect(toast(page, m.created)).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const jobs = dashboardList(page, m.jobOpportunities);
  await expect(
    jobs.getByRole('link', { name: 'Senior Brand Designer', exact: true }),
  ).toBeVisible();
  await expect(
    jobs.getByText('Hybrid (Hove, Brighton and Hove, England)', { exact: false }),
  ).toBeVisible();
  await pageShot(page, 'employer-dashboard-with-posts');

  // The post's page shows what was posted.
  await jobs.getByRole('link', { name: 'Senior Brand Designer', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Senior Brand Designer', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Lead our brand across every channel.')).toBeVisible();
  await expect(page.getByText('£400 - £600 daily')).toBeVisible();
  await expect(page.getByText('Outside IR35')).toBeVisible();
  await pageShot(page, 'view-opportunity');

  // A candidate sees it among the published jobs.
  const candidate = await registerThroughApi(request, 'candidate', { label: 'sees-job' });
  expect(await publishedJobTitles(request, candidate.token)).toContain('Senior Brand Designer');
});

test('a project; with no job post left the job form is disabled and a project says Insufficient Balance!', async ({
  page,
  request,
}) => {
  const account = await newEmployer(page, request, 0);
  await page.getByRole('banner').getByRole('link', { name: m.newJob }).click();
  await expect(page.getByRole('button', { name: m.submitCreate })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: m.insufficientBalance })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: m.newProject }).click();
  const insufficient = page.getByRole('dialog', { name: m.insufficientBalance });
  await expect(insufficient.getByRole('link', { name: m.buyMore })).toBeVisible();
  await pageShot(page, 'add-project-insufficient-balance');
  await insufficient.getByRole('button', { name: m.cancel }).click();
  await expect(page.getByRole('button', { name: m.submitCreate })).toBeDisabled();

  await grantJobPosts(account.email, 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: m.postProjectTitle, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: m.submitCreate }).click();
  for (const message of [
    m.enterTitle,
    m.selectCategoryExperience,
    m.enterDescription,
    m.selectProjectDuration,
    m.selectServices,
    m.enterMinimumBudget,
    m.enterMaximumBudget,
  ]) {
    await expect(fieldMessage(page, message).first()).toBeVisible();
  }
  await page.getByLabel(m.projectTitle).fill('Spring launch campaign');
  await chooseMany(page, m.categoryExperience, ['FMCG']);
  await fillDescription(page, m.projectDescription, 'A campaign for our spring range.');
  await choose(page, m.projectDuration, '1-3 months');
  await chooseMany(page, m.services, ['Web Development']);
  await chooseMany(page, optional(m.softwareSkills), ['Figma']);
  await page.getByLabel(m.minimum).fill('5000');
  await page.getByLabel(m.maximum).fill('12000');
  await pageShot(page, 'add-project-filled');
  await page.getByRole('button', { name: m.submitCreate }).click();
  await page
    .getByRole('dialog', { name: m.costTitle })
    .getByRole('button', { name: m.continue })
    .click();
  await expect(toast(page, m.created)).toBeVisible();
  await expect(
    dashboardList(page, m.agencyProjects).getByRole('link', {
      name: 'Spring launch campaign',
      exact: true,
    }),
  ).toBeVisible();
});

test('closing with each reason, "Filled by applicant" asking for the applicant, and restoring', async ({
  page,
  request,
}) => {
  const account = await newEmployer(page, request, 4);
  const titles = ['Filled elsewhere role', 'Postponed role', 'Gone role', 'Filled role'];
  for (const title of titles) await postJobThroughApi(request, account.token, title);
  await page.reload();
  const jobs = dashboardList(page, m.jobOpportunities);
  await expect(jobs.getByRole('listitem')).toHaveCount(titles.length);

  const closeWith = async (title: string, reason: string) => {
    await jobs.getByRole('button', { name: `${m.close}: ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(reason, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: reason })).toBeChecked();
    return dialog;
  };

  // The brief's messages first.
  await jobs.getByRole('button', { name: `${m.close}: Filled role` }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: m.closeTitle('Opportunity') }).click();
  await expect(fieldMessage(page, m.selectReason)).toBeVisible();
  await dialog.getByText('Filled by applicant').click();
  await dialog.getByRole('button', { name: m.closeTitle('Opportunity') }).click();
  await expect(fieldMessage(page, m.selectApplicant)).toBeVisible();
  await pageShot(page, 'close-opportunity-errors');
  await dialog.getByLabel(optional(m.applicantName)).fill('Sam Jones');
  await dialog.getByRole('button', { name: m.closeTitle('Opportunity') }).click();
  await expect(toast(page, m.jobClosed)).toBeVisible();
  await expect(jobs.getByRole('link', { name: 'Filled role', exact: true })).toHaveCount(0);

  for (const [title, reason] of [
    ['Filled elsewhere role', 'Filled elsewhere'],
    ['Postponed role', 'Job postponed'],
    ['Gone role', 'Job no longer exists'],
  ] as const) {
    dialog = await closeWith(title, reason);
    await dialog.getByRole('button', { name: m.closeTitle('Opportunity') }).click();
    await expect(toast(page, m.jobClosed).first()).toBeVisible();
    await expect(jobs.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  }

  await showOnly(page, m.jobOpportunities, m.closed);
  for (const title of titles)
    await expect(jobs.getByRole('link', { name: title, exact: true })).toBeVisible();
  await pageShot(page, 'employer-dashboard-closed');
  await jobs.getByRole('button', { name: `${m.restore}: Postponed role` }).click();
  await expect(toast(page, m.restored('Opportunity'))).toBeVisible();
  await expect(jobs.getByRole('link', { name: 'Postponed role', exact: true })).toHaveCount(0);
  await showOnly(page, m.jobOpportunities, m.active);
  await expect(jobs.getByRole('link', { name: 'Postponed role', exact: true })).toBeVisible();
});

test('editing a job: the form comes back filled, and unpublishing shows on the dashboard', async ({
  page,
  request,
}) => {
  const account = await newEmployer(page, request, 1);
  await postJobThroughApi(request, account.token, 'Account Director');
  await page.reload();
  const jobs = dashboardList(page, m.jobOpportunities);
  await jobs.getByRole('link', { name: `${m.edit}: Account Director` }).click();
  await expect(page).toHaveURL(/\/employer\/edit-opportunity\/\d+$/);
  await expect(page.getByRole('heading', { name: m.editJobTitle, level: 1 })).toBeVisible();
  await expect(page.getByLabel(m.jobTitle)).toHaveValue('Account Director');
  await expect(page.getByLabel(m.jobLocation)).toHaveValue('Leeds, West Yorkshire, England');
  await expect(page.getByRole('textbox', { name: m.jobDescription })).toContainText(
    'Account Director: the role.',
  );
  await pageShot(page, 'edit-opportunity');

  await page.getByLabel(m.jobTitle).fill('Group Account Director');
  await page.getByRole('switch', { name: m.status }).click();
  await expect(page.getByText(m.unpublished, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: m.submitUpdate }).click();
  await expect(toast(page, m.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const row = jobs.getByRole('listitem').filter({ hasText: 'Group Account Director' });
  await expect(row.getByText(m.unpublishedTag, { exact: true })).toBeVisible();

  // Unpublished: no longer among the jobs candidates see.
  const candidate = await registerThroughApi(request, 'candidate', { label: 'unpublished' });
  expect(await publishedJobTitles(request, candidate.token)).not.toContain(
    'Group Account Director',
  );
});

test('a candidate opening an employer page gets their own 404', async ({ page, request }) => {
  const candidate = await registerThroughApi(request, 'candidate', { label: 'not-employer' });
  await page.goto('/candidate/login');
  await submitLogin(page, candidate.email, candidate.password);
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await page.goto('/employer/add-opportunity');
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
});

test('a team member who cannot post sees the team’s posts with View only, and no way to post', async ({
  page,
}) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const jobs = dashboardList(page, m.jobOpportunities);
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await expect(jobs.getByRole('link', { name: new RegExp(`^${m.view}: `) }).first()).toBeVisible();
  await expect(jobs.getByRole('link', { name: new RegExp(`^${m.edit}: `) })).toHaveCount(0);
  await expect(jobs.getByRole('button', { name: new RegExp(`^${m.close}: `) })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: m.newJob })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: m.newProject })).toHaveCount(0);
  await pageShot(page, 'employer-dashboard-member');

  await page.goto('/employer/add-opportunity');
  await expect(page.getByText(m.cannotPost)).toBeVisible();
});
