/**
 * Social sign-in in the browser, end to end (docs/security.md O2): the login page's 'Sign in with
 * Google' → the API's /redirect/google → a real OpenID Connect provider (oidc-provider on
 * 127.0.0.1, its development login and consent pages) → the API's callback → the landing page
 * ('Loading...') → the dashboard; an unknown identity → registration step 2, prefilled.
 * The server is one of this spec's own, configured with the provider (OIDC_*).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../src/server/testing/oidc-provider';
import { accounts } from './support/accounts';
import { expectDashboard, screenshot } from './support/app';
import { fakeDesktopCalls, installFakeDesktop } from './support/fake-desktop';
import { fillPersonalInformation } from './support/registration';
import { freePort, startOwnServer, type OwnServer } from './support/own-server';

let provider: TestOidcProvider;
let server: OwnServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider({
    redirectUris: [`${url}/api/social-login/google/callback`],
  });
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-social-'));
  const { DATABASE_URL: _pglite, SMTP_URL: _noSmtp, ...env } = process.env;
  server = await startOwnServer('web', {
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    RATE_LIMITS: 'off',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The provider's development pages: any login name (the account id), then consent. */
async function signInAtProvider(page: Page, accountId: string): Promise<void> {
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a known user signs in with Google and lands on the dashboard', async ({ page }) => {
  provider.accounts.set('amelia', {
    email: accounts.candidate.email,
    email_verified: true,
    given_name: 'Amelia',
    family_name: 'Hart',
  });
  await page.goto(`${server.url}/candidate/login`);
  const button = page.getByRole('button', { name: messages.socialLogin.signInWithGoogle });
  await expect(button).toBeVisible();
  await screenshot(page, 'social-login-button');

  // Hold the redeem until the landing page's 'Loading...' has been seen.
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('redeemSocialLogin')) await seen;
    await route.continue();
  });
  await button.click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await signInAtProvider(page, 'amelia');

  await expect(page).toHaveURL(/\/candidate\/login\/google\?code=/);
  await expect(page.getByTestId('social-login-landing')).toHaveText(messages.socialLogin.loading);
  // Straight away (the helper waits for the page to settle, by which time the redeem is done).
  await page.screenshot({ path: 'test-results/screenshots/social-login-landing.png' });
  release();
  await expectDashboard(page, accounts.candidate);
});

test('an unknown identity starts registration at step 2 with its names and email', async ({
  page,
}) => {
  const email = `grace-${Date.now()}@social.test`;
  provider.accounts.set('grace', {
    email,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  });
  await page.goto(`${server.url}/candidate/login`);
  await page.getByRole('button', { name: messages.socialLogin.signInWithGoogle }).click();
  await signInAtProvider(page, 'grace');

  await expect(page).toHaveURL(/\/candidate\/register\/2$/);
  await expect(page.getByText(messages.socialLogin.signingUpWith(email))).toBeVisible();
  await expect(page.getByLabel(messages.registrationPages.firstName, { exact: true })).toHaveValue(
    'Grace',
  );
  await expect(page.getByLabel(messages.registrationPages.lastName, { exact: true })).toHaveValue(
    'Hopper',
  );
  await screenshot(page, 'social-login-register-step-2');

  // No password: the account signs in with Google; registering links the identity.
  await fillPersonalInformation(page, {
    group: 'candidate',
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    organisation: null,
  });
  await page.getByRole('button', { name: messages.registrationPages.createAccount }).click();
  await expect(page).toHaveURL(/\/candidate\/complete-profile$/);

  // The next sign-in with the same identity goes straight in.
  await page.goto(`${server.url}/candidate/logout`);
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await page.getByRole('button', { name: messages.socialLogin.signInWithGoogle }).click();
  // The provider remembers this browser: at most its consent page stands in between.
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(async () => {
    if (await consent.isVisible()) await consent.click();
    await expect(page).toHaveURL(/\/candidate\/dashboard$/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test('an unverified email is refused on the landing page', async ({ page }) => {
  provider.accounts.set('unverified', { email: 'nobody@social.test', email_verified: false });
  await page.goto(`${server.url}/employer/login`);
  await page.getByRole('button', { name: messages.socialLogin.signInWithGoogle }).click();
  await signInAtProvider(page, 'unverified');
  await expect(page).toHaveURL(/\/employer\/login\/google\?error=unverified-email/);
  await expect(page.getByText(messages.socialLogin.unverifiedEmail)).toBeVisible();
  await page.getByRole('link', { name: messages.socialLogin.backToLogin }).click();
  await expect(page).toHaveURL(/\/employer\/login$/);
});

test.describe('in the desktop app', () => {
  // Main holds the verifier, opens the system browser and redeems the callback link (tested
  // under Node in src/main/social-login); the page starts it and acts on main's result.
  test.beforeEach(async ({ page }) => {
    await installFakeDesktop(page);
    await page.goto(`${server.url}/employer/login`);
    await page.getByRole('button', { name: messages.socialLogin.signInWithGoogle }).click();
    await expect(page.getByText(messages.socialLogin.continueInBrowser)).toBeVisible();
    expect(await fakeDesktopCalls(page)).toContainEqual(['socialLogin.start', 'employer']);
  });

  test('an unknown identity goes on to registration, prefilled', async ({ page }) => {
    await page.evaluate(() =>
      window.fakeDesktop?.emitSocialLogin({
        kind: 'register',
        group: 'employer',
        email: 'ada@social.test',
        firstName: 'Ada',
        lastName: 'Lovelace',
        ticket: 'ticket',
      }),
    );
    await expect(page).toHaveURL(/\/employer\/register\/2$/);
    await expect(
      page.getByText(messages.socialLogin.signingUpWith('ada@social.test')),
    ).toBeVisible();
    await expect(
      page.getByLabel(messages.registrationPages.firstName, { exact: true }),
    ).toHaveValue('Ada');
  });

  test('a failed sign-in says why and stays on login', async ({ page }) => {
    await page.evaluate(
      (message) => window.fakeDesktop?.emitSocialLogin({ kind: 'error', message }),
      messages.socialLogin.failed,
    );
    await expect(page.getByText(messages.socialLogin.failed)).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/login$/);
  });
});

test('without a configured provider the button is hidden', async ({ page }) => {
  // The shared journeys' server has no OIDC_* settings.
  await page.goto('/candidate/login');
  await expect(page.getByRole('button', { name: messages.login.submit })).toBeVisible();
  await expect(
    page.getByRole('button', { name: messages.socialLogin.signInWithGoogle }),
  ).toHaveCount(0);
});
