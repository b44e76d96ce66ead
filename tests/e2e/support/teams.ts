/**
 * Teams in journeys (tests/e2e/manage-team.spec.ts): members made through the API as the
 * invitation flow makes them (invite, the mailed link's token, registerTeamMember), so the
 * demo teams stay as other journeys expect; a browser signed in with a token directly, so a
 * journey with several people does not spend the server's per-IP login attempts; the team
 * API calls the manage-team page makes.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { messagesTo, outboxFolder } from './outbox';
import { uniqueEmail } from './new-account';

/** The platform's sessionStorage key (src/renderer/platform/web.ts). */
const TOKEN_KEY = 'shortlist.session.token';

export interface TeamMemberAccount {
  email: string;
  name: string;
  token: string;
  userId: string;
}

async function call<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response.json();
}

async function succeed<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const answer = await call<T>(request, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

/** The invitation token mailed to `email` (the newest `/invite/{token}` link in the outbox). */
async function invitationToken(email: string): Promise<string> {
  const folder = outboxFolder();
  test.skip(!folder, 'reading invitation mail needs the journeys’ own server (E2E_DATA_DIR)');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = (await messagesTo(folder!, email))
      .flatMap((mail) => mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])
      .reverse()
      .find((href) => href.includes('/invite/'));
    if (link) return new URL(link).pathname.split('/').pop() ?? '';
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No invitation email reached ${email}`);
}

/** A new GUEST member of the admin's active team, invited and registered through the API. */
export async function teamMemberThroughApi(
  request: APIRequestContext,
  adminToken: string,
  firstName: string,
): Promise<TeamMemberAccount> {
  const lastName = `Member${randomUUID().slice(0, 4)}`;
  const email = uniqueEmail(`team-${firstName.toLowerCase()}`);
  await succeed(
    request,
    'mutation ($input: CreateInvitationInput!) { createInvitation(input: $input) { id } }',
    { input: { first_name: firstName, last_name: lastName, email } },
    adminToken,
  );
  const registered = await succeed<{ registerTeamMember: { id: string; access_token: string } }>(
    request,
    'mutation ($input: TeamMemberRegistrationInput!) { registerTeamMember(input: $input) { id access_token } }',
    {
      input: {
        token: await invitationToken(email),
        password: 'Member!2026',
        first_name: firstName,
        last_name: lastName,
        position: 'Talent Partner',
        address_1: '12 Canal Street',
        city: 'Manchester',
        state: 'Greater Manchester',
        zip: 'M1 3HE',
        tnc: true,
      },
    },
  );
  return {
    email,
    name: `${firstName} ${lastName}`,
    token: registered.registerTeamMember.access_token,
    userId: registered.registerTeamMember.id,
  };
}

/** Makes a member an admin (or a member) as the team's admin, as the page's role selector does. */
export async function setRoleThroughApi(
  request: APIRequestContext,
  adminToken: string,
  userId: string,
  role: 'admin' | 'member',
): Promise<void> {
  await succeed(
    request,
    'mutation ($input: TeamUserSettingInput!) { updateTeamUserSetting(input: $input) { role } }',
    { input: { user_id: userId, role } },
    adminToken,
  );
}

/** The API's refusal code for `token` reading its active team's job list, or null if allowed. */
export async function teamPostsRefusal(
  request: APIRequestContext,
  token: string,
): Promise<string | null> {
  const answer = await call<unknown>(
    request,
    '{ viewTeamOpportunity(target: JOB) { data { id } } }',
    {},
    token,
  );
  return answer.errors?.[0]?.extensions?.code ?? null;
}

/**
 * A page in a browser context of its own signed in with `token`, as after a login (a
 * context made from `browser` does not inherit the configuration's baseURL: pass it).
 */
export async function pageSignedInWith(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
  return context.newPage();
}
