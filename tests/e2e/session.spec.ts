import { expect, test } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { graphql, screenshot, sessionToken, signIn } from './support/app';

test.describe('session', () => {
  test('logout from the account menu returns to login and the old token stops working', async ({
    page,
    request,
  }) => {
    await signIn(page, accounts.agency);
    const token = await sessionToken(page);

    await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    await screenshot(page, 'account-menu-agency');
    await page.getByRole('menuitem', { name: messages.nav.logOut }).click();

    await expect(page).toHaveURL(/\/agency\/login$/);
    await expect(
      page.getByRole('heading', { name: messages.groups.agency.loginTitle }),
    ).toBeVisible();
    const answer = await graphql(request, '{ me { id } }', token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // The session is gone from this tab too.
    await page.goto('/agency/dashboard');
    await expect(page).toHaveURL(/\/agency\/login\?redirectTo=/);
  });

  test('/{group}/logout signs out', async ({ page }) => {
    await signIn(page, accounts.agency);
    await page.goto('/agency/logout');
    await expect(page).toHaveURL(/\/agency\/login$/);
    await page.goto('/agency/dashboard');
    await expect(page).toHaveURL(/\/agency\/login\?redirectTo=/);
  });

  test('a token revoked elsewhere shows the logged-out toast and goes to login', async ({
    page,
    request,
  }) => {
    await signIn(page, accounts.candidate);
    const token = await sessionToken(page);
    // Another client with the same token logs out: the server revokes it.
    const revoked = await graphql(request, 'mutation { logout }', token);
    expect(revoked.data?.['logout']).toBe(true);

    await page.reload();

    const toast = page.getByText(messages.auth.loggedOut);
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/candidate\/login\?redirectTo=%2Fcandidate%2Fdashboard$/);
    // The pointer on the toast holds it open (antd pauses its timer) while the screen is
    // pictured and scanned, as a user reaching for it would.
    await toast.hover();
    await screenshot(page, 'logged-out-toast');
    // Clicking the toast leads to that login page (here: stays on it) and dismisses it.
    await toast.click();
    await expect(toast).toBeHidden();
    await expect(page).toHaveURL(/\/candidate\/login\?redirectTo=%2Fcandidate%2Fdashboard$/);
  });
});
