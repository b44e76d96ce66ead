/**
 * The employer's company profile: a new employer's admin finds View Profile and Edit Profile in
 * the account menu (and My Account's link), meets every message of the edit form and
 * 'Email already exists!' without losing what was typed, saves (logo, rich text, website,
 * address, a new sign-in email announced to the old one) and sees it on View Profile; after
 * `admin vet`, a candidate and an agency see it with the badge on company-profile/{id}. The
 * demo team member (GUEST) has neither menu item and gets the 404 on edit-profile.
 */
import { expect, test, type Browser, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { DEMO_PASSWORD, DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { accounts, type DemoAccount } from './support/accounts';
import { graphql, screenshot, signIn, submitLogin } from './support/app';
import { registerThroughApi, uniqueEmail } from './support/new-account';
import { adminCommand } from './support/own-server';
import { messagesTo, outboxFolder, waitForMailedLink } from './support/outbox';
import { FIXTURES, fieldMessage, pageShot, toast, uploadImage } from './support/registration';

const m = messages.companyProfile;
const pages = messages.registrationPages;

// Three browsers, and now the sign-in email change confirmed through its mailed link: over
// three minutes on the two-core machine at full load (a guard against a hang, not speed).
test.describe.configure({ timeout: 300_000 });

function accountMenu(page: Page) {
  return page.getByRole('menu').filter({ hasText: messages.nav.accountSettings });
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  await expect(accountMenu(page)).toBeVisible();
}

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

test('an admin edits the company profile; candidates and agencies see it with the vetted badge', async ({
  page,
  request,
  browser,
}) => {
  const employer = await registerThroughApi(request, 'employer', { label: 'company-profile' });
  const teamAnswer = await graphql(request, '{ myCompanyProfile { id company } }', employer.token);
  const team = teamAnswer.data?.myCompanyProfile as { id: string; company: string };

  await page.goto('/employer/login');
  await submitLogin(page, employer.email, employer.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  // The brief's order: My Account, View Profile, Edit Profile, Manage Payment Info, …
  await openAccountMenu(page);
  const items = await accountMenu(page).getByRole('menuitem').allTextContents();
  expect(items.slice(0, 4)).toEqual([
    messages.nav.myAccount,
    m.viewProfile,
    m.editProfile,
    messages.payments.manageTitle,
  ]);
  await accountMenu(page).getByRole('menuitem', { name: m.viewProfile }).click();
  await expect(page).toHaveURL(/\/employer\/profile$/);
  await expect(page.getByRole('heading', { name: team.company, level: 1 })).toBeVisible();
  // Registration's address is where the company starts.
  await expect(page.getByText('1 Test Street')).toBeVisible();
  await pageShot(page, 'company-profile-own-new');

  await page.getByRole('link', { name: m.editProfile }).click();
  await expect(page).toHaveURL(/\/employer\/edit-profile$/);
  await expect(page.getByRole('heading', { name: m.editProfile, level: 1 })).toBeVisible();
  await expect(page.getByLabel(m.email, { exact: true })).toHaveValue(employer.email);
  await pageShot(page, 'company-profile-edit');

  // Every required field emptied: each with the brief's message.
  for (const label of [
    pages.employerName,
    pages.address1,
    pages.city,
    pages.county,
    pages.postcode,
  ]) {
    await page.getByLabel(label, { exact: true }).fill('');
  }
  await page.getByRole('button', { name: m.save }).click();
  for (const message of [
    messages.onboarding.companyLogoRequired,
    m.employerNameRequired,
    m.bioRequired,
    m.descriptionRequired,
    messages.common.fieldRequired,
    messages.registration.address1Required,
    messages.registration.cityRequired,
    messages.registration.stateRequired,
    messages.registration.zipRequired,
  ]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await pageShot(page, 'company-profile-edit-errors');

  // Filled in, with an email another account has: refused on its field, nothing lost.
  const company = `Harbour Foods ${employer.firstName}`;
  await uploadImage(page, m.companyLogo, FIXTURES.logo);
  await page.getByLabel(pages.employerName, { exact: true }).fill(company);
  await typeRichText(page, m.bio, 'Independent grocer with twelve shops in Leeds.');
  await typeRichText(page, m.description, 'We hire store, buying and digital teams.');
  await page
    .getByLabel(m.whatSetsApart, { exact: true })
    .fill('A profit share for every employee.');
  await page.getByLabel(`${m.website} ${pages.optional}`, { exact: true }).fill('harbour.example');
  await page.getByLabel(pages.address1, { exact: true }).fill('4 Dock Street');
  await page.getByLabel(pages.city, { exact: true }).fill('Leeds');
  await page.getByLabel(pages.county, { exact: true }).fill('West Yorkshire');
  await page.getByLabel(pages.postcode, { exact: true }).fill('LS1 4AP');
  await page.getByLabel(m.email, { exact: true }).fill(accounts.candidate.email);
  await page.getByRole('button', { name: m.save }).click();
  await expect(fieldMessage(page, messages.registration.emailExists)).toBeVisible();
  await expect(page.getByLabel(pages.employerName, { exact: true })).toHaveValue(company);
  await expect(page.getByRole('textbox', { name: m.bio, exact: true })).toContainText(
    'twelve shops',
  );

  // A new sign-in email of its own: the form is saved, the email waits for the new address.
  const newEmail = uniqueEmail('company-profile-renamed');
  await page.getByLabel(m.email, { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, messages.emailChange.linkSent(newEmail))).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/profile$/);
  await expect(page.getByText(messages.emailChange.pending(newEmail))).toBeVisible();
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText('Independent grocer with twelve shops in Leeds.')).toBeVisible();
  await expect(page.getByText('We hire store, buying and digital teams.')).toBeVisible();
  await expect(page.getByText('A profit share for every employee.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://harbour.example/' })).toBeVisible();
  await expect(page.getByText('4 Dock Street')).toBeVisible();
  await expect(page.getByText('United Kingdom')).toBeVisible();
  await pageShot(page, 'company-profile-own');

  // My Account's edit-profile link (admins only) leads to the form.
  await page.goto('/employer/account');
  await expect(page.getByRole('link', { name: m.editProfile })).toHaveAttribute(
    'href',
    '/employer/edit-profile',
  );

  const outbox = outboxFolder();
  if (outbox) {
    // The old address is told; the new one confirms with the mailed link.
    await expect
      .poll(async () => (await messagesTo(outbox, employer.email)).map((mail) => mail.subject))
      .toContain(messages.emailChange.requestedSubject);
    const link = await waitForMailedLink(outbox, newEmail, '/employer/confirm-email?');
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(messages.emailChange.confirmed(newEmail))).toBeVisible();
    await pageShot(page, 'confirm-email-done');
    // The link works once.
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toContainText(messages.emailChange.linkExpired);
    await pageShot(page, 'confirm-email-expired');
    await page.goto('/employer/profile');
    await expect(page.getByText(messages.emailChange.pending(newEmail))).toHaveCount(0);
    // The back office vets the company (its owner) while the server runs.
    await adminCommand(
      { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
      'vet',
      newEmail,
    );
  }

  const candidate = await otherBrowser(browser, accounts.candidate);
  await candidate.goto(`/candidate/company-profile/${team.id}`);
  await expect(candidate.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(candidate.getByText('Independent grocer with twelve shops in Leeds.')).toBeVisible();
  await expect(candidate.getByText('Leeds', { exact: true })).toBeVisible();
  // Candidates see the town, never the street.
  await expect(candidate.getByText('4 Dock Street')).toHaveCount(0);
  if (outbox) await expect(candidate.getByText(messages.profiles.vetted)).toBeVisible();
  await pageShot(candidate, 'company-profile-candidate');
  await candidate.context().close();

  const agency = await otherBrowser(browser, accounts.agency);
  await agency.goto(`/agency/company-profile/${team.id}`);
  await expect(agency.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await pageShot(agency, 'company-profile-agency');
  await agency.context().close();
});

test('a team member has neither menu item and gets the 404 on edit-profile', async ({ page }) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await openAccountMenu(page);
  await expect(
    accountMenu(page).getByRole('menuitem', { name: messages.nav.myAccount }),
  ).toBeVisible();
  await expect(accountMenu(page).getByRole('menuitem', { name: m.viewProfile })).toHaveCount(0);
  await expect(accountMenu(page).getByRole('menuitem', { name: m.editProfile })).toHaveCount(0);
  await page.goto('/employer/account');
  await expect(page.getByRole('heading', { name: messages.nav.myAccount, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: m.editProfile })).toHaveCount(0);
  await page.goto('/employer/edit-profile');
  await expect(page).toHaveURL(/\/employer\/404$/);
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  await screenshot(page, 'company-profile-member-404');
});
