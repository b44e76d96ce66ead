import { expect, test } from './support/test';
import { INVALID_API_URL } from '../../src/main/api';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { screenshot, signIn } from './support/app';
import { fakeDesktopCalls, installFakeDesktop } from './support/fake-desktop';

const text = messages.appSettings;

test.describe('App Settings (desktop)', () => {
  test('signed out: says where the session is kept, and chooses a remote server', async ({
    page,
  }) => {
    await installFakeDesktop(page, {
      persistence: { persistent: false, reason: messages.desktopSession.noKeyring },
      invalidApiUrlMessage: INVALID_API_URL,
    });
    await page.goto('/employer/login');
    await page.getByRole('link', { name: text.openSettings }).click();
    await expect(page).toHaveURL(/\/employer\/app-settings$/);
    await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(page.getByText(messages.desktopSession.noKeyring)).toBeVisible();
    await expect(page.getByText(text.inUseEmbedded)).toBeVisible();
    await expect(page.getByText(text.version('1.2.3'))).toBeVisible();
    await expect(page.getByRole('radio', { name: text.embedded })).toBeChecked();

    await page.getByRole('radio', { name: text.remote }).check();
    const address = page.getByLabel(text.remoteUrlLabel);
    await address.fill('http://shortlist.example.com');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(INVALID_API_URL)).toBeVisible();
    await screenshot(page, 'app-settings-invalid-url');

    await address.fill('https://shortlist.example.com');
    await address.press('Enter');
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page.getByText(INVALID_API_URL)).toHaveCount(0);
    expect(await fakeDesktopCalls(page)).toContainEqual([
      'settings.setApi',
      { kind: 'remote', url: 'https://shortlist.example.com' },
    ]);

    // Back to the built-in server.
    await page.reload();
    await expect(page.getByLabel(text.remoteUrlLabel)).toHaveValue('https://shortlist.example.com');
    await page.getByRole('radio', { name: text.embedded }).check();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    expect(await fakeDesktopCalls(page)).toContainEqual(['settings.setApi', { kind: 'embedded' }]);
  });

  test('signed in: the account menu leads to it, inside the shell', async ({ page }) => {
    await installFakeDesktop(page);
    await signIn(page, accounts.employer);
    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    await page.getByRole('menuitem', { name: text.openSettings }).click();
    await expect(page).toHaveURL(/\/employer\/app-settings$/);
    await expect(page.getByText(text.keychain)).toBeVisible();
    await page.evaluate(() =>
      window.fakeDesktop?.emitUpdate({ state: 'downloading', percent: 42 }),
    );
    await expect(page.getByText(messages.updates.downloading(42))).toBeVisible();
    await screenshot(page, 'app-settings-employer');
  });

  test('Check for updates says what the check found', async ({ page }) => {
    await installFakeDesktop(page, { checkAnswer: messages.updates.upToDate });
    await page.goto('/agency/app-settings');
    await page.getByRole('button', { name: text.checkForUpdates }).click();
    await expect(
      page.getByRole('status').filter({ hasText: messages.updates.upToDate }),
    ).toBeVisible();
    expect(await fakeDesktopCalls(page)).toContainEqual(['updates.checkNow']);
  });

  test('a downloaded update shows Update ready on any page, and Restart now installs it', async ({
    page,
  }) => {
    await installFakeDesktop(page);
    await page.goto('/candidate/login');
    const banner = page.getByTestId('update-banner');
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => window.fakeDesktop?.emitUpdate({ state: 'ready', version: '1.3.0' }));
    await expect(banner).toContainText(messages.updates.ready);
    await expect(banner).toContainText(messages.updates.readyDetail('1.3.0'));
    await screenshot(page, 'update-ready-login');
    await banner.getByRole('button', { name: messages.updates.restartNow }).click();
    await expect.poll(() => fakeDesktopCalls(page)).toContainEqual(['updates.restartNow']);
  });

  test('a browser has no App Settings', async ({ page }) => {
    await page.goto('/candidate/login');
    await expect(page.getByRole('button', { name: messages.login.submit })).toBeVisible();
    await expect(page.getByRole('link', { name: text.openSettings })).toHaveCount(0);
    await signIn(page, accounts.candidate);
    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    await expect(page.getByRole('menuitem', { name: messages.nav.logOut })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: text.openSettings })).toHaveCount(0);
    await page.goto('/candidate/app-settings');
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  });
});
