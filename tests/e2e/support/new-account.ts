import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Group } from '../../../src/shared/users';

/**
 * Fresh accounts for journeys that change an account (its password, its status), so the
 * shared demo accounts other journeys sign in with stay as they are.
 */

export const NEW_ACCOUNT_PASSWORD = 'Original!2026';

export interface NewAccount {
  group: Group;
  email: string;
  password: string;
  firstName: string;
  /** The session `register` signed in, as another device of the same user would hold. */
  token: string;
}

const REGISTER_TYPE = { candidate: 'FREELANCER', employer: 'COMPANY', agency: 'AGENCY' } as const;

/** An address no other journey (or earlier run on a shared database) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 12)}@e2e.shortlist.test`;
}

function registerInput(group: Group, email: string, firstName: string): Record<string, unknown> {
  const common = {
    type: REGISTER_TYPE[group],
    email,
    password: NEW_ACCOUNT_PASSWORD,
    first_name: firstName,
    last_name: 'Journey',
    address_1: '1 Test Street',
    city: 'London',
    state: 'Greater London',
    zip: 'EC1A 1BB',
    country: 'GB',
    phone: '+44 20 7946 0958',
    tnc: true,
  };
  switch (group) {
    case 'candidate':
      return { ...common, industry: '1' };
    case 'employer':
      return {
        ...common,
        company: `Journey Retail ${firstName}`,
        position: 'Hiring Manager',
        industry: '1',
      };
    case 'agency':
      return {
        ...common,
        company: `Journey Studio ${firstName}`,
        position: 'Director',
        password_confirmation: NEW_ACCOUNT_PASSWORD,
      };
  }
}

/**
 * Registers an account through the API's `register` mutation (the same call the
 * registration pages make). `apiUrl` defaults to the journeys' own server.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  group: Group,
  options: { apiUrl?: string; label?: string } = {},
): Promise<NewAccount> {
  const firstName = `${group.charAt(0).toUpperCase()}${group.slice(1)}${randomUUID().slice(0, 4)}`;
  const email = uniqueEmail(options.label ?? group);
  const response = await request.post(`${options.apiUrl ?? ''}/graphql`, {
    data: {
      query:
        'mutation Register($input: RegisterInput!) { register(input: $input) { access_token } }',
      variables: { input: registerInput(group, email, firstName) },
    },
  });
  const answer = (await response.json()) as {
    data?: { register?: { access_token: string } | null } | null;
    errors?: unknown[];
  };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const token = answer.data?.register?.access_token;
  if (!token) throw new Error(`register answered no token: ${JSON.stringify(answer)}`);
  return { group, email, password: NEW_ACCOUNT_PASSWORD, firstName, token };
}

/** Signs in through the API (another device of the same user) and returns its token. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
  apiUrl = '',
): Promise<string | null> {
  const response = await request.post(`${apiUrl}/graphql`, {
    data: {
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { access_token } }',
      variables: { input: { email, password } },
    },
  });
  const answer = (await response.json()) as {
    data?: { login?: { access_token: string } | null } | null;
  };
  return answer.data?.login?.access_token ?? null;
}
