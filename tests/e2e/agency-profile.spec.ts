/**
 * The agency's own profile and account pages. The demo owner (Priya Shah, Brightwater
 * Creative) finds the brief's account submenu in its order and every item opens a page; the
 * edit-profile form gives the brief's messages. A new agency (its own data, so the demo agency
 * other journeys read stays as seeded) builds its profile: the brief's errors first, a second
 * location and no third, then View Profile shows it; it edits its account information
 * ('Email already exists!' losing nothing typed) and its owner's personal information. The
 * demo agency's GUEST member sees only their items and gets the 404 on the owner's pages.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, agencyMember } from './support/accounts';
import { accountMenuSettled, screenshot, signIn, submitLogin } from './support/app';
import { registerThroughApi, uniqueEmail } from './support/new-account';
import {
  FIXTURES,
  chooseMany,
  fieldMessage,
  optional,
  pageShot,
  toast,
  uploadImage,
} from './support/registration';

const m = messages.agencyProfile;
const onboarding = messages.onboardingPages;
const address = messages.registrationPages;

test.describe.configure({ timeout: 180_000 });

async function accountMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-(enter|appear)/);
  const items = await dropdown.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  return items;
}

/**
 * Chooses an account menu item by its exact label ('Account Information' is also the end of
 * 'Edit Account Information', and the icons add a word to each item's name).
 */
async function chooseFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  const menu = await accountMenuSettled(page);
  await menu
    .getByRole('menuitem')
    .filter({ has: page.getByText(item, { exact: true }) })
    .click();
}

/** An account menu item opens its page: no 404, and the page's heading once it has loaded. */
async function expectOpens(page: Page, item: string, path: string) {
  await chooseFromAccountMenu(page, item);
  await expect(page).toHaveURL(new RegExp(`/agency/${path}$`));
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(messages.common.pageNotFound)).toHaveCount(0);
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 1 });
}

async function expectAgency404(page: Page, path: string) {
  await page.goto(`/agency/${path}`);
  await expect(page).toHaveURL(/\/agency\/404$/);
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
}

/** Removes every chosen option of a multiple select with its tags' remove buttons. */
async function clearSelect(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  const chosen = page.locator('.ant-select', { has: input }).locator('.ant-select-selection-item');
  while ((await chosen.count()) > 0) {
    const before = await chosen.count();
    await chosen.first().locator('.ant-select-selection-item-remove').click();
    await expect(chosen).toHaveCount(before - 1);
  }
}

test("the demo agency's owner: the brief's account submenu, each page open, the profile form's messages", async ({
  page,
}) => {
  await signIn(page, accounts.agency);
  // Each item with the page it opens.
  const submenu: [string, string][] = [
    [m.accountInformation, 'account-information'],
    [m.editAccountInformation, 'edit-account-information'],
    [m.viewProfile, 'profile'],
    [m.editProfile, 'edit-profile'],
    [messages.teams.manageTeamTitle, 'manage-team'],
    // The admins' billing pages (brief: credit-account and company-billing) sit with theirs.
    [messages.agencyBilling.creditAccountTitle, 'credit-account'],
    [messages.agencyBilling.companyBillingTitle, 'company-billing'],
    [messages.notificationSettings.title, 'notification-settings'],
    [messages.profilePrivacy.title, 'profile-privacy'],
    [messages.nav.changePassword, 'change-password'],
  ];
  expect(await accountMenuItems(page)).toEqual([
    ...submenu.map(([item]) => item),
    messages.nav.logOut,
  ]);
  for (const [item, path] of submenu) await expectOpens(page, item, path);

  // View Profile: the agency as employers see it, with Edit Profile for the owner.
  await chooseFromAccountMenu(page, m.viewProfile);
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(heading(page, accounts.agency.organisation)).toBeVisible();
  await expect(page.getByText('Bristol, United Kingdom · London, United Kingdom')).toBeVisible();
  await expect(page.getByText(messages.profiles.vetted)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: messages.marketplace.agencyCaseStudies, level: 2 }),
  ).toBeVisible();
  await pageShot(page, 'agency-profile-own');
  // The account page of an agency is its profile (side navigation's My Account too).
  await page.goto('/agency/account');
  await expect(page).toHaveURL(/\/agency\/profile$/);

  // Account Information: read only, with the way to edit it and the personal information.
  await chooseFromAccountMenu(page, m.accountInformation);
  await expect(heading(page, m.accountInformation)).toBeVisible();
  await expect(page.getByText(accounts.agency.email)).toBeVisible();
  // The demo agency kept no address of its own: its owner's stands for it.
  await expect(page.getByText('Harbourside House')).toBeVisible();
  await pageShot(page, 'agency-account-information');
  await page.getByRole('link', { name: m.personalInformation }).click();
  await expect(page).toHaveURL(/\/agency\/personal-information$/);
  await expect(page.getByText('Managing Director')).toBeVisible();
  await pageShot(page, 'agency-personal-information');

  // Edit Profile's messages; nothing is saved, so the demo agency stays as seeded.
  await chooseFromAccountMenu(page, m.editProfile);
  await expect(heading(page, m.editProfile)).toBeVisible();
  await expect(page.getByLabel(m.agencyName, { exact: true })).toHaveValue(
    accounts.agency.organisation,
  );
  await page.getByLabel(m.agencyName, { exact: true }).fill('');
  await page.getByLabel(m.bio, { exact: true }).fill('');
  await clearSelect(page, onboarding.services);
  await clearSelect(page, onboarding.categories);
  await page.getByRole('button', { name: m.save }).click();
  for (const message of [m.nameRequired, m.bioRequired, m.servicesRequired, m.categoriesRequired]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await pageShot(page, 'agency-edit-profile-errors');
  // Two locations already: no way to add a third.
  await expect(page.getByLabel(`${onboarding.locations} 2`, { exact: true })).toHaveValue(
    'London, United Kingdom',
  );
  await expect(page.getByRole('button', { name: onboarding.addLocation })).toHaveCount(0);
});

test('a new agency builds its profile, edits its account and its personal information', async ({
  page,
  request,
}) => {
  const agency = await registerThroughApi(request, 'agency', { label: 'agency-profile' });
  await page.goto('/agency/login');
  await submitLogin(page, agency.email, agency.password);
  await expect(page.getByRole('button', { name: messages.nav.accountMenu })).toBeVisible();

  // Edit Profile from nothing: the brief's messages.
  await page.goto('/agency/edit-profile');
  await expect(heading(page, m.editProfile)).toBeVisible();
  await page.getByLabel(m.agencyName, { exact: true }).fill('');
  await page.getByLabel(optional(m.website), { exact: true }).fill('studio.example');
  await page.getByRole('button', { name: m.save }).click();
  for (const message of [
    m.nameRequired,
    m.bioRequired,
    m.servicesRequired,
    m.categoriesRequired,
    messages.onboarding.agencyLocationRequired,
  ]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  // Nothing typed is lost.
  await expect(page.getByLabel(optional(m.website), { exact: true })).toHaveValue('studio.example');

  await page.getByLabel(m.agencyName, { exact: true }).fill('Northern Lights Studio');
  await page.getByLabel(m.bio, { exact: true }).fill('A design and build studio in Leeds.');
  await page.getByLabel(onboarding.locations, { exact: true }).fill('Leeds, United Kingdom');
  await page.getByRole('button', { name: onboarding.addLocation }).click();
  await page.getByLabel(`${onboarding.locations} 2`, { exact: true }).fill('York, United Kingdom');
  // The brief's two locations: the third is not offered.
  await expect(page.getByRole('button', { name: onboarding.addLocation })).toHaveCount(0);
  await page.getByLabel(onboarding.phones, { exact: true }).fill('0113 496 0000');
  await page.getByRole('button', { name: onboarding.addPhone }).click();
  await page.getByLabel(`${onboarding.phones} 2`, { exact: true }).fill('12');
  await chooseMany(page, onboarding.services, ['Web Development', 'Copywriting']);
  await chooseMany(page, onboarding.categories, ['Design & Creative']);
  // The contact email and typical budget are optional; one end alone is refused.
  await page.getByLabel(optional(m.contactEmail), { exact: true }).fill('hello@studio.example');
  await page.getByLabel(optional(m.budgetMax), { exact: true }).fill('20000');
  await page.getByRole('button', { name: m.save }).click();
  await expect(fieldMessage(page, messages.phone.invalid)).toBeVisible();
  await expect(fieldMessage(page, messages.opportunities.enterMinimumBudget)).toBeVisible();
  await page.getByLabel(`${onboarding.phones} 2`, { exact: true }).fill('0113 496 0001');
  await page.getByLabel(optional(m.budgetMin), { exact: true }).fill('5000');
  await pageShot(page, 'agency-edit-profile-filled');
  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, m.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(heading(page, 'Northern Lights Studio')).toBeVisible();
  await expect(page.getByText('Leeds, United Kingdom · York, United Kingdom')).toBeVisible();
  await expect(page.getByText('+441134960000 · +441134960001')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://studio.example/' })).toBeVisible();
  await expect(page.getByRole('link', { name: /hello@studio\.example/ })).toHaveAttribute(
    'href',
    'mailto:hello@studio.example',
  );
  await expect(page.getByText('£5,000 - £20,000')).toBeVisible();
  await expect(page.getByText('Copywriting', { exact: true })).toBeVisible();
  await expect(page.getByText('Design & Creative', { exact: true })).toBeVisible();
  await pageShot(page, 'agency-profile-saved');

  // Edit Account Information: the image is required; a taken email loses nothing typed.
  await chooseFromAccountMenu(page, m.editAccountInformation);
  await expect(heading(page, m.editAccountInformation)).toBeVisible();
  await expect(page.getByLabel(m.bio, { exact: true })).toHaveValue(
    'A design and build studio in Leeds.',
  );
  await page.getByLabel(m.bio, { exact: true }).fill('');
  await page.getByLabel(address.city, { exact: true }).fill('');
  await page.getByRole('button', { name: m.save }).click();
  for (const message of [
    messages.onboarding.agencyLogoRequired,
    messages.onboarding.agencyBioRequired,
    messages.registration.cityRequired,
  ]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await pageShot(page, 'agency-edit-account-errors');
  await uploadImage(page, m.logo, FIXTURES.logo);
  await page.getByLabel(m.bio, { exact: true }).fill('Design and build for brands online.');
  await page.getByLabel(address.city, { exact: true }).fill('Leeds');
  await page.getByLabel(address.address1, { exact: true }).fill('3 Wharf Street');
  await page.getByLabel(m.email, { exact: true }).fill(accounts.employer.email);
  await page.getByRole('button', { name: m.save }).click();
  await expect(fieldMessage(page, messages.registration.emailExists)).toBeVisible();
  await expect(page.getByLabel(address.address1, { exact: true })).toHaveValue('3 Wharf Street');
  await page.getByLabel(m.email, { exact: true }).fill(agency.email);
  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, m.accountSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/account-information$/);
  await expect(page.getByText('Design and build for brands online.')).toBeVisible();
  await expect(page.getByText('3 Wharf Street', { exact: true })).toBeVisible();
  await pageShot(page, 'agency-account-information-saved');

  // A new sign-in email waits for the new address's link; the owner may cancel it.
  const newEmail = uniqueEmail('agency-renamed');
  await page.goto('/agency/edit-account-information');
  await page.getByLabel(m.email, { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, messages.emailChange.linkSent(newEmail))).toBeVisible();
  await expect(page).toHaveURL(/\/agency\/account-information$/);
  const pending = page.getByText(messages.emailChange.pending(newEmail));
  await expect(pending).toBeVisible();
  await expect(page.getByText(agency.email)).toBeVisible();
  await pageShot(page, 'agency-account-information-pending-email');
  await page.getByRole('button', { name: messages.emailChange.cancel }).click();
  await expect(toast(page, messages.emailChange.cancelled)).toBeVisible();
  await expect(pending).toHaveCount(0);

  // Personal information: the owner's own details, view then edit in place.
  await page.getByRole('link', { name: m.personalInformation }).click();
  await expect(heading(page, m.personalInformation)).toBeVisible();
  await page.getByRole('button', { name: m.edit }).click();
  await expect(heading(page, m.editPersonalInformation)).toBeVisible();
  await page.getByLabel(messages.personalInformation.firstName, { exact: true }).fill('');
  await page.getByLabel(messages.registrationPages.position, { exact: true }).fill('');
  await page.getByRole('button', { name: m.save }).click();
  await expect(fieldMessage(page, messages.registration.firstNameRequired)).toBeVisible();
  await expect(fieldMessage(page, messages.registration.positionRequired)).toBeVisible();
  await pageShot(page, 'agency-personal-information-errors');
  await page.getByLabel(messages.personalInformation.firstName, { exact: true }).fill('Nadia');
  await page.getByLabel(messages.registrationPages.position, { exact: true }).fill('Founder');
  await page.getByRole('button', { name: m.save }).click();
  await expect(toast(page, m.personalSaved)).toBeVisible();
  await expect(heading(page, m.personalInformation)).toBeVisible();
  await expect(page.getByText('Founder', { exact: true })).toBeVisible();
  await expect(page.getByText('Nadia', { exact: true })).toBeVisible();
});

test("the agency's GUEST member: only their items, and the owner's pages are the 404", async ({
  page,
}) => {
  await signIn(page, agencyMember);
  const items: [string, string][] = [
    [m.viewProfile, 'profile'],
    [messages.notificationSettings.title, 'notification-settings'],
    [messages.profilePrivacy.title, 'profile-privacy'],
    [messages.nav.changePassword, 'change-password'],
  ];
  expect(await accountMenuItems(page)).toEqual([
    ...items.map(([item]) => item),
    messages.nav.logOut,
  ]);
  for (const [item, path] of items) await expectOpens(page, item, path);
  await chooseFromAccountMenu(page, m.viewProfile);
  await expect(heading(page, agencyMember.organisation)).toBeVisible();
  await expect(page.getByRole('link', { name: m.editProfile })).toHaveCount(0);
  await pageShot(page, 'agency-profile-member');
  for (const path of ['edit-profile', 'edit-account-information', 'personal-information']) {
    await expectAgency404(page, path);
  }
  await screenshot(page, 'agency-profile-member-404');
});
