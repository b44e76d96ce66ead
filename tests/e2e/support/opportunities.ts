/**
 * Posts for the journeys: job posts granted through the admin channel of the journeys' own
 * server, and posts made through the API (the call the forms make), built from the API's own
 * lists so they pass every rule.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminCommand } from './own-server';

/** Grants `qty` job posts to the team of `email` (`admin credits … grant`). */
export async function grantJobPosts(email: string, qty: number): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'granting job posts needs the journeys’ own server (E2E_DATA_DIR)');
  const printed = await adminCommand(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    'credits',
    email,
    'grant',
    String(qty),
  );
  expect(printed).toContain('granted');
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

interface Named {
  id: string;
  name: string;
}

/** Posts a job through the API for the token's team (one job post must be available). */
export async function postJobThroughApi(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<string> {
  const lists = await call<{
    allJobLevels: { key: string }[];
    skills: (Named & { software: boolean })[];
    genres: Named[];
  }>(
    request,
    token,
    '{ allJobLevels { key } skills(industries: ["1"]) { id name software } genres(industries: ["1"]) { id name } }',
  );
  let level = '';
  let position: Named | undefined;
  for (const { key } of lists.allJobLevels) {
    const found = await call<{ positions: Named[] }>(
      request,
      token,
      'query ($level: String!) { positions(industries: ["1"], jobLevels: [$level]) { id name } }',
      { level: key },
    );
    if (found.positions[0]) {
      level = key;
      position = found.positions[0];
      break;
    }
  }
  const today = new Date();
  const jobNumber = [today.getDate(), today.getMonth() + 1]
    .map((part) => String(part).padStart(2, '0'))
    .concat(String(today.getFullYear()))
    .join('/');
  const created = await call<{ createOpportunity: { id: string } }>(
    request,
    token,
    'mutation ($input: OpportunityInput!) { createOpportunity(input: $input) { id } }',
    {
      input: {
        title,
        job_number: jobNumber,
        industries: ['1'],
        genres: lists.genres.slice(0, 1).map((genre) => genre.id),
        location: 'Leeds, West Yorkshire, England',
        work_mode: 'ONSITE',
        description: JSON.stringify({
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: `${title}: the role.` }] },
          ],
        }),
        type: 'PERMANENT',
        sub_type: 'FULLTIME',
        level,
        position_id: position?.id,
        skills: lists.skills
          .filter((skill) => !skill.software)
          .slice(0, 3)
          .map((skill) => skill.id),
        minimumBudget: 30_000,
        maximumBudget: 40_000,
        compensation_unit: 'YEAR',
        follow_up: 'Thank you for applying.',
      },
    },
  );
  return created.createOpportunity.id;
}

/** The titles of the published jobs a candidate's token sees (first 100). */
export async function publishedJobTitles(
  request: APIRequestContext,
  token: string,
): Promise<string[]> {
  const found = await call<{ publishedOpportunities: { data: { title: string }[] } }>(
    request,
    token,
    '{ publishedOpportunities(target: JOB, first: 100) { data { title } } }',
  );
  return found.publishedOpportunities.data.map((post) => post.title);
}
