/**
 * View Applicants (employer): the demo employer opens who applied to its seeded posts (the
 * demo data, db/seed/demo.ts), reads their messages and downloads a CV, which is a real PDF
 * served through its short-lived signed link; a name opens the candidate's or the agency's
 * profile; a project's agencies are named; an empty post
 * says so; a failed load offers to try again; another employer gets the not-found state. In
 * the desktop app the page hands the link to the bridge, and main's saver (run here with
 * Electron's dialog faked) saves the PDF from the real server.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { createDownloadSaver } from '../../src/main/downloads';
import { createMemoryLogger } from '../../src/main/logger';
import { pdfTextOf } from '../../src/server/testing/pdf-text';
import { messages } from '../../src/shared/messages';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { graphql, screenshot, sessionToken, signIn, submitLogin } from './support/app';
import { fakeDesktopCalls, installFakeDesktop } from './support/fake-desktop';
import { registerThroughApi, signInThroughApi } from './support/new-account';

const m = messages.applicants;

/** The demo employer's posts by title, through the API as the dashboard asks for them. */
async function demoPostIds(page: Page): Promise<Record<string, string>> {
  // The desktop app's page keeps no session: it asks main (the bridge) for a token.
  const desktopToken = await page.evaluate(async () =>
    window.desktop ? await window.desktop.session.getToken() : null,
  );
  const token =
    desktopToken?.ok && desktopToken.value ? desktopToken.value : await sessionToken(page);
  const ids: Record<string, string> = {};
  for (const target of ['JOB', 'PROJECT']) {
    for (const closed of [false, true]) {
      const answer = await graphql(
        page.request,
        `{ viewTeamOpportunity(target: ${target}, closed: ${closed}, first: 50) { data { id title } } }`,
        token,
      );
      expect(answer.errors).toBeUndefined();
      const list = answer.data?.['viewTeamOpportunity'] as {
        data: { id: string; title: string }[];
      };
      for (const post of list.data) ids[post.title] = post.id;
    }
  }
  return ids;
}

/** The list item of one applicant, by name. */
function applicant(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
}

test('the demo employer reads who applied to a job and downloads a CV, a real PDF', async ({
  page,
}) => {
  await signIn(page, accounts.employer);
  const ids = await demoPostIds(page);
  const job = ids['Senior Packaging Designer'];
  expect(job).toBeDefined();

  await page.goto(`/employer/view-applicants/${job}`);
  await expect(
    page.getByRole('heading', { name: 'Senior Packaging Designer', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `${m.title} (3)`, level: 2 })).toBeVisible();

  // Newest first, each with the date they applied and their message.
  const names = page.locator('.applicant-name');
  await expect(names).toHaveText(['Sofia Marino', 'Noah Patel', 'Amelia Hart']);
  const amelia = applicant(page, 'Amelia Hart');
  await expect(amelia).toContainText(
    'I have designed own-brand packaging for two UK retailers and would love to bring that to your garden ranges.',
  );
  await expect(amelia.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(applicant(page, 'Noah Patel')).toContainText('Six years of grocery and homeware');
  // Files only where they were sent: Amelia a CV and a document, Noah a CV, Sofia neither.
  await expect(amelia.getByRole('button')).toHaveText([
    m.downloadCv + m.ofApplicant('Amelia Hart'),
    m.downloadDocument + m.ofApplicant('Amelia Hart'),
  ]);
  await expect(applicant(page, 'Noah Patel').getByRole('button')).toHaveCount(1);
  await expect(applicant(page, 'Sofia Marino').getByRole('button')).toHaveCount(0);
  // Each name leads to the candidate's profile with this application.
  await expect(amelia.getByRole('link', { name: 'Amelia Hart' })).toHaveAttribute(
    'href',
    /\/employer\/freelancer-profile\/[0-9a-f]{32}-\d+$/,
  );
  await screenshot(page, 'view-applicants-job');

  // The CV: the browser's own download of the signed link, named as it was uploaded.
  const downloading = page.waitForEvent('download');
  await amelia
    .getByRole('button', { name: `${m.downloadCv}${m.ofApplicant('Amelia Hart')}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Amelia Hart CV.pdf');
  expect(download.url()).toMatch(/\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
  expect(await pdfTextOf(bytes)).toContain('Amelia Hart: Senior Graphic Designer');

  // Without its signature the same file is refused.
  const bare = new URL(download.url());
  const refused = await page.request.get(bare.origin + bare.pathname);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: messages.uploads.linkExpired });

  // Back to the dashboard.
  await page.getByRole('link', { name: messages.nav.backToDashboard }).first().click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
});

test('a project names its agency applicants; a post nobody applied to says so', async ({
  page,
}) => {
  await signIn(page, accounts.employer);
  const ids = await demoPostIds(page);

  await page.goto(`/employer/view-applicants/${ids['Spring Garden Campaign Film']}`);
  await expect(page.getByRole('heading', { name: `${m.title} (2)`, level: 2 })).toBeVisible();
  const brightwater = applicant(page, accounts.agency.name);
  await expect(brightwater).toContainText(m.agency);
  await expect(brightwater).toContainText(accounts.agency.organisation);
  await expect(brightwater.getByRole('button')).toHaveText([
    m.downloadDocument + m.ofApplicant(accounts.agency.name),
  ]);
  await expect(applicant(page, 'Maya Collins')).toContainText('Northlight Films');
  await screenshot(page, 'view-applicants-project');

  // The document: a PDF too.
  const downloading = page.waitForEvent('download');
  await brightwater.getByRole('button').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Brightwater Creative proposal.pdf');

  await page.goto(`/employer/view-applicants/${ids['CRM Marketing Manager']}`);
  await expect(
    page.getByRole('heading', { name: 'CRM Marketing Manager', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(messages.opportunities.unpublishedTag)).toBeVisible();
  await expect(page.getByText(m.empty)).toBeVisible();
  await screenshot(page, 'view-applicants-empty');
});

test('an applicant’s name opens their profile: a candidate’s with the application and what they applied to, an agency’s', async ({
  page,
}) => {
  await signIn(page, accounts.employer);
  const ids = await demoPostIds(page);
  const p = messages.profiles;

  await page.goto(`/employer/view-applicants/${ids['Senior Packaging Designer']}`);
  await applicant(page, 'Noah Patel').getByRole('link', { name: 'Noah Patel' }).click();
  await expect(page).toHaveURL(/\/employer\/freelancer-profile\/[0-9a-f]{32}-\d+$/);
  await expect(page.getByRole('heading', { name: 'Noah Patel', level: 1 })).toBeVisible();
  const header = page.locator('.profile-header');
  await expect(header.getByText('Packaging Designer', { exact: true })).toBeVisible();
  await expect(header.getByText('Leeds, West Yorkshire, United Kingdom')).toBeVisible();
  // The application: its post and message.
  const application = page.getByRole('region', { name: p.application });
  await expect(application).toContainText('Senior Packaging Designer');
  await expect(application).toContainText('Six years of grocery and homeware');
  // The positions they seek and their disciplines, as tags.
  const categories = page.getByRole('region', { name: p.categoryExperience });
  await expect(categories.getByText('Packaging Designer', { exact: true })).toBeVisible();
  await expect(categories.getByText('Design & Creative', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: p.about, level: 2 })).toBeVisible();
  await expect(page.getByText('Packaging and point-of-sale designer from Leeds')).toBeVisible();
  // What they applied to, among the team's posts, each leading back to its applicants.
  await expect(page.getByRole('heading', { name: p.appliedTo, level: 2 })).toBeVisible();
  const applied = page.locator('.profile-applications li');
  await expect(applied.first()).toContainText('Senior Packaging Designer');
  await screenshot(page, 'candidate-profile');
  await applied
    .filter({ hasText: 'Senior Packaging Designer' })
    .getByRole('link', { name: `${p.viewApplicants} Senior Packaging Designer` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/view-applicants/${ids['Senior Packaging Designer']}$`));

  // An agency applicant leads to the agency's profile.
  await page.goto(`/employer/view-applicants/${ids['Spring Garden Campaign Film']}`);
  await applicant(page, accounts.agency.name)
    .getByRole('link', { name: accounts.agency.name })
    .click();
  await expect(page).toHaveURL(/\/employer\/agency-profile\/\d+$/);
  await expect(
    page.getByRole('heading', { name: accounts.agency.organisation, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('https://brightwater.example')).toHaveAttribute(
    'href',
    'https://brightwater.example',
  );
  await expect(page.getByText('Bristol, United Kingdom · London, United Kingdom')).toBeVisible();
  // Its services among the facts (its case studies below show theirs as chips too).
  await expect(
    page.getByRole('rowgroup').getByText('Brand Identity', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(messages.profiles.vetted)).toBeVisible();
  await screenshot(page, 'agency-profile');
});

test("a failed load offers to try again: 'Could not get applicants'", async ({ page }) => {
  await signIn(page, accounts.employer);
  const ids = await demoPostIds(page);
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (failing && body.includes('ViewApplicants')) {
      await route.fulfill({ status: 502, body: 'Bad Gateway' });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/employer/view-applicants/${ids['Freelance Copywriter: Spring Campaign']}`);
  await expect(page.getByText(messages.opportunities.couldNotGetApplicants)).toBeVisible();
  await screenshot(page, 'view-applicants-failed');
  failing = false;
  await page.getByRole('button', { name: messages.nav.retry }).click();
  await expect(page.getByRole('heading', { name: `${m.title} (2)`, level: 2 })).toBeVisible();
  await expect(applicant(page, 'Grace Okafor')).toBeVisible();
});

test('another employer gets the not-found state for the demo employer’s post', async ({
  page,
  request,
}) => {
  // The post's id, as the demo employer's own client (through the API) knows it.
  const demoToken = await signInThroughApi(request, accounts.employer.email, DEMO_PASSWORD);
  const answer = await graphql(
    request,
    '{ viewTeamOpportunity(target: JOB, first: 50) { data { id title } } }',
    demoToken ?? undefined,
  );
  const posts = (answer.data?.['viewTeamOpportunity'] as { data: { id: string; title: string }[] })
    .data;
  const job = posts.find((post) => post.title === 'Senior Packaging Designer')?.id;
  expect(job).toBeDefined();

  const other = await registerThroughApi(request, 'employer', { label: 'applicants' });
  await page.goto('/employer/login');
  await submitLogin(page, other.email, other.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto(`/employer/view-applicants/${job}`);
  await expect(page.getByText(messages.opportunities.notFound)).toBeVisible();
  await expect(page.getByText('Amelia Hart')).toHaveCount(0);
  await screenshot(page, 'view-applicants-not-found');

  // Nor does it open her application; her profile, visible to employers (privacy ACTIVE),
  // lists nothing she applied to.
  const applicants = await graphql(
    request,
    `{ viewApplicants(opportunity_id: ${job}) { id user { id profile_id name } } }`,
    demoToken ?? undefined,
  );
  const amelia = (
    applicants.data?.['viewApplicants'] as {
      id: string;
      user: { id: string; profile_id: string; name: string };
    }[]
  ).find(({ user }) => user.name === 'Amelia Hart');
  expect(amelia).toBeDefined();
  await page.goto(`/employer/freelancer-profile/${amelia!.user.profile_id}-${amelia!.id}`);
  await expect(page.getByText(messages.profiles.candidateNotFound)).toBeVisible();
  await expect(page.getByText('Amelia Hart')).toHaveCount(0);
  await screenshot(page, 'candidate-profile-not-found');
  await page.goto(`/employer/candidate-profile/${amelia!.user.profile_id}`);
  await expect(page.getByRole('heading', { name: 'Amelia Hart', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.profiles.appliedTo })).toHaveCount(0);
});

test('in the desktop app the CV goes through the bridge, and main saves the PDF', async ({
  page,
}) => {
  await installFakeDesktop(page);
  await signIn(page, accounts.employer);
  const job = (await demoPostIds(page))['Senior Packaging Designer'];
  await page.goto(`/employer/view-applicants/${job}`);
  await applicant(page, 'Noah Patel')
    .getByRole('button', { name: `${m.downloadCv}${m.ofApplicant('Noah Patel')}` })
    .click();
  const origin = new URL(page.url()).origin;
  const saves = async () =>
    (await fakeDesktopCalls(page)).filter(([method]) => method === 'downloads.save');
  await expect.poll(saves).toHaveLength(1);
  const url = String((await saves())[0]![1]);
  expect(url.startsWith(`${origin}/files/`)).toBe(true);
  expect(url).toMatch(/\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
  await expect(page.getByText(m.downloadFailed)).toHaveCount(0);

  // What main does with it (src/main/index.ts builds the same saver with Electron's dialog).
  const folder = await mkdtemp(join(tmpdir(), 'shortlist-downloads-'));
  try {
    const saver = createDownloadSaver({
      apiOrigin: async () => origin,
      getToken: async () => null,
      fetch,
      showSaveDialog: async (options) => ({ canceled: false, filePath: options.defaultPath }),
      downloadsPath: () => folder,
      showMessageBox: async () => ({ response: 2 }),
      openPath: async () => '',
      showItemInFolder: () => {},
      log: createMemoryLogger(),
    });
    const path = join(folder, 'Noah Patel CV.pdf');
    expect(await saver.save(url)).toEqual({ ok: true, value: { path } });
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A tampered link is refused by the server, and nothing more is written.
    const tampered = url.replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(await saver.save(tampered)).toEqual({ ok: false, error: 'unauthorized' });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
