import { expect, test } from './support/test';
import { settled } from './support/settled';
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

test.describe('the brief’s last routes (issue 23)', () => {
  const nav = messages.nav;

  test('signed out, the header has Add Opportunity, Login and Sign Up; the narrow menu mirrors it', async ({
    page,
  }) => {
    await page.goto('/candidate/resources');
    await settled(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: nav.addOpportunity })).toHaveAttribute(
      'href',
      '/employer/add-opportunity',
    );
    await expect(header.getByRole('link', { name: nav.login, exact: true })).toHaveAttribute(
      'href',
      '/candidate/login',
    );
    await expect(header.getByRole('link', { name: nav.signUp })).toHaveAttribute(
      'href',
      '/candidate/register',
    );
    await screenshot(page, 'public-header');

    await header.getByRole('link', { name: nav.signUp }).click();
    await expect(page).toHaveURL(/\/candidate\/register$/);
    await page.goBack();
    // Add Opportunity is the employer's: signed out, through the employer login and back.
    await page.getByRole('banner').getByRole('link', { name: nav.addOpportunity }).click();
    await expect(page).toHaveURL(/\/employer\/login\?redirectTo=%2Femployer%2Fadd-opportunity$/);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/agency/pages/pricing');
    await settled(page);
    await expect(page.getByRole('banner').getByRole('link', { name: nav.signUp })).toHaveCount(0);
    await page.getByRole('button', { name: nav.mainNavigation }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: nav.addOpportunity })).toBeVisible();
    await expect(menu.getByRole('link', { name: nav.login, exact: true })).toHaveAttribute(
      'href',
      '/agency/login',
    );
    await expect(menu.getByRole('link', { name: nav.signUp })).toHaveAttribute(
      'href',
      '/agency/register',
    );
    await screenshot(page, 'public-header-narrow-menu');
    await menu.getByRole('link', { name: nav.signUp }).click();
    await expect(page).toHaveURL(/\/agency\/register$/);
  });

  test('/employer and /company open the public employer landing page', async ({ page }) => {
    const landing = messages.content.employerLanding;
    for (const root of ['/employer', '/company']) {
      await page.goto(root);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
      await expect(page.getByText(messages.common.pageNotFound)).toHaveCount(0);
      // The employers' How It Works below it, from the landing pages.
      await expect(page.getByRole('article')).toContainText('Register your company');
    }
    await screenshot(page, 'employer-landing');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'employer-landing-narrow');
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('main').getByRole('link', { name: nav.signUp }).click();
    await expect(page).toHaveURL(/\/employer\/register$/);

    // Signed in, the same page inside the employer's frame, with the way to the dashboard.
    await signIn(page, accounts.employer);
    await page.goto('/employer');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    await expect(page.getByRole('banner').getByText(accounts.employer.name)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: nav.dashboard }).click();
    await expectDashboard(page, accounts.employer);
  });

  test('/agency/register/{step} opens the agency registration', async ({ page }) => {
    const title = messages.registrationPages.titles.agency;
    await page.goto('/agency/register/1');
    await settled(page);
    await expect(page).toHaveURL(/\/agency\/register\/1$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await screenshot(page, 'agency-register-step-1');
    // Step 2 needs the account step 1 creates: opened signed out, it starts at step 1.
    await page.goto('/agency/register/2');
    await settled(page);
    await expect(page).toHaveURL(/\/agency\/register$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Signed in, registration is over: the dashboard (brief).
    await signIn(page, accounts.agency);
    await page.goto('/agency/register/1');
    await settled(page);
    await expectDashboard(page, accounts.agency);
  });
});
