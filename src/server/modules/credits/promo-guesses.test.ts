/**
 * Promo codes can be guessed only as fast as one limit allows (docs/security.md G13): every
 * path that evaluates a code (checkPromo, calculatePrice, subscriptionOffer, purchaseCredits,
 * purchaseOnAccount, addSubscription) spends the same per-user allowance, so a purchase that a
 * declined card makes free still costs a guess.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, promos } from '../../db/schema';
import { saveTestCard, TEST_CARDS } from '../../testing/cards';
import { createEmployer } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CHECK_PROMO = graphql(`
  query PromoGuessesCheck($code: String!) {
    checkPromo(code: $code) {
      code
    }
  }
`);
const CALCULATE_PRICE = graphql(`
  query PromoGuessesPrice($promo: String) {
    calculatePrice(qty: 1, promo: $promo) {
      total
    }
  }
`);
const OFFER = graphql(`
  query PromoGuessesOffer($promo: String) {
    subscriptionOffer(promo: $promo) {
      job_posts
    }
  }
`);
const PURCHASE = graphql(`
  mutation PromoGuessesPurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
    }
  }
`);
const ON_ACCOUNT = graphql(`
  mutation PromoGuessesOnAccount($input: PurchaseCreditsInput!) {
    purchaseOnAccount(input: $input) {
      status
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation PromoGuessesSubscribe($input: AddSubscriptionInput!) {
    addSubscription(input: $input) {
      status
    }
  }
`);

const LIMIT = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date('2026-11-25T12:00:00Z'),
    limits: { promoChecksPerUser: { limit: LIMIT, windowMs: 60_000 } },
  });
  await t.db.insert(promos).values({ code: 'REALCODE', type: 'PERCENTAGE', value: 10 });
});
afterAll(() => t.close());

const codeOf = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';

/** An approved employer on account, with a card that is always declined (a free guess). */
async function guesser() {
  const employer = await createEmployer(t.db);
  const token = await t.login(employer.email, employer.password);
  expect((await saveTestCard(t, token, TEST_CARDS.declined)).errors).toBeUndefined();
  await t.db.insert(creditAccounts).values({
    teamId: employer.team.id,
    status: 'approved',
    invoiceCompany: employer.team.company,
    invoiceAddress1: '1 Street',
    invoiceCity: 'London',
    invoiceState: 'London',
    invoiceCountry: 'GB',
    invoiceZip: 'EC1A 1AA',
    invoicePhone: '+441234567890',
    invoiceEmail: employer.email,
    requestedBy: employer.user.id,
  });
  return token;
}

let keys = 0;
const key = () => `guess-${(keys += 1)}`;

/** One guess of `code` through each path, by name. */
const paths = {
  checkPromo: (token: string, code: string) =>
    t.graphql(CHECK_PROMO, { token, variables: { code } }),
  calculatePrice: (token: string, code: string) =>
    t.graphql(CALCULATE_PRICE, { token, variables: { promo: code } }),
  subscriptionOffer: (token: string, code: string) =>
    t.graphql(OFFER, { token, variables: { promo: code } }),
  purchaseCredits: (token: string, code: string) =>
    t.graphql(PURCHASE, {
      token,
      variables: { input: { qty: 1, promo: code, idempotency_key: key() } },
    }),
  purchaseOnAccount: (token: string, code: string) =>
    t.graphql(ON_ACCOUNT, {
      token,
      variables: { input: { qty: 1, promo: code, idempotency_key: key() } },
    }),
  addSubscription: (token: string, code: string) =>
    t.graphql(SUBSCRIBE, { token, variables: { input: { promo: code, idempotency_key: key() } } }),
};

describe('promo code guesses (G13)', () => {
  it.each(['purchaseCredits', 'purchaseOnAccount', 'addSubscription'] as const)(
    '%s alone is limited: a declined card does not make guesses free',
    async (path) => {
      const token = await guesser();
      const answers = [];
      for (let guess = 0; guess <= LIMIT; guess += 1) {
        answers.push(codeOf(await paths[path](token, `GUESS${guess}`)));
      }
      // Each unknown code is refused as such, until the limit refuses the guess itself.
      expect(answers.slice(0, LIMIT).every((answer) => answer === 'BAD_USER_INPUT')).toBe(true);
      expect(answers[LIMIT]).toBe('RATE_LIMITED');
      // The real code is refused too now: the answer tells the guesser nothing.
      expect(codeOf(await paths[path](token, 'REALCODE'))).toBe('RATE_LIMITED');
    },
  );

  it('every path spends the one limit: a guess through each, then all are refused', async () => {
    const token = await guesser();
    const names = Object.keys(paths) as (keyof typeof paths)[];
    expect(names).toHaveLength(LIMIT);
    for (const name of names) {
      expect(codeOf(await paths[name](token, `MIX${name}`)), name).not.toBe('RATE_LIMITED');
    }
    for (const name of names) {
      expect(codeOf(await paths[name](token, 'REALCODE')), name).toBe('RATE_LIMITED');
    }
  });

  it('a purchase without a code spends nothing', async () => {
    const token = await guesser();
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      const answer = await t.graphql(PURCHASE, {
        token,
        variables: { input: { qty: 1, idempotency_key: key() } },
      });
      expect(answer.data?.purchaseCredits.status).toBe('FAILED');
    }
    expect(codeOf(await paths.checkPromo(token, 'REALCODE'))).toBe('OK');
  });
});
