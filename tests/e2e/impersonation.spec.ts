import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, type DemoAccount } from './support/accounts';
import { expectDashboard, graphql, screenshot, signIn } from './support/app';
import { adminCommand, freePort, startOwnServer, type OwnServer } from './support/own-server';

/**
 * Admin impersonation through the UI, with links minted by `admin impersonate` as an
 * operator would. The links need the demo accounts, which only a web-mode PGlite server
 * seeds, and a PGlite folder admits one process at a time: so this spec runs a server of
 * its own, seeds it, stops it to mint every link it needs, and starts it again. A link
 * lives 5 minutes; the journeys take well under that.
 */

test.describe.configure({ mode: 'serial' });

/** sessionStorage keys of the web platform (src/renderer/platform/web.ts). */
const SIGNED_IN_TOKEN_KEY = 'shortlist.session.token';
const IMPERSONATED_TOKEN_KEY = 'shortlist.session.impersonated-token';

interface MintedLink {
  id: string;
  token: string;
  /** The web route as printed, relative to the server. */
  path: string;
}

let server: OwnServer | undefined;
let dataDir = '';
const links: Partial<Record<'candidate' | 'agency', MintedLink>> = {};

function link(name: keyof typeof links): MintedLink {
  const minted = links[name];
  if (!minted) throw new Error(`no ${name} link minted`);
  return minted;
}

async function mint(env: NodeJS.ProcessEnv, account: DemoAccount): Promise<MintedLink> {
  const lines = (await adminCommand(env, 'impersonate', account.email)).trim().split('\n');
  expect(lines[0]).toContain(`Impersonation link for ${account.email}`);
  const desktop = /^shortlist:\/\/impersonate\/(\d+)\?token=([A-Za-z0-9_-]{43})$/.exec(
    lines[1] ?? '',
  );
  expect(desktop, lines[1]).not.toBeNull();
  const [, id = '', token = ''] = desktop ?? [];
  const web = new URL(lines[2] ?? '');
  expect(web.origin).toBe(`http://127.0.0.1:${env['PORT']}`);
  expect(web.pathname).toBe(`/${account.group}/impersonate/${id}`);
  expect(web.searchParams.get('token')).toBe(token);
  return { id, token, path: web.pathname + web.search };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-impersonation-'));
  // PGlite in its own folder (never CI's DATABASE_URL: the demo accounts are needed), mail
  // to its outbox, and the login limits lifted as on the shared journeys' server.
  const { DATABASE_URL: _pglite, SMTP_URL: _outbox, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    RATE_LIMITS: 'off',
    LOG: 'false',
  };
  // The admin command runs inside the server that holds the folder (its admin channel).
  server = await startOwnServer('web', env);
  links.candidate = await mint(env, accounts.candidate);
  links.agency = await mint(env, accounts.agency);
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server?.url });
  return context.newPage();
}

async function sessionStorageItem(page: Page, key: string): Promise<string | null> {
  const value = await page.evaluate(`window.sessionStorage.getItem(${JSON.stringify(key)})`);
  return typeof value === 'string' ? value : null;
}

function bar(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Impersonating / });
}

test('an employer opens a candidate link: loading, the candidate side with the bar, and back', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, accounts.employer);
  const employerToken = await sessionStorageItem(page, SIGNED_IN_TOKEN_KEY);

  // Hold the redeem back a moment so the loading state can be seen and pictured.
  let releaseRedeem: () => void = () => {};
  const redeemHeld = new Promise<void>((resolve) => (releaseRedeem = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('mutation Impersonate')) await redeemHeld;
    await route.continue();
  });

  await page.goto(link('candidate').path);
  await expect(page.getByRole('status').getByText(messages.common.loading)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/impersonation-loading.png' });
  releaseRedeem();

  await expectDashboard(page, accounts.candidate);
  await expect(bar(page)).toContainText(messages.impersonation.bar(accounts.candidate.name));
  await screenshot(page, 'impersonation-bar-candidate');
  // The admin's session is kept aside, untouched, under the impersonated one.
  expect(await sessionStorageItem(page, SIGNED_IN_TOKEN_KEY)).toBe(employerToken);
  const impersonatedToken = await sessionStorageItem(page, IMPERSONATED_TOKEN_KEY);
  expect(impersonatedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The bar comes back after a reload: the API says the session is an impersonation.
  await page.reload();
  await expectDashboard(page, accounts.candidate);
  await expect(bar(page)).toBeVisible();

  // A narrow window keeps the name and the button on one line.
  await page.setViewportSize({ width: 390, height: 760 });
  await expect(bar(page).getByRole('button', { name: messages.impersonation.stop })).toBeVisible();
  await screenshot(page, 'impersonation-bar-narrow');
  await page.setViewportSize({ width: 1366, height: 860 });

  await bar(page).getByRole('button', { name: messages.impersonation.stop }).click();
  await expectDashboard(page, accounts.employer);
  await expect(bar(page)).toHaveCount(0);
  expect(await sessionStorageItem(page, IMPERSONATED_TOKEN_KEY)).toBeNull();
  // The impersonated session was revoked on the server, not only forgotten here.
  const revoked = await graphql(page.request, '{ me { id } }', impersonatedToken ?? '');
  expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  await page.context().close();
});

test('a used link shows the error and keeps the current session', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, accounts.employer);

  await page.goto(link('candidate').path);
  await expect(page.getByText(messages.impersonation.linkFailed)).toBeVisible();
  await expect(page.getByText(messages.impersonation.linkFailedHint)).toBeVisible();
  await screenshot(page, 'impersonation-link-used');
  expect(await sessionStorageItem(page, IMPERSONATED_TOKEN_KEY)).toBeNull();

  await page.getByRole('link', { name: messages.nav.backToDashboard }).click();
  await expectDashboard(page, accounts.employer);
  await expect(bar(page)).toHaveCount(0);
  await page.context().close();
});

test('a link for another user, or not a link at all, is refused the same way', async ({
  browser,
}) => {
  const page = await newPage(browser);
  // The agency's token with the candidate's id: refused, and the token stays usable.
  await page.goto(`/agency/impersonate/${link('candidate').id}?token=${link('agency').token}`);
  await expect(page.getByText(messages.impersonation.linkFailed)).toBeVisible();
  await page.goto('/candidate/impersonate/1?token=not-a-token');
  await expect(page.getByText(messages.impersonation.linkFailed)).toBeVisible();
  await page.getByRole('link', { name: messages.nav.goToLogin }).click();
  await expect(page).toHaveURL(/\/candidate\/login$/);
  await page.context().close();
});

test('an agency link opened from any group signs in on the agency side; stopping signs out', async ({
  browser,
}) => {
  const page = await newPage(browser);
  // Under the employer group, as a desktop deep link may open it: the page follows the target.
  await page.goto(`/employer/impersonate/${link('agency').id}?token=${link('agency').token}`);

  await expectDashboard(page, accounts.agency);
  await expect(bar(page)).toContainText(messages.impersonation.bar(accounts.agency.name));
  await screenshot(page, 'impersonation-bar-agency');

  await bar(page).getByRole('button', { name: messages.impersonation.stop }).click();
  // No session was there before: stopping signs out, to the agency login.
  await expect(page).toHaveURL(/\/agency\/login$/);
  await page.goto('/agency/dashboard');
  await expect(page).toHaveURL(/\/agency\/login\?redirectTo=/);
  await page.context().close();
});
