import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { createScratchSchema, type ScratchSchema } from '../../src/server/testing/scratch-schema';
import { messages } from '../../src/shared/messages';
import type { Group } from '../../src/shared/users';
import { escapeRegExp, screenshot } from './support/app';
import { adminCommand, freePort, startOwnServer, type OwnServer } from './support/own-server';
import {
  fillCandidateOnboarding,
  newcomer,
  registerAgency,
  registerThroughSteps,
  type Newcomer,
} from './support/registration';

/**
 * Approval on a real server: `server` mode on PostgreSQL, where new accounts start
 * INACTIVE until `admin approve`. The journeys' shared server is PGlite in web mode
 * (accounts approved automatically, and a PGlite folder admits one process at a time,
 * so the admin command could not run beside it); this spec starts its own server on
 * DATABASE_URL, in a schema of its own that it drops afterwards.
 */

const databaseUrl = process.env.DATABASE_URL;

test.skip(!databaseUrl, 'DATABASE_URL is unset: approval needs a server on PostgreSQL');
// One server for the file; its tests share it one after another.
test.describe.configure({ mode: 'serial' });

let server: OwnServer | undefined;
let serverUrl = '';
let schema: ScratchSchema | undefined;
let dataDir = '';

/** The environment of this spec's server and of the admin commands run against it. */
function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { SMTP_URL: _noSmtp, RATE_LIMITS: _limitsOn, ...env } = process.env;
  return { ...env, DATABASE_URL: schema?.url, DATA_DIR: dataDir, NODE_ENV: 'production', ...extra };
}

function admin(...args: string[]): Promise<string> {
  return adminCommand(serverEnv(), ...args);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schema = await createScratchSchema(databaseUrl ?? '', 'e2e');
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-e2e-approval-'));

  server = await startOwnServer(
    'server',
    serverEnv({ PORT: String(await freePort()), LOG: 'false' }),
  );
  serverUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await schema?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What an ACTIVE account's dashboard shows: the employer's posts, the others' account card. */
function dashboardContent(group: Group): string {
  return group === 'employer'
    ? messages.opportunities.jobOpportunities
    : messages.dashboard.accountDetails;
}

async function expectApprovalNotice(page: Page, group: Group) {
  await expect(page).toHaveURL(new RegExp(`/${group}/dashboard$`));
  const notice = page.getByTestId('pending-approval-notice');
  await expect(notice.getByText(messages.account.pendingApproval)).toBeVisible();
  // Content shows only when ACTIVE (brief, section 2).
  await expect(page.getByText(dashboardContent(group), { exact: true })).toHaveCount(0);
  const link = notice.getByRole('link', { name: messages.account.updateProfile });
  await expect(link).toHaveAttribute('href', `/${group}/complete-profile`);
}

async function expectDashboardContent(page: Page, person: Newcomer, group: Group) {
  await expect(
    page.getByRole('heading', { name: messages.dashboard.greeting(person.firstName) }),
  ).toBeVisible();
  await expect(page.getByText(dashboardContent(group), { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-approval-notice')).toHaveCount(0);
}

for (const group of ['employer', 'candidate', 'agency'] as const) {
  test(`${group}: a new account sees the approval notice until an admin approves it`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The registration helpers use relative paths: this context's base is this spec's server.
    const context = await browser.newContext({ baseURL: serverUrl });
    const page = await context.newPage();
    try {
      const person = newcomer(group);
      if (group === 'agency') await registerAgency(page, person);
      else await registerThroughSteps(page, person);
      expect(await admin('list-users')).toMatch(
        new RegExp(`${escapeRegExp(person.email)}.*INACTIVE`),
      );

      await page.goto(`/${group}/dashboard`);
      await expectApprovalNotice(page, group);
      await screenshot(page, `approval-notice-${group}`);
      // The notice's link leads to the profile, which an account awaiting approval may edit.
      await page
        .getByTestId('pending-approval-notice')
        .getByRole('link', { name: messages.account.updateProfile })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${group}/complete-profile$`));
      if (group === 'candidate') {
        // Onboarded, a candidate still awaiting approval edits the rest of the profile: the
        // notice now leads to Edit Profile, which opens rather than sending them back.
        await fillCandidateOnboarding(page);
        await page.getByRole('button', { name: messages.onboardingPages.save }).click();
        await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
        await page.goto('/candidate/dashboard');
        await page
          .getByTestId('pending-approval-notice')
          .getByRole('link', { name: messages.account.updateProfile })
          .click();
        await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
        await expect(
          page.getByRole('heading', { name: messages.candidates.editProfile.title }),
        ).toBeVisible();
        await expect(page.getByTestId('pending-approval-notice')).toHaveCount(0);
      }

      expect(await admin('approve', person.email)).toContain('ACTIVE');

      await page.goto(`/${group}/dashboard`);
      await expectDashboardContent(page, person, group);
      await screenshot(page, `approval-approved-${group}`);
    } finally {
      await context.close();
    }
  });
}
