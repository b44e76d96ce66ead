/**
 * Invitations (issue 14 item 2): an employer admin invites from the account menu's
 * Invitations page (each of the form's rules, a duplicate refused), the pending list shows
 * 'Pending', Resend mails a new link, Cancel asks first and its link then says so; a member
 * gets the employer 404. A fresh employer each run, so the journey can run again.
 */
import { expect, test } from './support/test';
import { DEMO_PASSWORD, DEMO_TEAM_MEMBER } from '../../src/server/seed/demo';
import { messages } from '../../src/shared/messages';
import { escapeRegExp, screenshot, submitLogin } from './support/app';
import { mailCount, waitForInviteLink } from './support/invitations';
import { registerThroughApi, uniqueEmail } from './support/new-account';
import { outboxFolder } from './support/outbox';
import { fieldMessage, toast } from './support/registration';

const m = messages.invitations;

test.describe.configure({ timeout: 180_000 });

test('an employer admin invites, resends and cancels an invitation', async ({ page }) => {
  const folder = outboxFolder();
  if (!folder) throw new Error('E2E_DATA_DIR is not set (global-setup.ts)');
  const admin = await registerThroughApi(page.request, 'employer', { label: 'inviter' });
  await page.goto('/employer/login');
  await submitLogin(page, admin.email, admin.password);
  await expect(page).not.toHaveURL(/\/login/);

  // From the account menu, where the brief lists it for admins.
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: m.title }).click();
  await expect(page).toHaveURL(/\/employer\/invitations$/);
  await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
  await expect(page.getByText(m.noInvitations).first()).toBeVisible();
  await screenshot(page, 'invitations-empty');

  // The form's rules, each once.
  const form = page.getByRole('form', { name: m.inviteTitle });
  const send = form.getByRole('button', { name: m.invite });
  await send.click();
  for (const message of [m.firstNameRequired, m.lastNameRequired, m.employerEmailRequired]) {
    await expect(fieldMessage(page, message)).toBeVisible();
  }
  await form.getByLabel(m.firstName, { exact: true }).fill('Nadia');
  await form.getByLabel(m.lastName, { exact: true }).fill('Okafor');
  await form.getByLabel(m.email, { exact: true }).fill('nadia@');
  await send.click();
  await expect(fieldMessage(page, m.employerEmailInvalid)).toBeVisible();
  await screenshot(page, 'invitations-form-errors');

  // Sent: the toast, the pending row, the mail with its link.
  const invitee = uniqueEmail('invitee');
  await form.getByLabel(m.email, { exact: true }).fill(invitee);
  await send.click();
  await expect(toast(page, m.sent)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(invitee)) });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Nadia Okafor', { exact: true })).toBeVisible();
  await expect(form.getByLabel(m.email, { exact: true })).toHaveValue('');
  const firstLink = await waitForInviteLink(folder, invitee);
  await screenshot(page, 'invitations-pending');

  // The same person again: refused, with the server's reason.
  await form.getByLabel(m.firstName, { exact: true }).fill('Nadia');
  await form.getByLabel(m.lastName, { exact: true }).fill('Okafor');
  await form.getByLabel(m.email, { exact: true }).fill(invitee);
  await send.click();
  await expect(page.getByText(m.alreadyInvited)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(invitee)) })).toHaveCount(1);

  // Resend: a new mail with a new link.
  const mailsBefore = await mailCount(folder, invitee);
  await row.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.resend)}`) }).click();
  await expect(toast(page, m.resent)).toBeVisible();
  const secondLink = await waitForInviteLink(folder, invitee, { after: mailsBefore });
  expect(secondLink).not.toBe(firstLink);

  // Cancel, after the confirmation; the list empties.
  await row.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.cancel)}`) }).click();
  await expect(page.getByText(m.cancelConfirm)).toBeVisible();
  await screenshot(page, 'invitations-cancel-confirm');
  await page.getByRole('button', { name: m.cancelYes }).click();
  await expect(toast(page, m.deleted)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(escapeRegExp(invitee)) })).toHaveCount(0);
  await expect(page.getByText(m.noInvitations).first()).toBeVisible();

  // The cancelled invitation's link says so (also to its admin, who is signed in here).
  await page.goto(secondLink);
  await expect(page).toHaveURL(/\/employer\/team\/register\/[\w-]+$/);
  await expect(page.getByText(m.cancelled)).toBeVisible();
  await screenshot(page, 'invitation-cancelled');
});

test('a member has no Invitations and gets the employer 404 for the page', async ({ page }) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  const accountMenu = page.getByRole('menu').filter({ hasText: messages.nav.accountSettings });
  await expect(accountMenu.getByRole('menuitem', { name: messages.nav.myAccount })).toBeVisible();
  await expect(accountMenu.getByRole('menuitem', { name: m.title })).toHaveCount(0);
  await page.goto('/employer/invitations');
  await expect(page).toHaveURL(/\/employer\/404$/);
});
