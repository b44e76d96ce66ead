import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../../../src/shared/messages';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { settled } from './settled';

/** The platform's sessionStorage key (src/renderer/platform/web.ts). */
const TOKEN_KEY = 'shortlist.session.token';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(messages.login.emailLabel).fill(email);
  await page.getByLabel(messages.login.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: messages.login.submit }).click();
}

/** Signs in through the group's login page and waits for the dashboard. */
export async function signIn(
  page: Page,
  account: DemoAccount,
  loginPath = `/${account.group}/login`,
): Promise<void> {
  await page.goto(loginPath);
  await submitLogin(page, account.email, DEMO_PASSWORD);
  await expectDashboard(page, account);
}

export async function expectDashboard(page: Page, account: DemoAccount): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${account.group}/dashboard$`));
  await expect(
    page.getByRole('heading', { name: messages.dashboard.greeting(account.firstName) }),
  ).toBeVisible();
}

/** The token the web platform keeps for this tab. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(`window.sessionStorage.getItem(${JSON.stringify(TOKEN_KEY)})`);
  if (typeof token !== 'string' || token === '')
    throw new Error('No session token in sessionStorage');
  return token;
}

/** Calls the API directly, as another client holding the same token would. */
export async function graphql(
  request: APIRequestContext,
  query: string,
  token?: string,
): Promise<{
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}> {
  const response = await request.post('/graphql', {
    data: { query },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.json();
}

/**
 * The answer to the page's next GraphQL operation `operationName` (Apollo names each request):
 * start waiting before the action that sends it, await it where the test needs it answered.
 */
export function graphqlAnswer(page: Page, operationName: string) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().postDataJSON()?.operationName === operationName,
  );
}

/** Pictures the screen for review and scans it for accessibility (support/accessibility.ts). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // The resting state: requests answered, fonts loaded, no finite animation still running
  // (journeys run with reduced motion, so antd's entrance motions are off already).
  await settled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  await expectAccessible(page, name);
}

/**
 * The open account menu, once antd's entrance motion has ended: a click or key press during
 * the motion can land on an item that is not ready yet (seen on a loaded CI machine).
 */
export async function accountMenuSettled(page: Page): Promise<Locator> {
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-(enter|appear)/);
  return dropdown.getByRole('menu');
}

/** Opens the account menu with the mouse and chooses `item`. */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  const menu = await accountMenuSettled(page);
  await menu.getByRole('menuitem', { name: item }).click();
}
