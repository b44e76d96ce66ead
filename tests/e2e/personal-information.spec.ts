/**
 * Personal information (issue 12, items 1 and 2): a candidate registered through the API opens
 * Personal Information from the account menu, edits it (each of the brief's messages, role
 * levels up to 3 whose change clears the positions, the salary slider on the day rate's range
 * and step), sees it saved, and adds, pauses and removes preferences; an employer gets their
 * own 404.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { screenshot, signIn, submitLogin } from './support/app';
import { registerThroughApi } from './support/new-account';
import {
  choose,
  chooseMany,
  daysFromNow,
  fieldMessage,
  optional,
  pageShot,
  pick,
  toast,
  typeDate,
} from './support/registration';

const m = messages.personalInformation;

function section(page: Page, title: string) {
  return page.locator('section', { has: page.getByRole('heading', { name: title, level: 2 }) });
}

test('a new candidate views and edits their personal information and preferences', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const candidate = await registerThroughApi(page.request, 'candidate', {
    label: 'personal-information',
  });
  await page.goto('/candidate/login');
  await submitLogin(page, candidate.email, candidate.password);
  await expect(page).not.toHaveURL(/\/login/);

  // The account menu's first two entries.
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  const menu = page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: messages.nav.changePassword }) });
  await expect(menu.getByRole('menuitem').nth(0)).toHaveText(m.title);
  await expect(menu.getByRole('menuitem').nth(1)).toHaveText(m.editTitle);
  await menu.getByRole('menuitem').nth(0).click();
  await expect(page).toHaveURL(/\/candidate\/personal-information$/);
  await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
  // What registration asked for is there; the rest is not given yet.
  const contact = section(page, m.sections.contact);
  await expect(contact).toContainText(candidate.email);
  await expect(contact).toContainText('+442079460958');
  await expect(section(page, m.sections.address)).toContainText('1 Test Street');
  await expect(section(page, m.sections.address)).toContainText('United Kingdom');
  await expect(section(page, m.sections.expectations)).toContainText(m.notGiven);
  await expect(section(page, m.sections.preferences)).toContainText(m.noPreferences);
  await pageShot(page, 'personal-information-new');

  await page.getByRole('link', { name: m.edit }).click();
  await expect(page).toHaveURL(/\/candidate\/edit-personal-information$/);
  await expect(page.getByRole('heading', { name: m.editTitle, level: 1 })).toBeVisible();
  await pageShot(page, 'edit-personal-information');

  // Every message: the brief's for the address and the job title, onboarding's for the rest.
  for (const label of [m.address1, m.city, m.county, m.postcode]) {
    await page.getByLabel(label, { exact: true }).fill('');
  }
  await page.getByLabel(m.phone, { exact: true }).fill('12');
  await page.getByLabel(optional(m.linkedin), { exact: true }).fill('twitter.com/ada');
  await page.getByRole('button', { name: m.save }).click();
  for (const message of [
    'Please enter your last job title',
    'Please enter an address',
    'Please enter city',
    'Please enter a county',
    'Please enter postcode / zip code',
    'Please enter a valid phone number',
    messages.onboarding.workLocationRequired,
    messages.onboarding.payrollStatusRequired,
    messages.onboarding.rightToWorkRequired,
    messages.onboarding.startDateRequired,
    messages.onboarding.noticePeriodRequired,
    messages.onboarding.noticePeriodUnitRequired,
    m.linkedinInvalid,
  ]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await pageShot(page, 'edit-personal-information-errors');

  await page.getByLabel(m.jobTitle, { exact: true }).fill('Brand Manager');
  await page.getByLabel(m.address1, { exact: true }).fill('12 Market Street');
  await page.getByLabel(m.city, { exact: true }).fill('Leeds');
  await page.getByLabel(m.county, { exact: true }).fill('West Yorkshire');
  await page.getByLabel(m.postcode, { exact: true }).fill('LS1 6DT');
  await page.getByLabel(m.phone, { exact: true }).fill('0113 496 0000');
  await page.getByLabel(optional(m.linkedin), { exact: true }).fill('linkedin.com/in/journey');
  await page.getByLabel(optional(m.supportingUrl), { exact: true }).fill('journey.example/work');
  await choose(page, optional(m.pronouns), 'They/Them');

  // Role levels (at most 3) and positions, which a change of levels clears.
  const positions = page.getByLabel(optional(m.positions), { exact: true });
  const chosenPositions = page
    .locator('.ant-select', { has: positions })
    .locator('.ant-select-selection-item');
  await expect(positions).toBeDisabled();
  await chooseMany(page, optional(m.roleLevels), ['Mid-level', 'Senior']);
  await chooseMany(page, optional(m.positions), ['Brand Manager', 'Senior Brand Manager']);
  await expect(chosenPositions).toHaveCount(2);
  await chooseMany(page, optional(m.roleLevels), ['Head of']);
  await expect(chosenPositions).toHaveCount(0);
  const levels = page.getByLabel(optional(m.roleLevels), { exact: true });
  await levels.click();
  await levels.fill('Director');
  await expect(page.locator('.ant-select-item-option-disabled[title="Director"]')).toBeVisible();
  await levels.press('Escape');
  await chooseMany(page, optional(m.positions), ['Head of Brand']);
  await expect(chosenPositions).toHaveCount(1);
  await chooseMany(page, optional(m.positions), ['Brand Manager']);
  await expect(chosenPositions).toHaveCount(2);
  await chooseMany(page, optional(m.languages), ['English', 'Welsh']);

  // The day rate: 200 to 1000 in steps of 25, the handles never meeting.
  await pick(page, m.dayRate);
  const range = page.locator('.salary-range-value');
  await expect(range).toHaveText('£200 - £1,000 per day');
  const low = page.getByRole('slider', { name: `${m.expectedRange}: minimum` });
  const high = page.getByRole('slider', { name: `${m.expectedRange}: maximum` });
  await low.focus();
  for (let step = 0; step < 8; step += 1) await low.press('ArrowRight');
  await high.focus();
  for (let step = 0; step < 14; step += 1) await high.press('ArrowLeft');
  await expect(range).toHaveText('£400 - £650 per day');
  await low.focus();
  await low.press('End');
  await expect(range).toHaveText('£400 - £650 per day');
  await choose(page, m.currency, 'EUR (€)');
  await expect(range).toHaveText('€400 - €650 per day');

  await pick(page, 'Remote');
  await pick(page, 'Limited Company');
  await choose(page, m.rightToWork, 'I have the right to work (no visa required)');
  await typeDate(page, m.availability, daysFromNow(21));
  await page.getByLabel(m.noticePeriod, { exact: true }).fill('2');
  await choose(page, m.noticePeriodUnit, 'Months');
  await page
    .getByLabel(optional(m.referee1), { exact: true })
    .fill('Grace Hopper, grace@navy.test');
  await pageShot(page, 'edit-personal-information-filled');

  // A save that does not reach the server keeps everything typed.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('UpdatePersonalInformation')
      ? route.abort('connectionfailed')
      : route.fallback(),
  );
  await page.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(messages.common.somethingWentWrong)).toBeVisible();
  await expect(page).toHaveURL(/\/candidate\/edit-personal-information$/);
  await expect(page.getByLabel(m.jobTitle, { exact: true })).toHaveValue('Brand Manager');
  await expect(chosenPositions).toHaveCount(2);
  await expect(range).toHaveText('€400 - €650 per day');
  await page.unroute('**/graphql');

  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, m.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/candidate\/personal-information$/);
  await expect(section(page, m.sections.contact)).toContainText('Brand Manager');
  await expect(section(page, m.sections.contact)).toContainText('They/Them');
  await expect(section(page, m.sections.contact)).toContainText('+441134960000');
  await expect(
    section(page, m.sections.contact).getByRole('link', { name: /linkedin\.com\/in\/journey/ }),
  ).toHaveAttribute('href', 'https://linkedin.com/in/journey');
  await expect(section(page, m.sections.contact)).toContainText('https://journey.example/work');
  await expect(section(page, m.sections.address)).toContainText('West Yorkshire');
  await expect(section(page, m.sections.roles)).toContainText('Head of Brand');
  await expect(section(page, m.sections.roles)).toContainText('Welsh');
  await expect(section(page, m.sections.expectations)).toContainText('€400 - €650 per day');
  await expect(section(page, m.sections.availability)).toContainText('2 Months');
  await expect(section(page, m.sections.availability)).toContainText(daysFromNow(21));

  // Preferences, on the edit page: each saved on its own.
  await page.getByRole('link', { name: m.edit }).click();
  // What was saved comes back into the form.
  await expect(page.getByLabel(m.jobTitle, { exact: true })).toHaveValue('Brand Manager');
  await expect(page.locator('.salary-range-value')).toHaveText('€400 - €650 per day');
  await page.getByRole('button', { name: m.addPreference }).click();
  await page.getByRole('button', { name: m.savePreference }).click();
  await expect(fieldMessage(page, m.jobTypesRequired)).toBeVisible();
  await expect(fieldMessage(page, m.genresRequired)).toBeVisible();
  await chooseMany(page, m.jobTypes, ['Freelance']);
  await chooseMany(page, m.genres, ['FMCG', 'Retail & E-commerce']);
  await page.getByRole('button', { name: m.savePreference }).click();
  await expect(toast(page, m.preferenceSaved)).toBeVisible();
  await page.getByRole('button', { name: m.addPreference }).click();
  await chooseMany(page, m.jobTypes, ['Permanent']);
  await chooseMany(page, m.genres, ['Automotive']);
  await page.getByRole('button', { name: m.savePreference }).click();
  const list = page.getByRole('list', { name: m.sections.preferences });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Pause the first; remove the second after saying so.
  const freelance = page.getByRole('switch', { name: m.preferenceActiveLabel('Freelance') });
  await expect(freelance).toBeChecked();
  await freelance.click();
  await expect(freelance).not.toBeChecked();
  await pageShot(page, 'edit-personal-information-preferences');
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Permanent' })
    .getByRole('button', { name: m.removePreference })
    .click();
  await expect(page.getByText(m.removePreferenceConfirm)).toBeVisible();
  await screenshot(page, 'edit-personal-information-remove-preference');
  await page.getByRole('button', { name: m.removePreferenceYes, exact: true }).last().click();
  await expect(toast(page, m.preferenceRemoved)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.goto('/candidate/personal-information');
  const saved = section(page, m.sections.preferences);
  await expect(saved).toContainText('Freelance');
  await expect(saved).toContainText('Retail & E-commerce');
  await expect(saved).toContainText(m.inactive);
  await pageShot(page, 'personal-information-filled');

  // My Account in the side navigation is this page too.
  await page.goto('/candidate/dashboard');
  await page
    .getByRole('navigation', { name: messages.nav.mainNavigation })
    .getByRole('link', { name: messages.nav.myAccount })
    .click();
  await expect(page).toHaveURL(/\/candidate\/personal-information$/);
});

test('an employer is sent to their own 404', async ({ page }) => {
  await signIn(page, accounts.employer);
  for (const path of ['personal-information', 'edit-personal-information']) {
    await page.goto(`/candidate/${path}`);
    await expect(page).toHaveURL(/\/employer\/404$/);
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  }
});
