/**
 * The desktop app's session (docs/security.md K1, K5) through the real UI: main's own session
 * code runs in Node behind the fake bridge (support/fake-desktop.ts), against the real server.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { chooseFromAccountMenu, graphql, screenshot, signIn } from './support/app';
import { installFakeDesktop } from './support/fake-desktop';

/** The bearer tokens the page sends to the API, as they go. */
function bearerTokens(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (request.url().endsWith('/graphql') && authorization) {
      seen.add(authorization.replace(/^Bearer /, ''));
    }
  });
  return seen;
}

async function signOutFromMenu(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, messages.nav.logOut);
  await expect(page).toHaveURL(/\/employer\/login$/);
}

test.describe('desktop session', () => {
  test('the page only ever holds short-lived tokens; sign-out ends the session on the server', async ({
    page,
    request,
  }) => {
    const desktop = await installFakeDesktop(page);
    const sent = bearerTokens(page);
    await signIn(page, accounts.employer);
    const session = await desktop.session.get();
    if (!session) throw new Error('main holds no session');

    // Every request after sign-in carried a token minted from the session, never the session.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: messages.dashboard.greeting(accounts.employer.firstName) }),
    ).toBeVisible();
    expect(sent.size).toBeGreaterThan(0);
    expect(sent.has(session)).toBe(false);
    const pageToken = [...sent].at(-1) ?? '';
    const minted = await graphql(
      request,
      'mutation { issueAccessToken { access_token } }',
      pageToken,
    );
    expect(minted.errors?.[0]?.message).toBe(messages.auth.sessionRequired);
    await screenshot(page, 'desktop-dashboard-employer');

    await signOutFromMenu(page);
    for (const token of [session, pageToken]) {
      const answer = await graphql(request, '{ me { id } }', token);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  test('signed out while the API could not be reached: the session ends at the next start', async ({
    page,
    browser,
    request,
  }) => {
    const desktop = await installFakeDesktop(page);
    await signIn(page, accounts.employer);
    const session = await desktop.session.get();
    if (!session) throw new Error('main holds no session');

    desktop.offline = true;
    await signOutFromMenu(page);
    await expect(
      page.getByRole('heading', { name: messages.groups.employer.loginTitle }),
    ).toBeVisible();
    // Signed out here, but the server has not heard: the session still works there.
    expect((await graphql(request, '{ me { id } }', session)).data?.['me']).not.toBeNull();

    // The app starts again (main's same keychain entries) with the API back.
    await page.close();
    const next = await browser.newPage();
    await installFakeDesktop(next, { stores: desktop.stores });
    await next.goto('/employer/dashboard');
    await expect(next).toHaveURL(/\/employer\/login\?redirectTo=/);
    await expect
      .poll(
        async () =>
          (await graphql(request, '{ me { id } }', session)).errors?.[0]?.extensions?.code,
      )
      .toBe('UNAUTHENTICATED');
    expect(await desktop.stores.pending.get()).toBeNull();
    await next.close();
  });
});
