/**
 * The invited member's team registration (issue 14 item 3): the mailed link through the
 * /invite landing to the employer's three steps (each step's rules once), team/welcome and
 * LOGIN to the dashboard as the member; the agency's accept-invite; an existing account
 * logging in to accept into an extra team, and a signed-in stranger told it is not theirs;
 * links that no longer work, and the older paths. Fresh accounts each run.
 */
import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import { escapeRegExp, graphql, screenshot, submitLogin } from './support/app';
import {
  fillTeamLoginInformation,
  fillTeamPersonalInformation,
  fillTeamProfile,
  inviteThroughApi,
  tokenOf,
  waitForInviteLink,
} from './support/invitations';
import { registerThroughApi, uniqueEmail } from './support/new-account';
import { outboxFolder } from './support/outbox';
import { fieldMessage, pageShot, toast } from './support/registration';

const m = messages.invitations;
const tr = messages.teamRegistration;
const text = messages.registrationPages;
const r = messages.registration;

test.describe.configure({ timeout: 180_000 });

function folder(): string {
  const found = outboxFolder();
  if (!found) throw new Error('E2E_DATA_DIR is not set (global-setup.ts)');
  return found;
}

function newInvitee(label: string) {
  const suffix = Math.random().toString(36).slice(2, 6);
  return { firstName: `Nadia${suffix}`, lastName: 'Okafor', email: uniqueEmail(label) };
}

test('an invited person registers through the three steps and reaches the dashboard as the member', async ({
  page,
  request,
}) => {
  const admin = await registerThroughApi(request, 'employer', { label: 'team-admin' });
  const invitee = newInvitee('team-member');
  await inviteThroughApi(request, admin.token, invitee);
  const link = await waitForInviteLink(folder(), invitee.email);
  expect(link).toMatch(/^\/invite\/[\w-]+$/);

  // The landing finds the team's group: an employer's team registration.
  await page.goto(link);
  await expect(page).toHaveURL(
    new RegExp(`/employer/team/register/${escapeRegExp(tokenOf(link))}$`),
  );
  await expect(page.getByRole('heading', { name: tr.title })).toBeVisible();
  const email = page.getByLabel(text.email, { exact: true });
  await expect(email).toHaveValue(invitee.email);
  await expect(email).toHaveAttribute('readonly', '');

  // Step 1's rules.
  await page.getByRole('button', { name: text.next }).click();
  await expect(fieldMessage(page, messages.auth.passwordRequired)).toBeVisible();
  await expect(fieldMessage(page, r.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel(text.password, { exact: true }).fill('short!');
  await page.getByLabel(text.confirmPassword, { exact: true }).fill('other!');
  await page.getByRole('button', { name: text.next }).click();
  await expect(fieldMessage(page, messages.auth.passwordMinLength)).toBeVisible();
  await expect(fieldMessage(page, r.passwordsDoNotMatch)).toBeVisible();
  await pageShot(page, 'team-register-login');
  await fillTeamLoginInformation(page);

  // Step 2: the names from the invitation; each rule once.
  await expect(page).toHaveURL(/\/employer\/team\/register\/profile$/);
  await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue(invitee.firstName);
  await page.getByLabel(text.firstName, { exact: true }).fill('');
  await page.getByLabel(text.lastName, { exact: true }).fill('');
  await page.getByRole('button', { name: text.createAccount }).click();
  for (const message of [
    tr.firstNameRequired,
    tr.lastNameRequired,
    tr.positionRequired,
    r.address1Required,
    r.cityRequired,
    r.stateRequired,
    r.zipRequired,
    tr.termsRequired,
  ]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await pageShot(page, 'team-register-personal');
  await page.getByLabel(text.firstName, { exact: true }).fill(invitee.firstName);
  await page.getByLabel(text.lastName, { exact: true }).fill(invitee.lastName);
  await fillTeamPersonalInformation(page);

  // Step 3, signed in: the photo is mandatory.
  await expect(page).toHaveURL(/\/employer\/team\/profile\/complete$/);
  await expect(page.getByRole('heading', { name: tr.profileTitle })).toBeVisible();
  await page.getByRole('button', { name: tr.finish }).click();
  await expect(fieldMessage(page, tr.imageRequired)).toBeVisible();
  await expect(fieldMessage(page, messages.onboarding.profileBioRequired)).toBeVisible();
  await pageShot(page, 'team-profile-complete');
  await fillTeamProfile(page, 'employer');
  await pageShot(page, 'team-welcome');

  // LOGIN: the member is signed in already, so the login page goes on to the dashboard.
  await page.getByRole('link', { name: m.login }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: messages.dashboard.greeting(invitee.firstName) }),
  ).toBeVisible();

  // The link is used now.
  await page.goto(link);
  await expect(page.getByText(m.used)).toBeVisible();
});

test('an agency invitation opens accept-invite and registers the member', async ({
  page,
  request,
}) => {
  const admin = await registerThroughApi(request, 'agency', { label: 'agency-admin' });
  const invitee = newInvitee('agency-member');
  await inviteThroughApi(request, admin.token, invitee);
  const link = await waitForInviteLink(folder(), invitee.email);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/agency/accept-invite/${escapeRegExp(tokenOf(link))}$`));
  await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(invitee.email);
  await pageShot(page, 'agency-accept-invite');
  await fillTeamLoginInformation(page);
  await expect(page).toHaveURL(/\/agency\/accept-invite\/profile$/);
  await fillTeamPersonalInformation(page);
  await expect(page).toHaveURL(/\/agency\/team\/profile\/complete$/);
  await fillTeamProfile(page, 'agency');
  await page.getByRole('link', { name: m.login }).click();
  await expect(page).toHaveURL(/\/agency\/dashboard$/);
});

test('an existing account logs in to accept into an extra team; a stranger is told it is not theirs', async ({
  page,
  request,
}) => {
  const admin = await registerThroughApi(request, 'employer', { label: 'team-admin' });
  const existing = await registerThroughApi(request, 'employer', { label: 'existing' });
  await inviteThroughApi(request, admin.token, {
    firstName: existing.firstName,
    lastName: 'Journey',
    email: existing.email,
  });
  const link = await waitForInviteLink(folder(), existing.email);

  await page.goto(link);
  await expect(page.getByText(m.signInToAccept)).toBeVisible();
  await screenshot(page, 'invite-account-exists');
  await page.getByRole('link', { name: m.loginToAccept }).click();
  await expect(page).toHaveURL(/\/employer\/login\?redirectTo=/);
  await submitLogin(page, existing.email, existing.password);
  await expect(page).toHaveURL(
    new RegExp(`/employer/team/register/${escapeRegExp(tokenOf(link))}$`),
  );
  await screenshot(page, 'invite-accept');
  await page.getByRole('button', { name: m.acceptButton }).click();
  await expect(toast(page, m.accepted)).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const me = await graphql(request, '{ me { teams { team_id } } }', existing.token);
  expect((me.data?.['me'] as { teams: unknown[] }).teams).toHaveLength(2);

  // Signed in as this account, another person's invitation is not theirs to accept.
  const other = newInvitee('someone-else');
  await inviteThroughApi(request, admin.token, other);
  await page.goto(await waitForInviteLink(folder(), other.email));
  await expect(page.getByText(m.wrongAccount)).toBeVisible();
  await expect(page.getByRole('button', { name: m.acceptButton })).toHaveCount(0);
  await screenshot(page, 'invite-wrong-account');
});

test('links that no longer work say why, and the older paths lead to the current screens', async ({
  page,
}) => {
  const unknown = 'A'.repeat(43);
  await page.goto(`/invite/${unknown}`);
  await expect(page.getByText(m.notFound)).toBeVisible();
  await screenshot(page, 'invite-not-found');

  await page.goto(`/employer/team/register2/${unknown}`);
  await expect(page).toHaveURL(new RegExp(`/employer/team/register/${unknown}$`));
  await expect(page.getByText(m.notFound)).toBeVisible();

  // Step 2 without step 1 (a reload loses the password): back to the login.
  await page.goto('/employer/team/register/profile');
  await expect(page).toHaveURL(/\/employer\/login$/);

  // The older step 3 is the current one, which needs the member signed in.
  await page.goto('/employer/team/profile/register');
  await expect(page).toHaveURL(/\/employer\/login\?redirectTo=.*team%2Fprofile%2Fcomplete/);
});
