import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { expectDashboard, screenshot, submitLogin } from './support/app';

test.describe('login', () => {
  for (const account of Object.values(accounts)) {
    test(`the ${account.group} demo user signs in and lands on the ${account.group} dashboard`, async ({
      page,
    }) => {
      await page.goto(`/${account.group}/login`);
      await expect(
        page.getByRole('heading', { name: messages.groups[account.group].loginTitle }),
      ).toBeVisible();
      await screenshot(page, `login-${account.group}`);

      await submitLogin(page, account.email, DEMO_PASSWORD);

      await expect(page).toHaveURL(new RegExp(`/${account.group}/dashboard$`));
      await expect(
        page.getByRole('heading', { name: messages.dashboard.greeting(account.firstName) }),
      ).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByText(account.name)).toBeVisible();
      await expect(
        header.getByText(messages.groups[account.group].name, { exact: true }),
      ).toBeVisible();
      if (account.organisation) {
        await expect(page.getByTestId('dashboard-organisation')).toHaveText(account.organisation);
      }
      await expect(
        page.getByRole('navigation', { name: messages.nav.mainNavigation }),
      ).toContainText(messages.nav.logout);
      await screenshot(page, `dashboard-${account.group}`);
    });
  }

  test('a wrong password shows the wrong-combination message', async ({ page }) => {
    await page.goto('/employer/login');
    await submitLogin(page, accounts.employer.email, 'Not-the-password!1');
    await expect(
      page.getByRole('alert').filter({ hasText: messages.auth.wrongCombination }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/login$/);
    await screenshot(page, 'login-wrong-password');
  });

  test('an empty submit asks for an email and a password', async ({ page }) => {
    await page.goto('/candidate/login');
    await page.getByRole('button', { name: messages.login.submit }).click();
    await expect(page.getByText(messages.auth.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(messages.auth.passwordRequired, { exact: true })).toBeVisible();
    await screenshot(page, 'login-empty-submit');
  });

  test('an invalid email asks for a valid one', async ({ page }) => {
    await page.goto('/agency/login');
    await submitLogin(page, 'not-an-email', 'whatever');
    await expect(page.getByText(messages.auth.emailInvalid, { exact: true })).toBeVisible();
  });

  test('a user of another group signing in here lands on their own dashboard (narrow window)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/candidate/login');
    await screenshot(page, 'login-candidate-narrow');
    await submitLogin(page, accounts.agency.email, DEMO_PASSWORD);
    await expectDashboard(page, accounts.agency);
    await screenshot(page, 'dashboard-agency-narrow');
    await page.getByRole('button', { name: messages.nav.mainNavigation }).click();
    await expect(page.getByRole('navigation', { name: messages.nav.mainNavigation })).toContainText(
      messages.nav.logout,
    );
    await screenshot(page, 'dashboard-agency-narrow-menu');
  });

  for (const [alias, group] of [
    ['company', 'employer'],
    ['freelancer', 'candidate'],
    ['consultant', 'candidate'],
  ] as const) {
    test(`/${alias}/login is the ${group} login`, async ({ page }) => {
      await page.goto(`/${alias}/login`);
      await expect(
        page.getByRole('heading', { name: messages.groups[group].loginTitle }),
      ).toBeVisible();
      await expect(page.getByLabel(messages.login.emailLabel)).toBeVisible();
    });
  }
});
