import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import type { Group } from '../../src/shared/users';
import { expectDashboard, submitLogin } from './support/app';
import { registerThroughApi, type NewAccount } from './support/new-account';
import {
  FIXTURES,
  choose,
  chooseMany,
  fieldMessage,
  fillAgencyOnboarding,
  fillCandidateOnboarding,
  fillEmployerOnboarding,
  optional,
  pageShot,
  uploadImage,
} from './support/registration';

const text = messages.onboardingPages;
const rules = messages.onboarding;
const uploads = messages.uploads;

/** A PNG by its signature, padded past the brief's 8 MB limit. */
const OVERSIZED_PNG = {
  name: 'huge-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(8_388_608),
  ]),
};

/** A GIF logo (the brief: images end in .jpg, .jpeg, .png or .gif). */
const GIF_LOGO = {
  name: 'logo.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
};

/** A text file chosen as a logo: no image at all. */
const TEXT_FILE = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('minutes of the meeting'),
};

/** A new account of the group, signed in through the login page, on its complete-profile. */
async function newAccountOnCompleteProfile(
  page: Page,
  request: Parameters<typeof registerThroughApi>[0],
  group: Group,
): Promise<NewAccount> {
  const account = await registerThroughApi(request, group, { label: `onboarding-${group}` });
  await page.goto(`/${group}/login?redirectTo=${encodeURIComponent(`/${group}/complete-profile`)}`);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${group}/complete-profile$`));
  await expect(page.getByRole('heading', { name: text.titles[group] })).toBeVisible();
  return account;
}

/** Chooses a file that the upload field must refuse, and checks what else the form kept. */
async function expectRefusedUpload(
  page: Page,
  label: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  message: string,
  kept: { label: string; value: string },
) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel(kept.label, { exact: true })).toHaveValue(kept.value);
}

test.describe('onboarding (complete-profile)', () => {
  // Long forms, each filled field by field through the UI.
  test.describe.configure({ timeout: 180_000 });

  test("the candidate's form: every rule, the image checks, role levels and positions", async ({
    page,
    request,
  }) => {
    const account = await newAccountOnCompleteProfile(page, request, 'candidate');
    await pageShot(page, 'onboarding-candidate');
    // The brief's older onboarding path is this screen now.
    await page.goto('/candidate/complete-profile/2');
    await expect(page).toHaveURL(/\/candidate\/complete-profile$/);

    await page.getByRole('button', { name: text.save }).click();
    for (const message of [
      rules.photoRequired,
      rules.profileBioRequired,
      rules.workLocationRequired,
      rules.payrollStatusRequired,
      rules.rightToWorkRequired,
      rules.startDateRequired,
      rules.noticePeriodRequired,
      rules.noticePeriodUnitRequired,
      rules.hearUsRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await pageShot(page, 'onboarding-candidate-errors');

    // Over the limit: the counter and the brief's message.
    await page.getByLabel(text.profileBio, { exact: true }).fill('x'.repeat(1001));
    await page.getByRole('button', { name: text.save }).click();
    await expect(fieldMessage(page, rules.bioMax)).toBeVisible();

    // A refused image changes nothing else the user typed.
    const bio = 'Campaign planner who loves a clear brief.';
    await page.getByLabel(text.profileBio, { exact: true }).fill(bio);
    const keptBio = { label: text.profileBio, value: bio };
    await expectRefusedUpload(page, text.photo, FIXTURES.notAnImage, uploads.imageType, keptBio);
    await pageShot(page, 'onboarding-candidate-upload-type');
    await expectRefusedUpload(
      page,
      text.photo,
      OVERSIZED_PNG,
      "Your image's file size is too large (max 8 MB)",
      keptBio,
    );
    await pageShot(page, 'onboarding-candidate-upload-size');

    // 'Please specify (optional)' only after a recommendation or 'other'.
    const detail = page.getByLabel(rules.hearUsAdditionalPlaceholder, { exact: true });
    await choose(page, text.hearUs, 'Recommendation');
    await expect(detail).toBeVisible();
    await detail.fill('A former colleague');
    await choose(page, text.hearUs, 'Google');
    await expect(detail).toHaveCount(0);

    // Positions follow the role levels (at most 2); changing the levels clears them.
    const positions = page.getByLabel(optional(text.positions), { exact: true });
    await expect(positions).toBeDisabled();
    await chooseMany(page, optional(text.roleLevels), ['Senior', 'Head of']);
    // Two chosen: the others are disabled (searched for, as the list only renders what it shows).
    const levels = page.getByLabel(optional(text.roleLevels), { exact: true });
    await levels.click();
    await levels.fill('Director');
    await expect(page.locator('.ant-select-item-option-disabled[title="Director"]')).toBeVisible();
    await levels.press('Escape');
    await chooseMany(page, optional(text.positions), ['Senior Marketing Manager', 'Head of Brand']);
    const chosenPositions = page
      .locator('.ant-select', { has: positions })
      .locator('.ant-select-selection-item');
    await expect(chosenPositions).toHaveCount(2);
    await page
      .locator('.ant-select', { has: page.getByLabel(optional(text.roleLevels), { exact: true }) })
      .getByLabel('close')
      .first()
      .click();
    await expect(chosenPositions).toHaveCount(0);
    await chooseMany(page, optional(text.positions), ['Head of Marketing']);

    await fillCandidateOnboarding(page);
    await expect(page.getByLabel(text.profileBio, { exact: true })).not.toHaveValue('');
    await pageShot(page, 'onboarding-candidate-filled');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
    await page.goto('/candidate/dashboard');
    await expectDashboard(page, {
      group: 'candidate',
      email: account.email,
      name: '',
      firstName: account.firstName,
      organisation: null,
    });

    // Done once: with a bio, complete-profile goes straight to the dashboard.
    await page.goto('/candidate/complete-profile');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test("the employer's form: every rule, the limits and the logo checks", async ({
    page,
    request,
  }) => {
    const account = await newAccountOnCompleteProfile(page, request, 'employer');
    await page.getByRole('button', { name: text.save }).click();
    for (const message of [
      rules.companyLogoRequired,
      rules.companyBioRequired,
      rules.descriptionRequired,
      messages.common.fieldRequired,
      rules.canUseLogoRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await pageShot(page, 'onboarding-employer-errors');

    await page.getByLabel(text.companyBio, { exact: true }).fill('x'.repeat(1001));
    await page.getByLabel(text.whatSetsApart, { exact: true }).fill('y'.repeat(251));
    await page.getByRole('button', { name: text.save }).click();
    await expect(fieldMessage(page, rules.bioAndDescriptionMax)).toBeVisible();
    await expect(fieldMessage(page, rules.whatSetsApartMax(250))).toBeVisible();

    // Bio and description are rich-text editors, as on the edit form.
    for (const label of [text.companyBio, text.description]) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute(
        'contenteditable',
        'true',
      );
    }

    // A logo's two messages: no image at all, and content that is no image it takes.
    const kept = { label: text.whatSetsApart, value: 'y'.repeat(251) };
    await expectRefusedUpload(
      page,
      text.companyLogo,
      TEXT_FILE,
      'Please select an image file.',
      kept,
    );
    await expectRefusedUpload(
      page,
      text.companyLogo,
      FIXTURES.notAnImage,
      'Please select a valid image file.',
      kept,
    );
    await pageShot(page, 'onboarding-employer-logo-refused');
    await expectRefusedUpload(
      page,
      text.companyLogo,
      OVERSIZED_PNG,
      "Your image's file size is too large (max 8 MB)",
      kept,
    );

    await fillEmployerOnboarding(page);
    // A GIF logo is taken (the brief's image types).
    await uploadImage(page, text.companyLogo, GIF_LOGO);
    await pageShot(page, 'onboarding-employer-filled');
    await page.getByRole('button', { name: text.save }).click();
    await expectDashboard(page, {
      group: 'employer',
      email: account.email,
      name: '',
      firstName: account.firstName,
      organisation: null,
    });
    await page.goto('/employer/complete-profile');
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
  });

  test("the agency's form: every rule, locations and phones, the logo checks", async ({
    page,
    request,
  }) => {
    const account = await newAccountOnCompleteProfile(page, request, 'agency');
    await page.getByLabel(text.agencyName, { exact: true }).fill('');
    await page.getByRole('button', { name: text.save }).click();
    for (const message of [
      rules.agencyNameRequired,
      rules.agencyLogoRequired,
      rules.agencyLocationRequired,
      rules.agencyBioRequired,
      rules.servicesRequired,
      rules.categoriesRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await pageShot(page, 'onboarding-agency-errors');

    // Up to 2 locations and 4 phone numbers, each number checked.
    await page.getByRole('button', { name: text.addLocation }).click();
    await expect(page.getByRole('button', { name: text.addLocation })).toHaveCount(0);
    for (let added = 1; added < 4; added += 1) {
      await page.getByRole('button', { name: text.addPhone }).click();
    }
    await expect(page.getByRole('button', { name: text.addPhone })).toHaveCount(0);
    await page.getByLabel(`${text.phones} 2`, { exact: true }).fill('12345');
    await page.getByLabel(text.agencyBio, { exact: true }).fill('z'.repeat(1001));
    await page.getByRole('button', { name: text.save }).click();
    await expect(fieldMessage(page, messages.phone.invalid)).toBeVisible();
    await expect(fieldMessage(page, rules.bioMax)).toBeVisible();
    await pageShot(page, 'onboarding-agency-lists');

    const kept = { label: `${text.phones} 2`, value: '12345' };
    await expectRefusedUpload(
      page,
      text.agencyLogo,
      FIXTURES.notAnImage,
      'Please select a valid image file.',
      kept,
    );
    await expectRefusedUpload(
      page,
      text.agencyLogo,
      OVERSIZED_PNG,
      "Your image's file size is too large (max 8 MB)",
      kept,
    );

    await page.getByLabel(text.agencyName, { exact: true }).fill('Northern Lights Studio');
    await page.getByLabel(`${text.phones} 2`, { exact: true }).fill('+33 1 23 45 67 89');
    await page.getByLabel(`${text.locations} 2`, { exact: true }).fill('York');
    await fillAgencyOnboarding(page);
    await pageShot(page, 'onboarding-agency-filled');
    await page.getByRole('button', { name: text.save }).click();
    await expectDashboard(page, {
      group: 'agency',
      email: account.email,
      name: '',
      firstName: account.firstName,
      organisation: 'Northern Lights Studio',
    });
    await expect(page.getByTestId('dashboard-organisation')).toHaveText('Northern Lights Studio');
  });

  test('a logo upload is shown back from the server (narrow window)', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await newAccountOnCompleteProfile(page, request, 'employer');
    await uploadImage(page, text.companyLogo, FIXTURES.logo);
    const src = await page
      .getByRole('img', { name: messages.imageUpload.preview })
      .getAttribute('src');
    expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/[0-9a-f]{32}\.png$/);
    const served = await request.get(src ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await pageShot(page, 'onboarding-employer-logo-uploaded-narrow');
  });
});
