/**
 * Every path of the brief (src/shared/brief-routes.ts) opens a page for its group's
 * demo account, or redirects to its current equivalent: never the 404, never an error. Ids
 * come from the demo data through the API, as the pages that link to them would find them.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { settled } from './support/settled';
import { messages } from '../../src/shared/messages';
import { BRIEF_ROUTES } from '../../src/shared/brief-routes';
import type { Group } from '../../src/shared/users';
import { accounts } from './support/accounts';
import { graphql, sessionToken, signIn } from './support/app';

type Params = Record<string, string>;

async function data<T>(request: APIRequestContext, token: string, query: string): Promise<T> {
  const answer = await graphql(request, query, token);
  if (answer.errors?.length) throw new Error(`${query}: ${answer.errors[0]?.message}`);
  return answer.data as T;
}

/** Real ids for each group's parameters, from what the demo account can see. */
async function paramsFor(request: APIRequestContext, token: string, group: Group): Promise<Params> {
  const { articles } = await data<{ articles: { data: { slug: string }[] } }>(
    request,
    token,
    '{ articles(first: 1) { data { slug } } }',
  );
  const common = { slug: articles.data[0]?.slug ?? 'missing', token: 'no-such-token' };
  if (group === 'employer') {
    const found = await data<{
      jobs: { data: { id: string }[] };
      projects: { data: { id: string }[] };
      agencies: { data: { id: string }[] };
      caseStudies: { data: { id: string }[] };
    }>(
      request,
      token,
      `{ jobs: viewTeamOpportunity(target: JOB) { data { id } }
         projects: viewTeamOpportunity(target: PROJECT) { data { id } }
         agencies: marketplaceAgencies(first: 1) { data { id } }
         caseStudies: marketplaceCaseStudies(first: 1) { data { id } } }`,
    );
    // A job with a candidate's application, for the applicant pages.
    let application = { id: '0', userId: '0', jobId: found.jobs.data[0]?.id ?? '0' };
    for (const job of found.jobs.data) {
      const { viewApplicants } = await data<{
        viewApplicants: { id: string; user: { profile_id: string | null; type: string } }[];
      }>(
        request,
        token,
        `{ viewApplicants(opportunity_id: ${job.id}) { id user { profile_id type } } }`,
      );
      const candidate = viewApplicants.find((applicant) => applicant.user.type === 'FREELANCER');
      if (candidate) {
        // Profile links carry the candidate's opaque profile id (docs/profiles.md).
        application = { id: candidate.id, userId: candidate.user.profile_id ?? '0', jobId: job.id };
        break;
      }
    }
    return {
      ...common,
      step: '2',
      id: application.jobId,
      userIdApplicationId: `${application.userId}-${application.id}`,
      'view-project': found.projects.data[0]?.id ?? '0',
      'edit-project': found.projects.data[0]?.id ?? '0',
      'agency-profile': found.agencies.data[0]?.id ?? '0',
      'candidate-profile': application.userId,
      'case-study': found.caseStudies.data[0]?.id ?? '0',
    };
  }
  const side = group === 'candidate' ? 'JOB' : 'PROJECT';
  const { posts } = await data<{ posts: { data: { id: string; agency: { id: string } }[] } }>(
    request,
    token,
    `{ posts: publishedOpportunities(target: ${side}, first: 1) { data { id agency { id } } } }`,
  );
  const post = posts.data[0];
  const params: Params = {
    ...common,
    step: '2',
    id: post?.id ?? '0',
    'company-profile': post?.agency.id ?? '0',
  };
  if (group === 'agency') {
    const { caseStudies } = await data<{ caseStudies: { data: { id: string }[] } }>(
      request,
      token,
      '{ caseStudies(first: 1) { data { id } } }',
    );
    params['case-study'] = caseStudies.data[0]?.id ?? '0';
    params['case-study/edit'] = params['case-study'];
  }
  return params;
}

/** The path with its parameters filled: a page-specific id first, else the group's default. */
function fill(path: string, params: Params): string {
  const page = path.replace(/\/:[A-Za-z]+$/, '');
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => params[page] ?? params[name] ?? '0');
}

async function expectAPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
  await expect(page, `${url} went to the 404`).not.toHaveURL(/\/404$/);
  await expect(page.getByText(messages.common.pageNotFound), `${url} is not found`).toHaveCount(0);
  await expect(page.getByText(messages.common.somethingWentWrong), `${url} failed`).toHaveCount(0);
}

for (const group of Object.keys(BRIEF_ROUTES) as Group[]) {
  test(`every route of the brief opens a page for the ${group}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const account = accounts[group];
    await signIn(page, account);
    const params = await paramsFor(request, await sessionToken(page), group);
    // The 404 is the page these look for; logout would end the walk, so it goes last.
    const paths = BRIEF_ROUTES[group].filter((path) => path !== '404' && path !== 'logout');
    for (const path of paths) await expectAPage(page, `/${group}/${fill(path, params)}`);
    await page.goto(`/${group}/logout`);
    await expect(page).toHaveURL(new RegExp(`/${group}/login$`));
  });
}

test('the pages for everyone open signed out', async ({ page }) => {
  for (const group of Object.keys(BRIEF_ROUTES) as Group[]) {
    for (const path of [
      'resources',
      'pages/pricing',
      'marketing/how-it-works',
      'login',
      'register',
      'register/1',
    ]) {
      await expectAPage(page, `/${group}/${path}`);
    }
  }
  // The employer root, under both of its names (brief: "Login not required: … employer root").
  await expectAPage(page, '/employer');
  await expectAPage(page, '/company');
});
