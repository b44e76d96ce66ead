import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/messages';
import type { Group } from '../../../src/shared/users';
import { screenshot } from './app';
import { uniqueEmail } from './new-account';

/**
 * Driving the registration and complete-profile forms through the UI, as a newcomer
 * would (tests/e2e/registration.spec.ts and onboarding.spec.ts).
 */

export const REGISTER_PASSWORD = 'Register!2026';

const text = messages.registrationPages;
const onboarding = messages.onboardingPages;

export interface Newcomer {
  group: Group;
  email: string;
  firstName: string;
  lastName: string;
  organisation: string | null;
}

export function newcomer(group: Group): Newcomer {
  const suffix = Math.random().toString(36).slice(2, 6);
  return {
    group,
    email: uniqueEmail(`register-${group}`),
    firstName: `${group === 'candidate' ? 'Maya' : group === 'employer' ? 'Theo' : 'Iris'}${suffix}`,
    lastName: 'Newcomer',
    organisation:
      group === 'employer'
        ? `Harbour Foods ${suffix}`
        : group === 'agency'
          ? `Lumen Studio ${suffix}`
          : null,
  };
}

/**
 * A full-page screenshot from the top: the shell's header sticks to the top of the
 * window, so a page scrolled down would show it halfway.
 */
export async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A field marked optional is labelled 'Pronouns (optional)'. */
export function optional(label: string): string {
  return `${label} ${text.optional}`;
}

/** Picks a radio option (antd draws the input itself hidden: its label is what is clicked). */
export async function pick(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/**
 * The drop-down of an open antd Select: its combobox names its list in aria-controls while it
 * is open. Scoped to the one Select, never "the last open drop-down", which may be another
 * Select's still fading out.
 */
async function dropdownOf(page: Page, input: Locator): Promise<Locator> {
  await expect(input).toHaveAttribute('aria-controls', /_list$/);
  const list = await input.getAttribute('aria-controls');
  return page.locator('.ant-select-dropdown', { has: page.locator(`[id="${list}"]`) });
}

/** Picks one option of an antd Select by its label, typing to filter long lists. */
export async function choose(page: Page, label: string, option: string, search = false) {
  const input = page.getByLabel(label, { exact: true });
  // Again if the pick did not take: a click can land while the drop-down is still animating.
  await expect(async () => {
    // From a closed drop-down each time: a click on an open one would close it.
    if (await input.getAttribute('aria-controls')) await input.press('Escape');
    await input.click();
    if (search) await input.fill(option);
    const dropdown = await dropdownOf(page, input);
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click();
    await expect(selection(page, label)).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Picks several options of a multiple antd Select (typing each, as long lists only
 * render what is in view), then closes it.
 */
export async function chooseMany(page: Page, label: string, options: readonly string[]) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  const dropdown = await dropdownOf(page, input);
  for (const option of options) {
    await input.fill(option);
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click();
  }
  await input.press('Escape');
}

/** The text of the option an antd Select shows as chosen. */
export function selection(page: Page, label: string): Locator {
  return page
    .locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-select-content, .ant-select-selection-item')
    .first();
}

/** An inline form message, exactly. */
export function fieldMessage(page: Page, message: string): Locator {
  return page.locator('.ant-form-item-explain-error, [role="alert"]').getByText(message, {
    exact: true,
  });
}

/** A toast (antd message), exactly. */
export function toast(page: Page, message: string): Locator {
  return page.locator('.ant-message-notice').getByText(message, { exact: true });
}

export async function fillLoginInformation(
  page: Page,
  email: string,
  password = REGISTER_PASSWORD,
) {
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
}

export async function fillAddress(page: Page) {
  await page.getByLabel(text.address1, { exact: true }).fill('12 Canal Street');
  await page.getByLabel(text.city, { exact: true }).fill('Manchester');
  await page.getByLabel(text.county, { exact: true }).fill('Greater Manchester');
  await page.getByLabel(text.postcode, { exact: true }).fill('M1 3HE');
}

/** Step 2 of a candidate or employer, filled and submitted. */
export async function fillPersonalInformation(page: Page, person: Newcomer) {
  await page.getByLabel(text.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(text.lastName, { exact: true }).fill(person.lastName);
  if (person.group === 'employer') {
    await page.getByLabel(text.employerName, { exact: true }).fill(person.organisation ?? '');
    await page.getByLabel(text.position, { exact: true }).fill('Head of Talent');
  } else {
    await choose(page, optional(text.pronouns), 'She/Her');
    await page.getByLabel(optional(text.latestJobTitle), { exact: true }).fill('Product Designer');
  }
  await fillAddress(page);
  await page.getByLabel(text.phone, { exact: true }).fill('0161 496 0123');
  await choose(page, text.interestedIn, 'Design & Creative', true);
  await page.getByLabel(text.terms).check();
}

/** Registers a candidate or employer through steps 1 and 2; lands on complete-profile. */
export async function registerThroughSteps(page: Page, person: Newcomer) {
  await page.goto(`/${person.group}/register`);
  await fillLoginInformation(page, person.email);
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(new RegExp(`/${person.group}/register/2$`));
  await fillPersonalInformation(page, person);
  await page.getByRole('button', { name: text.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`/${person.group}/complete-profile$`));
}

/** Registers an agency through its single form; lands on register/complete-profile. */
export async function registerAgency(page: Page, person: Newcomer) {
  await page.goto('/agency/register');
  await page.getByLabel(text.firstName, { exact: true }).fill(person.firstName);
  await page.getByLabel(text.lastName, { exact: true }).fill(person.lastName);
  await page.getByLabel(text.email, { exact: true }).fill(person.email);
  await page.getByLabel(text.agencyName, { exact: true }).fill(person.organisation ?? '');
  await page.getByLabel(text.position, { exact: true }).fill('Founder');
  await fillAddress(page);
  await page.getByLabel(text.password, { exact: true }).fill(REGISTER_PASSWORD);
  await page.getByLabel(text.confirmPassword, { exact: true }).fill(REGISTER_PASSWORD);
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.createAccount }).click();
  await expect(page).toHaveURL(/\/agency\/register\/complete-profile$/);
}

export const FIXTURES = {
  photo: 'tests/e2e/fixtures/photo.jpg',
  logo: 'tests/e2e/fixtures/logo.png',
  notAnImage: 'tests/e2e/fixtures/not-an-image.png',
};

/** Chooses an image in an upload field and waits until it is uploaded. */
export async function uploadImage(
  page: Page,
  label: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  // The local preview first, then the copy the server serves back once it is stored.
  await expect(page.getByRole('img', { name: messages.imageUpload.preview })).toHaveAttribute(
    'src',
    /\/files\/[0-9a-f]{32}\.(png|jpg|gif)$/,
  );
}

/** A day to come as the date pickers show it: DD/MM/YYYY. */
export function daysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Types a date into an antd DatePicker and confirms it. */
export async function typeDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

/** The candidate's complete-profile, filled with valid answers (positions left out). */
export async function fillCandidateOnboarding(page: Page) {
  await uploadImage(page, onboarding.photo, FIXTURES.photo);
  await page
    .getByLabel(onboarding.profileBio, { exact: true })
    .fill('Product designer with eight years in retail and travel, happiest in small teams.');
  await pick(page, 'Hybrid');
  await pick(page, 'Either');
  await choose(page, onboarding.rightToWork, 'I have the right to work (no visa required)');
  await typeDate(page, onboarding.startDate, daysFromNow(30));
  await page.getByLabel(onboarding.noticePeriod, { exact: true }).fill('4');
  await choose(page, onboarding.noticePeriodUnit, 'Months');
  await chooseMany(page, optional(onboarding.languages), ['English', 'French']);
  await choose(page, onboarding.hearUs, 'Google');
}

/** The employer's complete-profile, filled with valid answers. */
export async function fillEmployerOnboarding(page: Page) {
  await uploadImage(page, onboarding.companyLogo, FIXTURES.logo);
  await page
    .getByLabel(onboarding.companyBio, { exact: true })
    .fill('Independent food retailer with 40 shops across the North West.');
  await page
    .getByLabel(onboarding.description, { exact: true })
    .fill('We hire store, buying and digital teams, and value people who care about food.');
  await page
    .getByLabel(onboarding.whatSetsApart, { exact: true })
    .fill('Four-day weeks in head office and a profit share for every employee.');
  await pick(page, onboarding.yes);
}

/** The agency's complete-profile, filled with valid answers. */
export async function fillAgencyOnboarding(page: Page) {
  await uploadImage(page, onboarding.agencyLogo, FIXTURES.logo);
  await page
    .getByLabel(onboarding.agencyBio, { exact: true })
    .fill('A design and build studio for brands that sell online.');
  await page.getByLabel(onboarding.locations, { exact: true }).fill('Leeds');
  await page.getByLabel(onboarding.phones, { exact: true }).fill('0113 496 0000');
  await chooseMany(page, onboarding.services, ['Web Development']);
  await chooseMany(page, onboarding.categories, ['Design & Creative']);
}
