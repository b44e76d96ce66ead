/**
 * My Account (employer): the company and its job posts, reached from the side navigation, the
 * header and the account menu; a grant by `admin credits` (through the running server) shows on
 * reload. Candidates and agencies have no such page yet: theirs is their own 404.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { DEMO_JOB_POSTS } from '../../src/server/seed/demo';
import { accounts } from './support/accounts';
import { screenshot, signIn } from './support/app';
import { adminCommand } from './support/own-server';

async function expectMyAccount(page: Page, posts: number): Promise<void> {
  await expect(page).toHaveURL(/\/employer\/account$/);
  await expect(page.getByRole('heading', { name: messages.nav.myAccount, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Northbank Retail Group' })).toBeVisible();
  await expect(page.getByText(messages.credits.available(posts))).toBeVisible();
  // The owner's own access: an admin manages every post.
  await expect(page.getByText(messages.teams.adminsSeeAll)).toBeVisible();
}

test('an employer sees the company and its job posts, from every menu', async ({ page }) => {
  await signIn(page, accounts.employer);
  await page
    .getByRole('navigation', { name: messages.nav.mainNavigation })
    .getByRole('link', { name: messages.nav.myAccount })
    .click();
  await expectMyAccount(page, DEMO_JOB_POSTS);
  await screenshot(page, 'my-account-employer');

  await page.goto('/employer/dashboard');
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  await page
    .getByRole('menu')
    .filter({ hasText: messages.nav.accountSettings })
    .getByRole('menuitem', { name: messages.nav.myAccount })
    .click();
  await expectMyAccount(page, DEMO_JOB_POSTS);

  // The back office grants two more while the server runs.
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'the grant needs the journeys’ own server (E2E_DATA_DIR)');
  const printed = await adminCommand(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    'credits',
    accounts.employer.email,
    'grant',
    '2',
  );
  expect(printed).toContain(`${DEMO_JOB_POSTS + 2} available`);
  await page.reload();
  await expectMyAccount(page, DEMO_JOB_POSTS + 2);
});

test('candidates and agencies have no My Account page yet: their own 404', async ({ page }) => {
  await signIn(page, accounts.candidate);
  await page.goto('/candidate/account');
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
});
