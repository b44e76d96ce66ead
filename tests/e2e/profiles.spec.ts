/**
 * Candidate profiles (issue 12, items 6 and 7): the demo employer opens an applicant's
 * `freelancer-profile/{userId}-{applicationId}` from View Applicants (the message, the CV
 * downloaded through its signed link: a real PDF) and their full `candidate-profile/{id}`;
 * another employer sees a candidate whose privacy is ACTIVE and gets the not-available page
 * once they switch it to INACTIVE (and never the demo employer's application); the candidate
 * reads their own `profile` (View Profile in the account menu, Edit Profile) and is sent to
 * their 404 from the employer's pages.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts, DEMO_PASSWORD } from './support/accounts';
import { graphql, screenshot, signIn, submitLogin } from './support/app';
import { fakeDesktopCalls, installFakeDesktop } from './support/fake-desktop';
import { candidateCall, completeCandidateThroughApi } from './support/candidates';
import { registerThroughApi, signInThroughApi } from './support/new-account';
import { grantJobPosts, postJobThroughApi } from './support/opportunities';

const p = messages.profiles;

interface Applicant {
  id: string;
  reason: string;
  /** `profile_id` is the opaque id profile links carry (docs/profiles.md). */
  user: { id: string; profile_id: string; name: string };
}

/** The demo employer's job `title` and who applied to it, through the API. */
async function demoApplicants(
  request: APIRequestContext,
  title: string,
): Promise<{ postId: string; applicants: Applicant[] }> {
  const token = (await signInThroughApi(request, accounts.employer.email, DEMO_PASSWORD))!;
  const posts = await graphql(
    request,
    '{ viewTeamOpportunity(target: JOB, first: 50) { data { id title } } }',
    token,
  );
  const postId = (
    posts.data?.['viewTeamOpportunity'] as { data: { id: string; title: string }[] }
  ).data.find((post) => post.title === title)?.id;
  expect(postId).toBeDefined();
  const answer = await graphql(
    request,
    `{ viewApplicants(opportunity_id: ${postId}) { id reason user { id profile_id name } } }`,
    token,
  );
  expect(answer.errors).toBeUndefined();
  return { postId: postId!, applicants: answer.data?.['viewApplicants'] as Applicant[] };
}

/** A section of the profile, by its heading. */
function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('the employer a candidate applied to reads the application and the full profile, and downloads the CV', async ({
  page,
  request,
}) => {
  const { postId, applicants } = await demoApplicants(request, 'Senior Packaging Designer');
  const amelia = applicants.find((applicant) => applicant.user.name === 'Amelia Hart')!;
  await signIn(page, accounts.employer);

  // View Applicants leads a candidate's name to their profile with this application.
  await page.goto(`/employer/view-applicants/${postId}`);
  await page.getByRole('link', { name: 'Amelia Hart', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/employer/freelancer-profile/${amelia.user.profile_id}-${amelia.id}$`),
  );
  await expect(page.getByRole('heading', { name: 'Amelia Hart', level: 1 })).toBeVisible();
  const application = section(page, p.application);
  await expect(application).toContainText('Senior Packaging Designer');
  await expect(application).toContainText(amelia.reason);
  await expect(application.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  // Every section of the profile is there, an empty one saying so.
  for (const name of [p.skills, p.experience, p.education, p.categoryExperience, p.preferences]) {
    await expect(section(page, name)).toBeVisible();
  }
  await screenshot(page, 'freelancer-profile');

  // The CV sent with the application: the browser's download of a signed link, a real PDF.
  const downloading = page.waitForEvent('download');
  await application.getByRole('button', { name: p.downloadCv }).click();
  const download = await downloading;
  expect(download.url()).toMatch(/\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The bare link (without its signature) opens nothing.
  const bare = new URL(download.url());
  expect((await page.request.get(bare.origin + bare.pathname)).status()).toBe(403);

  // The profile page lists what they applied to among the team's posts.
  await page.goto(`/employer/candidate-profile/${amelia.user.profile_id}`);
  await expect(page.getByRole('heading', { name: 'Amelia Hart', level: 1 })).toBeVisible();
  const applied = section(page, p.appliedTo);
  await expect(applied).toContainText('Senior Packaging Designer');
  // The demo candidate's full profile: experience with its years, education, her CV.
  await expect(section(page, p.experience)).toContainText('Senior Graphic Designer');
  await expect(section(page, p.experience)).toContainText(/\d+ years?|Less than a year/);
  await expect(section(page, p.education)).toContainText('Central Saint Martins');
  await expect(section(page, p.documents).getByRole('button').first()).toBeVisible();
  await screenshot(page, 'candidate-profile-full');
});

test('a candidate applies: their employer sees the application and profile whatever the privacy; another employer only while it is visible', async ({
  page,
  browser,
  request,
}) => {
  // Two employers and a candidate built through the API, three sign-ins: more than the default.
  test.setTimeout(150_000);
  // An employer with a job, and a candidate who builds a complete profile and applies to it.
  const employer = await registerThroughApi(request, 'employer', { label: 'profiles' });
  await grantJobPosts(employer.email, 1);
  const title = `Campaign Copywriter ${employer.firstName}`;
  const jobId = await postJobThroughApi(request, employer.token, title);
  const candidate = await registerThroughApi(request, 'candidate', { label: 'profiles' });
  const built = await completeCandidateThroughApi(request, candidate);
  const me = await candidateCall(
    request,
    candidate.token,
    '{ me { id profile_id resumes { id } } }',
  );
  // Profile links carry the opaque profile id, never the sequential user id.
  const {
    id: candidateUserId,
    profile_id: candidateId,
    resumes,
  } = me['me'] as { id: string; profile_id: string; resumes: { id: string }[] };
  const reason = 'I write launch campaigns and would love to write yours.';
  await candidateCall(
    request,
    candidate.token,
    'mutation ($input: ApplicationInput!) { createApplication(input: $input) { id } }',
    { input: { opportunity_id: jobId, reason, resume_id: resumes[0]!.id } },
  );
  const name = `${candidate.firstName} Journey`;

  // Another employer finds the profile while it is visible (privacy ACTIVE), without the
  // application, which is not theirs.
  const other = await registerThroughApi(request, 'employer', { label: 'profiles' });
  await page.goto('/employer/login');
  await submitLogin(page, other.email, other.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto(`/employer/candidate-profile/${candidateId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(built.bio)).toBeVisible();
  await expect(section(page, p.experience)).toContainText(built.experienceTitle);
  await expect(section(page, p.education)).toContainText(p.notAdded);
  await expect(section(page, p.appliedTo)).toHaveCount(0);
  await screenshot(page, 'candidate-profile-visible');
  // The sequential id is no way in: the old numeric link is not found (issue 23 A5).
  await page.goto(`/employer/candidate-profile/${candidateUserId}`);
  await expect(page.getByText(p.candidateNotFound)).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toHaveCount(0);

  // The candidate hides their profile (profile-privacy): at once, this employer sees nothing.
  await candidateCall(
    request,
    candidate.token,
    'mutation { updateProfilePrivacy(privacy: INACTIVE) { id } }',
  );
  await page.reload();
  await expect(page.getByText(p.candidateNotFound)).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await screenshot(page, 'candidate-profile-hidden');
  // Nor does the application open for them.
  const applicants = await graphql(
    request,
    `{ viewApplicants(opportunity_id: ${jobId}) { id } }`,
    employer.token,
  );
  const [applied] = applicants.data?.['viewApplicants'] as { id: string }[];
  await page.goto(`/employer/freelancer-profile/${candidateId}-${applied!.id}`);
  await expect(page.getByText(p.candidateNotFound)).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
  // A path that is not `{userId}-{applicationId}` is not found either.
  await page.goto('/employer/freelancer-profile/abc');
  await expect(page.getByText(p.candidateNotFound)).toBeVisible();

  // The employer they applied to still sees both, and downloads the CV from the profile.
  const context = await browser.newContext({ acceptDownloads: true });
  const own = await context.newPage();
  await own.goto('/employer/login');
  await submitLogin(own, employer.email, employer.password);
  await expect(own).toHaveURL(/\/employer\/dashboard$/);
  await own.goto(`/employer/view-applicants/${jobId}`);
  await own.getByRole('link', { name, exact: true }).click();
  await expect(own).toHaveURL(new RegExp(`/freelancer-profile/${candidateId}-${applied!.id}$`));
  await expect(section(own, p.application)).toContainText(reason);
  await expect(section(own, p.application)).toContainText(title);
  const documents = section(own, p.documents);
  await expect(documents).toContainText(built.cvName);
  const downloading = own.waitForEvent('download');
  await documents.getByRole('button', { name: `${p.downloadCv} ${built.cvName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(built.cvName);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await own.goto(`/employer/candidate-profile/${candidateId}`);
  await expect(section(own, p.appliedTo)).toContainText(title);
  await context.close();
});

test('the candidate reads their own profile as employers see it, and the employer pages are not theirs', async ({
  page,
}) => {
  await signIn(page, accounts.candidate);
  await page.getByRole('button', { name: messages.nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: p.viewProfile }).click();
  await expect(page).toHaveURL(/\/candidate\/profile$/);
  await expect(
    page.getByRole('heading', { name: accounts.candidate.name, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(p.ownProfileIntro)).toBeVisible();
  await expect(page.getByRole('link', { name: p.editProfile })).toHaveAttribute(
    'href',
    '/candidate/edit-profile',
  );
  // The employer's parts stay theirs: no applications here.
  await expect(section(page, p.appliedTo)).toHaveCount(0);
  await screenshot(page, 'own-profile');

  // The employer's profile pages send a candidate to their own 404.
  await page.goto('/employer/candidate-profile/1');
  await expect(page).toHaveURL(/\/candidate\/404$/);
  await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
  await page.goto('/employer/freelancer-profile/1-1');
  await expect(page).toHaveURL(/\/candidate\/404$/);
});

test('a failed load offers to try again; in the desktop app the CV goes through the bridge', async ({
  page,
  request,
}) => {
  const { applicants } = await demoApplicants(request, 'Senior Packaging Designer');
  const amelia = applicants.find((applicant) => applicant.user.name === 'Amelia Hart')!;
  await installFakeDesktop(page);
  await signIn(page, accounts.employer);
  let failing = true;
  await page.route('**/graphql', async (route) => {
    if (failing && (route.request().postData() ?? '').includes('CandidateProfile(')) {
      await route.fulfill({ status: 502, body: 'Bad Gateway' });
    } else {
      await route.continue();
    }
  });
  await page.goto(`/employer/candidate-profile/${amelia.user.profile_id}`);
  await expect(page.getByText(p.couldNotGetProfile)).toBeVisible();
  await screenshot(page, 'candidate-profile-failed');
  failing = false;
  await page.getByRole('button', { name: messages.nav.retry }).click();
  await expect(page.getByRole('heading', { name: 'Amelia Hart', level: 1 })).toBeVisible();

  // The desktop app hands the signed link to main (downloads.save), which saves the file.
  await section(page, p.documents).getByRole('button', { name: p.downloadCv }).click();
  const saves = async () =>
    (await fakeDesktopCalls(page)).filter(([method]) => method === 'downloads.save');
  await expect.poll(saves).toHaveLength(1);
  const url = String((await saves())[0]![1]);
  expect(url).toMatch(/\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
  await expect(page.getByText(p.downloadFailed)).toHaveCount(0);
});
