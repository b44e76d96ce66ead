/**
 * Candidates' profiles through the API, for journeys that need a candidate in a given
 * state without clicking through every screen: `completeCandidateThroughApi` makes an
 * API-registered candidate (support/new-account.ts) complete enough to apply
 * (`isProfileComplete.complete`), the way the onboarding, edit-profile and manage-cv pages
 * would. The candidate-profile journey builds the same profile through the UI.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { demoPdf } from '../../../src/server/platform/pdf/demo-pdf';
import type { NewAccount } from './new-account';

const FIXTURES = 'tests/e2e/fixtures';

/** A small real PDF to upload as a CV or a supporting document. */
export function cvPdf(name = 'Journey Candidate'): Promise<Buffer> {
  return demoPdf([name, 'Curriculum vitae', '', 'Copywriter, 2019 to date.']);
}

type Answer = { data?: Record<string, unknown> | null; errors?: unknown[] };

/** Sends one GraphQL operation as the candidate and fails the journey on any error. */
export async function candidateCall(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  apiUrl = '',
): Promise<Record<string, unknown>> {
  const response = await request.post(`${apiUrl}/graphql`, {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as Answer;
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

/** Uploads a file as `POST /api/uploads` takes it (`kind` first); resolves to its id. */
export async function uploadThroughApi(
  request: APIRequestContext,
  token: string,
  kind: 'avatar' | 'resume' | 'document',
  file: { name: string; mimeType: string; buffer: Buffer },
  apiUrl = '',
): Promise<string> {
  const response = await request.post(`${apiUrl}/api/uploads`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind, file },
  });
  const body = (await response.json()) as { id?: string; error?: string };
  expect(response.status(), JSON.stringify(body)).toBe(201);
  return String(body.id);
}

/** What `completeCandidateThroughApi` gave the candidate, for journeys to look for. */
export interface CompleteCandidate {
  bio: string;
  experienceTitle: string;
  cvName: string;
  skillIds: readonly string[];
}

/**
 * Makes an API-registered candidate's profile complete: onboarding (photo, bio, …), Edit
 * Profile (category experience 1 with 3 skills, one top), an experience, an active CV and
 * Manage CV's considerations. Works for an account awaiting approval too.
 */
export async function completeCandidateThroughApi(
  request: APIRequestContext,
  candidate: Pick<NewAccount, 'token' | 'firstName'>,
  options: { apiUrl?: string } = {},
): Promise<CompleteCandidate> {
  const { token } = candidate;
  const apiUrl = options.apiUrl ?? '';
  const call = (query: string, variables?: Record<string, unknown>) =>
    candidateCall(request, token, query, variables, apiUrl);
  const bio = `${candidate.firstName} writes campaigns for challenger brands.`;

  const avatar = await uploadThroughApi(
    request,
    token,
    'avatar',
    {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await readFile(join(FIXTURES, 'photo.jpg')),
    },
    apiUrl,
  );
  await call(
    `mutation Onboard($input: CandidateProfileInput!) { completeCandidateProfile(input: $input) { id } }`,
    {
      input: {
        avatar,
        bio,
        location: 'HYBRID',
        payroll_status: 2,
        right_to_work: '1',
        start_date: '2030-09-01',
        notice_period: 1,
        notice_period_unit: 'MONTHS',
        hear_us: 'google',
      },
    },
  );
  const skillIds = ['1', '2', '3'];
  await call(
    `mutation Edit($input: EditCandidateProfileInput!) { saveCandidateProfile(input: $input) { id } }`,
    { input: { bio, industries: ['1'], skills: skillIds, top_skills: ['1'] } },
  );
  const experienceTitle = 'Senior Copywriter';
  await call(`mutation Job($input: ExperienceInput!) { addExperience(input: $input) { id } }`, {
    input: {
      title: experienceTitle,
      company: 'Northbank Retail Group',
      description: 'Campaigns, product pages and the brand voice.',
      from: '2019-03-01',
      present: true,
    },
  });
  const cvName = `${candidate.firstName}-cv.pdf`;
  const file = await uploadThroughApi(
    request,
    token,
    'resume',
    { name: cvName, mimeType: 'application/pdf', buffer: await cvPdf(candidate.firstName) },
    apiUrl,
  );
  await call(`mutation Cv($file: ID!) { addResume(file: $file) { id } }`, { file });
  const data = await call(
    `mutation Considerations($input: ManageCvInput!) {
      saveManageCv(input: $input) { isProfileComplete { complete missing } }
    }`,
    {
      input: {
        job_types: ['FREELANCE', 'PERMANENT'],
        working_hours: ['FULLTIME'],
        industries: ['1'],
        skills: skillIds,
        top_skills: ['1'],
      },
    },
  );
  expect(data).toEqual({ saveManageCv: { isProfileComplete: { complete: true, missing: [] } } });
  return { bio, experienceTitle, cvName, skillIds };
}
