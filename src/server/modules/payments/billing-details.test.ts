import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { createEmployer, createTeamMember } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SAVE = graphql(`
  mutation BillingDetailsSave($input: BillingDetailsInput!) {
    updateBillingDetails(input: $input) {
      name
      email
      phone
      address_1
      address_2
      city
      state
      zip
      country
    }
  }
`);
const CURRENT = graphql(`
  query BillingDetailsCurrent {
    billingDetails {
      name
      country
    }
  }
`);

const DETAILS = {
  name: 'Oliver Bennett',
  email: 'billing@northbank.example',
  phone: '020 7946 0202',
  address_1: '1 Bankside',
  city: 'London',
  state: 'Greater London',
  zip: 'SE1 9AA',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('billing details', () => {
  it("saves the team's, the United Kingdom unless chosen, for the owner and a GUEST admin", async () => {
    const owner = await createEmployer(t.db);
    const ownerToken = await t.login(owner.email, owner.password);
    const saved = await t.graphql(SAVE, { token: ownerToken, variables: { input: DETAILS } });
    expect(saved.data?.updateBillingDetails).toEqual({
      ...DETAILS,
      phone: '+442079460202',
      address_2: null,
      country: 'GB',
    });
    // A GUEST admin of the team edits the same team's details.
    const admin = await createTeamMember(t.db, owner.team, 'admin');
    const adminToken = await t.login(admin.email, admin.password);
    await t.graphql(SAVE, {
      token: adminToken,
      variables: { input: { ...DETAILS, name: 'Accounts Payable', country: 'IE' } },
    });
    const current = await t.graphql(CURRENT, { token: ownerToken });
    expect(current.data?.billingDetails).toEqual({ name: 'Accounts Payable', country: 'IE' });
  });

  it("checks every field with the brief's messages, and is refused to members", async () => {
    const owner = await createEmployer(t.db);
    const token = await t.login(owner.email, owner.password);
    const answer = await t.graphql(SAVE, {
      token,
      variables: { input: { ...DETAILS, name: '', city: ' ', phone: 'x', email: 'nope' } },
    });
    expect(answer.errors?.[0]?.extensions?.validation).toEqual({
      'input.name': [messages.common.fieldRequired],
      'input.city': [messages.common.fieldRequired],
      'input.phone': [messages.phone.invalid],
      'input.email': [messages.credits.emailInvalid],
    });
    const member = await createTeamMember(t.db, owner.team, 'member');
    const memberToken = await t.login(member.email, member.password);
    const refused = await t.graphql(SAVE, { token: memberToken, variables: { input: DETAILS } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
