import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { expectDashboard } from './support/app';
import {
  REGISTER_PASSWORD,
  fieldMessage,
  fillAgencyOnboarding,
  fillCandidateOnboarding,
  fillEmployerOnboarding,
  fillLoginInformation,
  fillPersonalInformation,
  newcomer,
  optional,
  pageShot,
  registerAgency,
  selection,
  toast,
} from './support/registration';

const text = messages.registrationPages;
const rules = messages.registration;
const onboarding = messages.onboardingPages;

test.describe('registration', () => {
  // Every step of each form, filled field by field through the UI.
  test.describe.configure({ timeout: 180_000 });

  test('a candidate registers through every step and lands on the dashboard', async ({ page }) => {
    const person = newcomer('candidate');
    await page.goto('/candidate/login');
    await page.getByRole('link', { name: messages.auth.needAnAccount }).click();
    await expect(page).toHaveURL(/\/candidate\/register$/);
    await expect(page.getByRole('heading', { name: text.titles.candidate })).toBeVisible();
    await pageShot(page, 'register-candidate-step-1');

    // Step 1: login information.
    await page.getByRole('button', { name: text.next }).click();
    await expect(fieldMessage(page, messages.auth.emailRequired)).toBeVisible();
    await expect(fieldMessage(page, messages.auth.passwordRequired)).toBeVisible();
    await fillLoginInformation(page, 'not-an-email', 'nospecials');
    await page.getByRole('button', { name: text.next }).click();
    await expect(fieldMessage(page, messages.auth.emailInvalid)).toBeVisible();
    await expect(fieldMessage(page, messages.auth.passwordSpecialCharacter)).toBeVisible();
    await fillLoginInformation(page, accounts.candidate.email, 'sh0rt!');
    await page.getByRole('button', { name: text.next }).click();
    await expect(fieldMessage(page, messages.auth.passwordMinLength)).toBeVisible();
    await fillLoginInformation(page, accounts.candidate.email);
    await page.getByRole('button', { name: text.next }).click();
    await expect(fieldMessage(page, rules.emailExists)).toBeVisible();
    await pageShot(page, 'register-candidate-step-1-errors');
    await fillLoginInformation(page, person.email);
    await page.getByRole('button', { name: text.next }).click();

    // Step 2: personal information; every rule, then Back and forth with values kept.
    await expect(page).toHaveURL(/\/candidate\/register\/2$/);
    await expect(selection(page, text.country)).toHaveText('United Kingdom');
    await expect(page.getByLabel(text.phone, { exact: true })).toHaveAttribute(
      'placeholder',
      messages.phone.hint,
    );
    await expect(page.getByLabel(optional(text.pronouns), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.createAccount }).click();
    // Toasts last 3 s: read them before the field messages, which a loaded machine reads slowly.
    await expect(toast(page, rules.industryToast)).toBeVisible();
    await expect(toast(page, rules.termsToast)).toBeVisible();
    for (const message of [
      rules.firstNameRequired,
      rules.lastNameRequired,
      rules.address1Required,
      rules.cityRequired,
      rules.stateRequired,
      rules.zipRequired,
      messages.phone.invalid,
      rules.industryRequired,
      rules.termsRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    // A candidate's employer and job title are optional.
    await expect(fieldMessage(page, rules.companyRequired)).toHaveCount(0);
    await expect(fieldMessage(page, rules.positionRequired)).toHaveCount(0);
    await pageShot(page, 'register-candidate-step-2-errors');

    await page.getByLabel(text.firstName, { exact: true }).fill(person.firstName);
    await page.getByRole('button', { name: text.back }).click();
    await expect(page).toHaveURL(/\/candidate\/register$/);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(person.email);
    await expect(page.getByLabel(text.password, { exact: true })).toHaveValue(REGISTER_PASSWORD);
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(person.firstName);

    await fillPersonalInformation(page, person);
    await page.getByLabel(text.phone, { exact: true }).fill('12');
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(fieldMessage(page, messages.phone.invalid)).toBeVisible();
    await page.getByLabel(text.phone, { exact: true }).fill('0161 496 0123');
    await pageShot(page, 'register-candidate-step-2');
    await page.getByRole('button', { name: text.createAccount }).click();

    // Step 3: complete-profile, signed in.
    await expect(page).toHaveURL(/\/candidate\/complete-profile$/);
    await expect(page.getByRole('heading', { name: onboarding.titles.candidate })).toBeVisible();
    await fillCandidateOnboarding(page);
    await pageShot(page, 'register-candidate-step-3');
    await page.getByRole('button', { name: onboarding.save }).click();
    // Onboarding done, the candidate goes on with the rest of the profile (brief: "new
    // [onboarding] goes to edit-profile").
    await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
    await expect(
      page.getByRole('heading', { name: messages.candidates.editProfile.title }),
    ).toBeVisible();
    await page.goto('/candidate/dashboard');
    await expectDashboard(page, { ...person, name: '', organisation: null });
    await pageShot(page, 'register-candidate-dashboard');

    // Registration is for signed-out users: the dashboard again, as for login.
    await page.goto('/candidate/register');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
    await page.goto('/candidate/complete-profile');
    await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  });

  test('an employer registers through every step and lands on the dashboard', async ({ page }) => {
    const person = newcomer('employer');
    // The brief's alias: /company is the employer's group.
    await page.goto('/company/register');
    await fillLoginInformation(page, accounts.employer.email);
    await page.getByRole('button', { name: text.next }).click();
    await expect(fieldMessage(page, rules.emailExists)).toBeVisible();
    await fillLoginInformation(page, person.email);
    await page.getByRole('button', { name: text.next }).click();
    await expect(page).toHaveURL(/\/company\/register\/2$/);

    // Employers have no pronouns; their employer name and position are required.
    await expect(page.getByLabel(optional(text.pronouns), { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(fieldMessage(page, rules.companyRequired)).toBeVisible();
    await expect(fieldMessage(page, rules.positionRequired)).toBeVisible();
    await pageShot(page, 'register-employer-step-2-errors');

    await fillPersonalInformation(page, person);
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(page).toHaveURL(/\/employer\/complete-profile$/);
    await expect(page.getByRole('heading', { name: onboarding.titles.employer })).toBeVisible();
    await fillEmployerOnboarding(page);
    await pageShot(page, 'register-employer-step-3');
    await page.getByRole('button', { name: onboarding.save }).click();
    await expectDashboard(page, { ...person, name: '', organisation: person.organisation });
    await expect(page.getByTestId('dashboard-organisation')).toHaveText(person.organisation ?? '');
    await pageShot(page, 'register-employer-dashboard');
  });

  test('an agency registers with its single form, completes its profile and lands on the dashboard', async ({
    page,
  }) => {
    const person = newcomer('agency');
    await page.goto('/agency/login');
    await page.getByRole('link', { name: messages.auth.needAnAccount }).click();
    await expect(page).toHaveURL(/\/agency\/register$/);
    await expect(page.getByRole('heading', { name: text.titles.agency })).toBeVisible();
    await expect(selection(page, text.country)).toHaveText('United Kingdom');
    await pageShot(page, 'register-agency');

    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(toast(page, rules.termsToast)).toBeVisible();
    for (const message of [
      rules.firstNameRequired,
      rules.lastNameRequired,
      messages.auth.emailRequired,
      rules.agencyNameRequired,
      rules.positionRequired,
      rules.agencyAddress1Required,
      rules.cityRequired,
      rules.stateRequired,
      rules.zipRequired,
      messages.auth.passwordRequired,
      rules.passwordsDoNotMatch,
      rules.termsRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await pageShot(page, 'register-agency-errors');

    await registerAgency(page, person);
    await expect(page.getByRole('heading', { name: onboarding.titles.agency })).toBeVisible();
    await expect(page.getByLabel(onboarding.agencyName, { exact: true })).toHaveValue(
      person.organisation ?? '',
    );
    await fillAgencyOnboarding(page);
    await pageShot(page, 'register-agency-complete-profile');
    await page.getByRole('button', { name: onboarding.save }).click();
    await expectDashboard(page, { ...person, name: '', organisation: person.organisation });
    await pageShot(page, 'register-agency-dashboard');
  });

  test("an agency's email already taken, and its passwords that do not match", async ({ page }) => {
    const person = newcomer('agency');
    await page.goto('/agency/register');
    await registerAgency(page, { ...person, email: accounts.agency.email }).catch(() => undefined);
    await expect(page).toHaveURL(/\/agency\/register$/);
    await expect(
      page.getByRole('alert').filter({ hasText: rules.emailTaken }).first(),
    ).toBeVisible();
    await expect(fieldMessage(page, rules.emailTaken).first()).toBeVisible();
    await page.getByLabel(text.confirmPassword, { exact: true }).fill('Different!2026');
    await page.getByRole('button', { name: text.createAccount }).click();
    await expect(fieldMessage(page, rules.passwordsDoNotMatch)).toBeVisible();
    await pageShot(page, 'register-agency-email-taken');
  });

  test('an agency that skips its profile sees register/done, then its dashboard', async ({
    page,
  }) => {
    const person = newcomer('agency');
    await registerAgency(page, person);
    await page.getByRole('button', { name: onboarding.skip }).click();
    await expect(page).toHaveURL(/\/agency\/register\/done$/);
    await expect(page.getByRole('heading', { name: text.doneTitle })).toBeVisible();
    await pageShot(page, 'register-agency-done');
    await page.getByRole('link', { name: text.goToDashboard }).click();
    await expectDashboard(page, { ...person, name: '', organisation: person.organisation });
  });

  test('verify-email explains the address without pretending to send anything', async ({
    page,
  }) => {
    await page.goto('/agency/verify-email');
    await expect(page.getByRole('heading', { name: text.verifyTitle })).toBeVisible();
    await expect(page.getByText(text.verifySignedOut)).toBeVisible();
    await expect(page.getByRole('button', { name: /resend/i })).toHaveCount(0);
    await pageShot(page, 'verify-email');
    await page.getByRole('link', { name: text.logIn, exact: true }).click();
    await expect(page).toHaveURL(/\/agency\/login$/);
  });

  test('step 2 opened directly starts again at step 1', async ({ page }) => {
    await page.goto('/candidate/register/2');
    await expect(page).toHaveURL(/\/candidate\/register$/);
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue('');
  });

  test('the registration forms fit a narrow window', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, name] of [
      ['/candidate/register', 'register-candidate-narrow'],
      ['/agency/register', 'register-agency-narrow'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Next|Create Account/ })).toBeVisible();
      // Nothing wider than the window: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await pageShot(page, name);
    }
  });
});
