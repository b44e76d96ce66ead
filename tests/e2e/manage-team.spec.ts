/**
 * Manage team (issue 14 item 4): a new employer with two members made through the invitation
 * API manages them from the account menu: Can Post Jobs? Yes lets one post (New Job
 * Opportunity, Edit), an association lets the other see those posts (View) and taking it back
 * hides them, made admin they get Manage Team, a failed save returns the control to the stored
 * value, and Remove after 'This action is not reversible!' takes the team from the removed
 * member's very next request. Members get the 404; manage-team/v1 redirects; the empty state.
 * Agencies: the owner's page with the invitations panel; a GUEST admin gets the agency 404.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { graphqlAnswer, screenshot } from './support/app';
import { registerThroughApi } from './support/new-account';
import { grantJobPosts, postJobThroughApi } from './support/opportunities';
import { choose, selection, toast } from './support/registration';
import {
  pageSignedInWith,
  setRoleThroughApi,
  teamMemberThroughApi,
  teamPostsRefusal,
} from './support/teams';

const m = messages.teams;
const o = messages.opportunities;

/** A member's card on manage-team, by the member's name. */
function memberCard(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

/** The account menu, opened (every group's holds Change Password; only employers' has a heading). */
async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  return page
    .getByRole('menu')
    .filter({ has: page.getByRole('menuitem', { name: messages.nav.changePassword }) });
}

/** Picks a button-style antd radio by clicking its label (the input itself is hidden). */
async function pickRadio(scope: Locator, name: string) {
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name, exact: true }) })
    .click();
}

function jobList(page: Page): Locator {
  return page.getByRole('list', { name: o.jobOpportunities });
}

test('an employer sets who may post, whose posts a member sees, roles, and removes a member', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const employer = await registerThroughApi(request, 'employer', { label: 'manage-team' });
  const alex = await teamMemberThroughApi(request, employer.token, 'Alex');
  const blake = await teamMemberThroughApi(request, employer.token, 'Blake');
  await grantJobPosts(employer.email, 1);

  // A member: no Manage Team item, and the page is the 404.
  const alexPage = await pageSignedInWith(browser, baseURL, alex.token);
  await alexPage.goto('/employer/dashboard');
  const alexMenu = await openAccountMenu(alexPage);
  await expect(alexMenu.getByRole('menuitem', { name: messages.nav.myAccount })).toBeVisible();
  await expect(alexMenu.getByRole('menuitem', { name: m.manageTeamTitle })).toHaveCount(0);
  await alexPage.goto('/employer/manage-team');
  await expect(alexPage).toHaveURL(/\/employer\/404$/);

  // The admin's account menu: after Purchase Job Posts, before Invitations.
  const context = page.context();
  await context.addInitScript(
    (token) => window.sessionStorage.setItem('shortlist.session.token', token),
    employer.token,
  );
  await page.goto('/employer/dashboard');
  const menu = await openAccountMenu(page);
  const items = (await menu.getByRole('menuitem').allInnerTexts()).map((item) => item.trim());
  const at = (label: string) => items.indexOf(label);
  expect(at(m.manageTeamTitle)).toBeGreaterThan(at(messages.credits.purchaseTitle));
  expect(at(m.manageTeamTitle)).toBe(at(messages.invitations.title) - 1);
  await menu.getByRole('menuitem', { name: m.manageTeamTitle }).click();
  await expect(page).toHaveURL(/\/employer\/manage-team$/);
  const alexCard = memberCard(page, alex.name);
  const blakeCard = memberCard(page, blake.name);
  await expect(alexCard).toBeVisible();
  await expect(blakeCard).toBeVisible();
  // The signed-in admin is not listed.
  const ownerName = `${employer.firstName} Journey`;
  await expect(memberCard(page, ownerName)).toHaveCount(0);
  await screenshot(page, 'manage-team-employer');

  // Blake may post: New Job Opportunity, and Edit on his post.
  await pickRadio(blakeCard, m.yes);
  await expect(toast(page, m.permissionUpdated)).toBeVisible();
  await postJobThroughApi(request, blake.token, 'Blake’s store designer');
  const blakePage = await pageSignedInWith(browser, baseURL, blake.token);
  await blakePage.goto('/employer/dashboard');
  await expect(blakePage.getByRole('banner').getByRole('link', { name: o.newJob })).toBeVisible();
  await expect(
    jobList(blakePage).getByRole('link', { name: `${o.edit}: Blake’s store designer` }),
  ).toBeVisible();

  // Alex sees Blake's posts only while associated with him.
  await alexPage.goto('/employer/dashboard');
  await expect(
    jobList(alexPage).getByRole('link', { name: new RegExp(`Blake’s store designer`) }),
  ).toHaveCount(0);
  // The brief: the list is read again a second after an update.
  const reread = graphqlAnswer(page, 'ViewUserTeam');
  await alexCard.getByRole('checkbox', { name: blake.name }).check();
  await expect(toast(page, m.associationCreated)).toBeVisible();
  await alexPage.reload();
  await expect(
    jobList(alexPage).getByRole('link', { name: `${o.view}: Blake’s store designer` }),
  ).toBeVisible();
  await expect(alexPage.getByRole('banner').getByRole('link', { name: o.newJob })).toHaveCount(0);
  await screenshot(alexPage, 'manage-team-member-dashboard-associated');
  // His My Account says what he may do (the team list gives a member his own row alone).
  await alexPage.goto('/employer/account');
  const access = alexPage.locator('.ant-descriptions').filter({ hasText: m.yourAccess });
  await expect(access.getByText(m.ownAndColleagues(1))).toBeVisible();
  await expect(access.getByText(m.member, { exact: true })).toBeVisible();
  await expect(access.getByText(m.no, { exact: true })).toBeVisible();
  await screenshot(alexPage, 'my-account-member');
  await alexPage.goto('/employer/dashboard');
  // Once the list is read again, the box stays checked.
  await reread;
  await expect(alexCard.getByRole('checkbox', { name: blake.name })).toBeChecked();
  // By keyboard: the box takes the focus and Space clears it.
  await alexCard.getByRole('checkbox', { name: blake.name }).focus();
  await page.keyboard.press('Space');
  await expect(toast(page, m.associationRemoved)).toBeVisible();
  await expect(alexCard.getByRole('checkbox', { name: blake.name })).not.toBeChecked();
  await alexPage.reload();
  await expect(jobList(alexPage).getByRole('link', { name: /Blake’s store designer/ })).toHaveCount(
    0,
  );

  // A save that fails says so and shows the stored value again.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('UpdateTeamUserSetting')) await route.abort();
    else await route.continue();
  });
  await pickRadio(blakeCard, m.no);
  await expect(toast(page, m.permissionUpdateFailed)).toBeVisible();
  await expect(blakeCard.getByRole('radio', { name: m.yes })).toBeChecked();
  await page.unroute('**/graphql');

  // Alex made admin: Manage Team in his menu, and the page.
  await choose(page, m.roleOf(alex.name), m.admin);
  await expect(toast(page, m.roleUpdated)).toBeVisible();
  await expect(selection(page, m.roleOf(alex.name))).toHaveText(m.admin);
  // An admin is not removable, and sees every post without associations.
  await expect(alexCard.getByRole('button', { name: m.removeOf(alex.name) })).toHaveCount(0);
  await expect(alexCard.getByText(m.adminsSeeAll)).toBeVisible();
  await alexPage.reload();
  const promotedMenu = await openAccountMenu(alexPage);
  await promotedMenu.getByRole('menuitem', { name: m.manageTeamTitle }).click();
  await expect(alexPage).toHaveURL(/\/employer\/manage-team$/);
  // The owner's card: marked, role and access fixed.
  const ownerCard = memberCard(alexPage, ownerName);
  await expect(ownerCard.getByText(m.owner, { exact: true })).toBeVisible();
  await expect(ownerCard.getByRole('combobox', { name: m.roleOf(ownerName) })).toBeDisabled();
  await expect(ownerCard.getByRole('radio', { name: m.yes })).toBeDisabled();
  await screenshot(alexPage, 'manage-team-guest-admin');

  // Remove Blake after the warning; his next request no longer has the team.
  await blakeCard.getByRole('button', { name: m.removeOf(blake.name) }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: m.removeConfirm });
  await expect(confirm).toBeVisible();
  await screenshot(page, 'manage-team-remove-confirm');
  await confirm.getByRole('button', { name: m.removeYes }).click();
  await expect(toast(page, m.memberRemoved)).toBeVisible();
  await expect(blakeCard).toHaveCount(0);
  expect(await teamPostsRefusal(request, blake.token)).toBe('FORBIDDEN');
  // Left with no team, Blake's app says so in place of the pages it would refuse.
  await blakePage.goto('/employer/dashboard');
  await expect(blakePage.getByText(messages.teams.noTeam)).toBeVisible();
  await expect(blakePage.getByRole('link', { name: messages.nav.logOut })).toBeVisible();
  await screenshot(blakePage, 'manage-team-removed-member');

  // The brief's older address.
  await page.goto('/employer/manage-team/v1');
  await expect(page).toHaveURL(/\/employer\/manage-team$/);
  await expect(memberCard(page, alex.name)).toBeVisible();
});

test('an employer with no other members is pointed to Invitations', async ({ page, request }) => {
  const employer = await registerThroughApi(request, 'employer', { label: 'manage-team-empty' });
  await page
    .context()
    .addInitScript(
      (token) => window.sessionStorage.setItem('shortlist.session.token', token),
      employer.token,
    );
  await page.goto('/employer/manage-team');
  await expect(page.getByText(m.noMembers)).toBeVisible();
  await page.getByRole('link', { name: m.goToInvitations }).click();
  await expect(page).toHaveURL(/\/employer\/invitations$/);
  await page.goBack();
  await screenshot(page, 'manage-team-empty');
});

test('an agency owner manages the team and invites from the page; a GUEST admin gets the 404', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const agency = await registerThroughApi(request, 'agency', { label: 'manage-team-agency' });
  const guest = await teamMemberThroughApi(request, agency.token, 'Casey');
  await setRoleThroughApi(request, agency.token, guest.userId, 'admin');

  await page
    .context()
    .addInitScript(
      (token) => window.sessionStorage.setItem('shortlist.session.token', token),
      agency.token,
    );
  await page.goto('/agency/dashboard');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: m.manageTeamTitle }).click();
  await expect(page).toHaveURL(/\/agency\/manage-team$/);
  const card = memberCard(page, guest.name);
  await expect(card).toBeVisible();
  await expect(selection(page, m.roleOf(guest.name))).toHaveText(m.admin);
  // Agencies do not post: no Account Access or associations.
  await expect(card.getByText(m.canPostJobs)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: messages.invitations.inviteTitle })).toBeVisible();
  await screenshot(page, 'manage-team-agency');

  const guestPage = await pageSignedInWith(browser, baseURL, guest.token);
  await guestPage.goto('/agency/dashboard');
  const guestMenu = await openAccountMenu(guestPage);
  await expect(
    guestMenu.getByRole('menuitem', { name: messages.nav.changePassword }),
  ).toBeVisible();
  await expect(guestMenu.getByRole('menuitem', { name: m.manageTeamTitle })).toHaveCount(0);
  await guestPage.goto('/agency/manage-team');
  await expect(guestPage).toHaveURL(/\/agency\/404$/);

  // The agency's removal words: 'Could not delete user' when it fails, then 'Team member
  // removal successful' (the brief's 'successfull', corrected). Only a member is removable.
  await choose(page, m.roleOf(guest.name), m.member);
  await expect(toast(page, m.roleUpdated)).toBeVisible();
  const remove = async () => {
    await card.getByRole('button', { name: m.removeOf(guest.name) }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: m.removeConfirm });
    await confirm.getByRole('button', { name: m.removeYes }).click();
  };
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'DeleteTeamUserSetting')
      await route.fulfill({ status: 500, body: 'down' });
    else await route.fallback();
  });
  await remove();
  await expect(toast(page, 'Could not delete user')).toBeVisible();
  await screenshot(page, 'manage-team-agency-remove-failed');
  await page.unroute('**/graphql');
  await remove();
  await expect(toast(page, 'Team member removal successful')).toBeVisible();
  await expect(card).toHaveCount(0);
  await screenshot(page, 'manage-team-agency-removed');
});
