import { expect, test } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { expectDashboard, screenshot, signIn, submitLogin } from './support/app';

test.describe('routing', () => {
  test('an anonymous visit to a login-required page goes to login and back after it', async ({
    page,
  }) => {
    await page.goto('/employer/dashboard');
    await expect(page).toHaveURL(/\/employer\/login\?redirectTo=%2Femployer%2Fdashboard$/);
    await submitLogin(page, accounts.employer.email, DEMO_PASSWORD);
    await expectDashboard(page, accounts.employer);
  });

  test('a signed-in user opening login goes to the dashboard', async ({ page }) => {
    await signIn(page, accounts.candidate);
    await page.goto('/candidate/login');
    await expectDashboard(page, accounts.candidate);
    await page.goto('/freelancer/login');
    await expectDashboard(page, accounts.candidate);
  });

  test("a signed-in user in another group's pages gets their own group's 404", async ({ page }) => {
    await signIn(page, accounts.candidate);
    await page.goto('/employer/dashboard');
    await expect(page).toHaveURL(/\/candidate\/404$/);
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
    await expect(page.getByRole('banner').getByText(accounts.candidate.name)).toBeVisible();
    await screenshot(page, 'not-found-signed-in');
    await page.getByRole('link', { name: messages.nav.backToDashboard }).click();
    await expectDashboard(page, accounts.candidate);
  });

  test('an unknown path shows Page Not Found!', async ({ page }) => {
    await page.goto('/nope/xyz');
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
    await screenshot(page, 'not-found');
    await page.goto('/employer/no-such-page');
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  });

  test('/ sends an anonymous visitor to the candidate login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/candidate\/login$/);
  });

  test('/ sends a signed-in employer to the employer dashboard', async ({ page }) => {
    await signIn(page, accounts.employer, '/company/login');
    await page.goto('/');
    await expectDashboard(page, accounts.employer);
  });
});
