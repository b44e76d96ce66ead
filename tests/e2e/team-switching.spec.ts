/**
 * Switching teams (issue 14, item 5): the demo member Hannah works for Northbank (a member who
 * may not post) and for Harbour & Pine Studio (where she may). What she sees and may do follows
 * the team she acts for, and the choice is remembered.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_SECOND_COMPANY,
  DEMO_TEAM_MEMBER,
} from '../../src/server/seed/demo';
import { screenshot, submitLogin } from './support/app';

const m = messages.teams;
const NORTHBANK = 'Northbank Retail Group';
const STUDIO = DEMO_SECOND_COMPANY.team.company;

const switcher = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${m.switchTeam}: `) });

const newJobLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: messages.opportunities.newJob });

async function switchTo(page: Page, company: string): Promise<void> {
  await switcher(page).click();
  const popover = page.getByRole('tooltip');
  await expect(popover.getByText(m.otherTeams)).toBeVisible();
  await popover.getByRole('button', { name: company }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(switcher(page)).toHaveAccessibleName(`${m.switchTeam}: ${company}`);
}

test('a member of two companies switches between them; rights and the choice follow', async ({
  page,
}) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);

  // The first team: a member who may not post.
  await expect(switcher(page)).toHaveAccessibleName(`${m.switchTeam}: ${NORTHBANK}`);
  await expect(newJobLink(page)).toHaveCount(0);

  await switcher(page).click();
  const popover = page.getByRole('tooltip');
  await expect(popover.getByText(NORTHBANK)).toBeVisible();
  await expect(
    popover.getByText(`${DEMO_TEAM_MEMBER.firstName} ${DEMO_TEAM_MEMBER.lastName}`),
  ).toBeVisible();
  await expect(popover.getByRole('button', { name: STUDIO })).toBeVisible();
  await screenshot(page, 'team-switcher');
  await page.keyboard.press('Escape');
  // Closed before it is opened again: a click during its closing motion would land on nothing.
  await expect(popover).toBeHidden();

  // The studio: she may post there, and its name is what the header shows.
  await switchTo(page, STUDIO);
  await expect(newJobLink(page)).toBeVisible();
  // My Account names the studio and its job posts.
  await page
    .getByRole('navigation', { name: messages.nav.mainNavigation })
    .getByRole('link', { name: messages.nav.myAccount })
    .click();
  await expect(page.getByRole('main').getByText(STUDIO).first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(String(DEMO_SECOND_COMPANY.jobPosts), { exact: false })
      .first(),
  ).toBeVisible();

  // Remembered: a reload (or the next start) acts for the studio still.
  await page.reload();
  await expect(switcher(page)).toHaveAccessibleName(`${m.switchTeam}: ${STUDIO}`);
  await expect(newJobLink(page)).toBeVisible();

  await switchTo(page, NORTHBANK);
  await expect(newJobLink(page)).toHaveCount(0);
});

test("a team that cannot be found says 'Could not find the team' and changes nothing", async ({
  page,
}) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_TEAM_MEMBER.email, DEMO_PASSWORD);
  await expect(switcher(page)).toHaveAccessibleName(`${m.switchTeam}: ${NORTHBANK}`);

  // The membership went between opening the popover and choosing: the API answers NOT_FOUND.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('query UserTeam')) return route.fallback();
    await route.fulfill({
      json: {
        data: null,
        errors: [{ message: m.teamNotFound, extensions: { code: 'NOT_FOUND' } }],
      },
    });
  });
  await switcher(page).click();
  await page.getByRole('tooltip').getByRole('button', { name: STUDIO }).click();
  await expect(page.getByText(m.teamNotFound)).toBeVisible();
  await expect(switcher(page)).toHaveAccessibleName(`${m.switchTeam}: ${NORTHBANK}`);
});

test('a user with one team sees no switcher', async ({ page }) => {
  await page.goto('/employer/login');
  await submitLogin(page, DEMO_ACCOUNTS.employer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: messages.nav.accountMenu }),
  ).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
});
