/**
 * Cards for tests through the local gateway: Stripe's test numbers, and making one a team's
 * card the way the card form does (createLocalPaymentMethod, then updatePaymentMethod).
 */
import { graphql } from './gql';
import type { TestApp } from './test-app';

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000000000000002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
} as const;

export const CREATE_TEST_CARD = graphql(`
  mutation TestingCreateCard($input: LocalCardInput!) {
    createLocalPaymentMethod(input: $input)
  }
`);

export const SAVE_TEST_CARD = graphql(`
  mutation TestingSaveCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      brand
      last4
      exp_month
      exp_year
    }
  }
`);

/**
 * The test cards' expiry: April, four years after `today`'s year, so a card never runs out as the
 * years pass (tests/e2e/support/payments.ts has the journeys' twin).
 */
export function testCardExpiry(today = new Date()): { month: number; year: number } {
  return { month: 4, year: today.getUTCFullYear() + 4 };
}

/** A payment method for the test card `number`, expiring testCardExpiry(), as the card form makes it. */
export async function testPaymentMethod(t: TestApp, token: string, number: string) {
  const { month, year } = testCardExpiry();
  const created = await t.graphql(CREATE_TEST_CARD, {
    token,
    variables: { input: { number, exp_month: month, exp_year: year, cvc: '123' } },
  });
  const id = created.data?.createLocalPaymentMethod;
  if (!id) throw new Error(`no payment method for ${number}: ${JSON.stringify(created.errors)}`);
  return id;
}

/** Makes the test card `number` the card of the team `token`'s user buys for. */
export async function saveTestCard(t: TestApp, token: string, number: string) {
  return t.graphql(SAVE_TEST_CARD, {
    token,
    variables: { input: { payment_method_id: await testPaymentMethod(t, token, number) } },
  });
}
