/**
 * Card payments through Stripe, end to end: the app with Stripe keys, the real `stripe` SDK
 * pointed at a local fake of Stripe's API (testing/fake-stripe.ts), purchases through GraphQL
 * with each test card, and the webhook with correctly signed, tampered, stale and repeated
 * events (docs/security.md S2, S3).
 */
import { Writable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages';
import { creditEntries, payments, promos, stripeEvents } from '../../../db/schema';
import { testCardExpiry } from '../../../testing/cards';
import { FakeStripe } from '../../../testing/fake-stripe';
import { createEmployer, type TeamFixture } from '../../../testing/fixtures';
import { graphql } from '../../../testing/gql';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { LocalGateway } from '../local-gateway';
import { ABANDONED_AUTHENTICATION_MS } from '../payment-service';
import {
  purgeStripeEvents,
  STRIPE_EVENT_RETENTION_MS,
  STRIPE_WEBHOOK_PATH,
} from './stripe-webhook';
import { StripeGateway, type StripeGatewayOptions } from './stripe-gateway';

const SETUP = graphql(`
  query StripeSetup {
    paymentSetup {
      gateway
      publishable_key
    }
  }
`);
const SAVE_CARD = graphql(`
  mutation StripeSaveCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      brand
      last4
      exp_month
      exp_year
    }
  }
`);
const PURCHASE = graphql(`
  mutation StripePurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
      payment_id
      qty
      amount
      balance
      message
      client_secret
    }
  }
`);
const CONFIRM = graphql(`
  mutation StripeConfirm($id: ID!) {
    confirmPurchase(payment_id: $id) {
      status
      balance
      message
    }
  }
`);

const NOW = new Date('2026-11-25T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_shortlist';

let fake: FakeStripe;
let t: TestApp;
let stripeOptions: StripeGatewayOptions;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await new FakeStripe().start();
  stripeOptions = {
    secretKey: 'sk_test_shortlist',
    publishableKey: 'pk_test_shortlist',
    webhookSecret: WEBHOOK_SECRET,
    api: fake.api,
  };
  t = await createTestApp({
    now: () => NOW,
    // The clock stands still: every payer's sign-in would count in one minute.
    limits: { loginPerIp: { limit: 1_000, windowMs: 60_000 } },
    stripe: stripeOptions,
    log: true,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

interface Payer extends TeamFixture {
  token: string;
}

/** An employer whose team's card is Stripe's test payment method `method` (pm_card_visa, …). */
async function payerWith(method: string): Promise<Payer> {
  const employer = await createEmployer(t.db);
  const token = await t.login(employer.email, employer.password);
  const saved = await t.graphql(SAVE_CARD, {
    token,
    variables: { input: { payment_method_id: method } },
  });
  expect(saved.errors).toBeUndefined();
  return { ...employer, token };
}

let keys = 0;
const newKey = () => `stripe-key-${(keys += 1)}`;

function buy(payer: Payer, qty: number, extra: { key?: string; promo?: string } = {}) {
  return t.graphql(PURCHASE, {
    token: payer.token,
    variables: { input: { qty, promo: extra.promo, idempotency_key: extra.key ?? newKey() } },
  });
}

async function balanceOf(teamId: number): Promise<number> {
  const rows = await t.db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
  return rows.reduce((sum, row) => sum + (row.type === 'IN' ? row.qty : -row.qty), 0);
}

async function paymentRow(paymentId: string) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(eq(payments.id, Number(paymentId)));
  return row!;
}

const intentsOf = (customerId: string) =>
  [...fake.intents.values()].filter((intent) => intent.customer === customerId);

describe('the Stripe gateway', () => {
  it('answers STRIPE with the publishable key', async () => {
    const payer = await payerWith('pm_card_visa');
    const answer = await t.graphql(SETUP, { token: payer.token });
    expect(answer.data?.paymentSetup).toEqual({
      gateway: 'STRIPE',
      publishable_key: 'pk_test_shortlist',
    });
  });

  it('saves the card on a customer named for the team, as its default', async () => {
    const employer = await createEmployer(t.db);
    const token = await t.login(employer.email, employer.password);
    const saved = await t.graphql(SAVE_CARD, {
      token,
      variables: { input: { payment_method_id: 'pm_card_visa' } },
    });
    expect(saved.data?.updatePaymentMethod).toEqual({
      brand: 'visa',
      last4: '4242',
      exp_month: '04',
      exp_year: testCardExpiry().year,
    });
    const customer = [...fake.customers.values()].find((row) => row.email === employer.email)!;
    expect(customer.name).toBe(employer.team.company);
    // Attaching the test token made a payment method of its own: that is the default.
    expect(customer.default).toMatch(/^pm_[0-9a-f]{24}$/);
    // A second card goes on the same customer.
    await t.graphql(SAVE_CARD, {
      token,
      variables: { input: { payment_method_id: 'pm_card_chargeDeclined' } },
    });
    expect([...fake.customers.values()].filter((row) => row.email === employer.email)).toHaveLength(
      1,
    );
    expect(fake.methods.get(customer.default!)?.last4).toBe('0002');

    const unknown = await t.graphql(SAVE_CARD, {
      token,
      variables: { input: { payment_method_id: 'pm_nothing' } },
    });
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({
      'input.payment_method_id': [messages.payments.cardNotFound],
    });
  });

  it('charges the server’s price in pence, GBP, confirmed at once, under our key', async () => {
    const payer = await payerWith('pm_card_visa');
    const answer = await buy(payer, 3);
    expect(answer.data?.purchaseCredits).toMatchObject({
      status: 'SUCCEEDED',
      amount: 171_072,
      balance: 3,
      message: null,
    });
    const paymentId = answer.data!.purchaseCredits.payment_id;
    const row = await paymentRow(paymentId);
    const intent = fake.intents.get(row.gatewayPaymentId!)!;
    expect(intent).toMatchObject({
      amount: 171_072,
      currency: 'gbp',
      metadata: { payment_id: paymentId },
      params: {
        confirm: 'true',
        off_session: 'false',
        allowed_payment_method_types: { '0': 'card' },
      },
    });
    const create = fake.requests.find(
      (request) => request.path === '/v1/payment_intents' && request.method === 'POST',
    );
    expect(create).toBeDefined();
    expect(
      fake.requests.filter(
        (request) => request.idempotencyKey === `shortlist-payment-${paymentId}`,
      ),
    ).toHaveLength(1);
  });

  it.each([
    ['pm_card_chargeDeclined', messages.payments.declined],
    ['pm_card_chargeDeclinedInsufficientFunds', messages.payments.insufficientFunds],
  ])('%s fails with Stripe’s message and adds nothing', async (method, message) => {
    const payer = await payerWith(method);
    const answer = await buy(payer, 1);
    expect(answer.data?.purchaseCredits).toMatchObject({
      status: 'FAILED',
      message,
      balance: null,
    });
    const row = await paymentRow(answer.data!.purchaseCredits.payment_id);
    expect(row).toMatchObject({ status: 'failed', failureMessage: message });
    // The declined PaymentIntent is the payment's, cancelled so that it cannot be paid later.
    expect(fake.intents.get(row.gatewayPaymentId!)?.status).toBe('canceled');
    expect(await balanceOf(payer.team.id)).toBe(0);
  });

  it('pm_card_authenticationRequired asks for 3-D Secure, then confirmPurchase settles it', async () => {
    const payer = await payerWith('pm_card_authenticationRequired');
    const first = await buy(payer, 2);
    const pending = first.data!.purchaseCredits;
    const row = await paymentRow(pending.payment_id);
    const intent = fake.intents.get(row.gatewayPaymentId!)!;
    expect(pending).toMatchObject({
      status: 'REQUIRES_ACTION',
      client_secret: intent.client_secret,
    });
    fake.authenticate(intent.id, true);
    const confirmed = await t.graphql(CONFIRM, {
      token: payer.token,
      variables: { id: pending.payment_id },
    });
    expect(confirmed.data?.confirmPurchase).toEqual({
      status: 'SUCCEEDED',
      balance: 2,
      message: null,
    });

    const refused = await buy(payer, 1);
    const refusedRow = await paymentRow(refused.data!.purchaseCredits.payment_id);
    fake.authenticate(refusedRow.gatewayPaymentId!, false);
    const failed = await t.graphql(CONFIRM, {
      token: payer.token,
      variables: { id: refused.data!.purchaseCredits.payment_id },
    });
    expect(failed.data?.confirmPurchase).toEqual({
      status: 'FAILED',
      balance: null,
      message: messages.payments.authenticationFailed,
    });
    expect(await balanceOf(payer.team.id)).toBe(2);
  });

  it('a double submit with the same key is one PaymentIntent and one credit (S2)', async () => {
    const payer = await payerWith('pm_card_visa');
    const key = newKey();
    const answers = await Promise.all([buy(payer, 1, { key }), buy(payer, 1, { key })]);
    const again = await buy(payer, 1, { key });
    const ids = new Set([...answers, again].map((a) => a.data?.purchaseCredits.payment_id));
    expect(ids.size).toBe(1);
    expect(again.data?.purchaseCredits).toMatchObject({ status: 'SUCCEEDED', balance: 1 });
    expect(await balanceOf(payer.team.id)).toBe(1);
    const row = await paymentRow([...ids][0]!);
    expect(intentsOf(fake.intents.get(row.gatewayPaymentId!)!.customer!)).toHaveLength(1);
  });

  it('a charge repeated with the same key (a request that died) is the same PaymentIntent', async () => {
    const payer = await payerWith('pm_card_visa');
    const gateway = new StripeGateway(stripeOptions);
    const customerId = [...fake.customers.values()].find((row) => row.email === payer.email)!;
    const input = {
      amountPence: 1_000,
      customerId: customerId.id,
      paymentMethodId: customerId.default!,
      idempotencyKey: 'shortlist-payment-999999',
      description: 'test',
    };
    const first = await gateway.charge(input);
    const second = await gateway.charge(input);
    expect(second).toEqual(first);
    expect(intentsOf(customerId.id)).toHaveLength(1);
  });

  it('off session, a card that asks for authentication is declined with Stripe’s message', async () => {
    const payer = await payerWith('pm_card_authenticationRequired');
    const customer = [...fake.customers.values()].find((row) => row.email === payer.email)!;
    const result = await new StripeGateway(stripeOptions).charge({
      amountPence: 1_000,
      customerId: customer.id,
      paymentMethodId: customer.default!,
      idempotencyKey: 'shortlist-payment-999998',
      description: 'renewal',
      offSession: true,
    });
    expect(result).toEqual({
      status: 'failed',
      gatewayPaymentId: expect.stringMatching(/^pi_/),
      message: 'Your card was declined. This transaction requires authentication.',
    });

    // The local gateway says the same of its authentication card, and takes the rest as before.
    const local = new LocalGateway(() => NOW);
    const method = local.createPaymentMethod({
      number: '4000002500003155',
      expMonth: 4,
      expYear: testCardExpiry(NOW).year,
      cvc: '123',
    });
    const charge = (offSession: boolean, idempotencyKey: string) =>
      local.charge({ paymentMethodId: method, idempotencyKey, offSession });
    expect(await charge(true, 'a')).toMatchObject({
      status: 'failed',
      message: messages.payments.authenticationRequired,
    });
    expect(await charge(false, 'b')).toMatchObject({ status: 'requires_action' });
  });

  it('Stripe’s API failing is an error of ours, not a card refusal', async () => {
    const payer = await payerWith('pm_card_visa');
    fake.failing = true;
    try {
      const answer = await buy(payer, 1);
      expect(answer.errors?.[0]?.extensions?.code).toBe('INTERNAL');
      expect(answer.errors?.[0]?.message).not.toContain('unknown error');
    } finally {
      fake.failing = false;
    }
    const [row] = await t.db.select().from(payments).where(eq(payments.teamId, payer.team.id));
    // Not failed: the payer's retry (or Stripe's event) still finds it.
    expect(row?.status).toBe('pending');
    expect(await balanceOf(payer.team.id)).toBe(0);
  });
});

describe('the Stripe webhook (S3)', () => {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  function post(payload: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature !== undefined && { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? seconds(NOW),
    });

  /** A purchase waiting for 3-D Secure, and its PaymentIntent. */
  async function waitingPurchase(qty = 2, promo?: string) {
    const payer = await payerWith('pm_card_authenticationRequired');
    const answer = await buy(payer, qty, { promo });
    const purchase = answer.data!.purchaseCredits;
    expect(purchase.status).toBe('REQUIRES_ACTION');
    const row = await paymentRow(purchase.payment_id);
    return { payer, purchase, intent: fake.intents.get(row.gatewayPaymentId!)! };
  }

  async function ledgerOf(teamId: number) {
    return t.db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
  }

  it('a signed payment_intent.succeeded credits once; the same event again answers 200 and does nothing', async () => {
    const { payer, purchase, intent } = await waitingPurchase(2);
    fake.authenticate(intent.id, true);
    const event = fake.event('payment_intent.succeeded', intent);
    const first = await post(event, sign(event));
    expect(first.statusCode).toBe(200);
    expect(await balanceOf(payer.team.id)).toBe(2);
    const again = await post(event, sign(event));
    expect(again.statusCode).toBe(200);
    expect(logLines.join('')).toContain('"outcome":"duplicate"');
    // A different event about the same PaymentIntent: still credited once.
    const other = fake.event('payment_intent.succeeded', intent);
    expect((await post(other, sign(other))).statusCode).toBe(200);
    expect(await ledgerOf(payer.team.id)).toHaveLength(1);
    // The payer's own confirmation afterwards answers the payment as settled.
    const confirmed = await t.graphql(CONFIRM, {
      token: payer.token,
      variables: { id: purchase.payment_id },
    });
    expect(confirmed.data?.confirmPurchase).toEqual({
      status: 'SUCCEEDED',
      balance: 2,
      message: null,
    });
    expect(await ledgerOf(payer.team.id)).toHaveLength(1);
    expect(await paymentRow(purchase.payment_id)).toMatchObject({ status: 'succeeded' });
    const taken = await t.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, JSON.parse(event).id as string));
    expect(taken).toMatchObject([{ type: 'payment_intent.succeeded' }]);
  });

  it('refuses a tampered body, a stale or missing signature and another secret with a bare 400', async () => {
    const { payer, intent } = await waitingPurchase(1);
    fake.authenticate(intent.id, true);
    const event = fake.event('payment_intent.succeeded', intent);
    const tampered = event.replace('"livemode":false', '"livemode":true');
    const refusals = [
      await post(tampered, sign(event)),
      await post(event, sign(event, { timestamp: seconds(NOW) - 301 })),
      await post(event),
      await post(event, ''),
      await post(event, sign(event, { secret: 'whsec_someone_else' })),
      await post(event, 't=1,v1=0000'),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.body).toBe('');
    }
    expect(await balanceOf(payer.team.id)).toBe(0);
    // Within 300 s it is taken.
    const late = await post(event, sign(event, { timestamp: seconds(NOW) - 299 }));
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(payer.team.id)).toBe(1);
  });

  it('payment_intent.payment_failed fails a payment waiting for authentication, its promo given back once', async () => {
    await t.db.insert(promos).values({ code: 'HOOK', type: 'PERCENTAGE', value: 10, maxUses: 5 });
    await waitingPurchase(1, 'HOOK');
    const { payer, purchase, intent } = await waitingPurchase(1, 'HOOK');
    fake.authenticate(intent.id, false);
    const event = fake.event('payment_intent.payment_failed', intent);
    // The payer's confirmation reads the payment, then Stripe's event settles it while the
    // confirmation still waits for Stripe's answer.
    const retrieve = fake.holdNextRetrieve();
    const confirming = t.graphql(CONFIRM, {
      token: payer.token,
      variables: { id: purchase.payment_id },
    });
    try {
      await Promise.race([
        retrieve.reached,
        confirming.then(() => {
          throw new Error('The confirmation answered without asking Stripe');
        }),
      ]);
      expect((await post(event, sign(event))).statusCode).toBe(200);
    } finally {
      retrieve.release();
    }
    const confirmed = await confirming;
    expect(confirmed.data?.confirmPurchase).toMatchObject({
      status: 'FAILED',
      message: messages.payments.authenticationFailed,
    });
    expect(await paymentRow(purchase.payment_id)).toMatchObject({
      status: 'failed',
      failureMessage: messages.payments.authenticationFailed,
    });
    // The other purchase's use remains.
    const [promo] = await t.db.select().from(promos).where(eq(promos.code, 'HOOK'));
    expect(promo?.uses).toBe(1);
  });

  /** Stripe.js in the payer's page: confirms the intent with its client secret and a card. */
  function payerConfirms(intent: { id: string; client_secret: string }, method = 'pm_card_visa') {
    return fetch(`http://127.0.0.1:${fake.api.port}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripeOptions.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: intent.client_secret, payment_method: method }),
    });
  }

  async function promoUses(code: string) {
    const [promo] = await t.db.select().from(promos).where(eq(promos.code, code));
    return promo!.uses;
  }

  describe('a promo use is held until the PaymentIntent is settled or cancelled (A4)', () => {
    it('a failed payment’s intent is cancelled before its use is given back: the payer cannot pay it later', async () => {
      await t.db
        .insert(promos)
        .values({ code: 'ONCEA4', type: 'PERCENTAGE', value: 50, maxUses: 1 });
      const { payer, purchase, intent } = await waitingPurchase(1, 'ONCEA4');
      expect(await promoUses('ONCEA4')).toBe(1);
      fake.authenticate(intent.id, false);
      const failed = await t.graphql(CONFIRM, {
        token: payer.token,
        variables: { id: purchase.payment_id },
      });
      expect(failed.data?.confirmPurchase.status).toBe('FAILED');
      expect(fake.intents.get(intent.id)?.status).toBe('canceled');
      expect(await promoUses('ONCEA4')).toBe(0);
      // The payer's page still holds the client secret: Stripe refuses the cancelled intent.
      const late = await payerConfirms(intent);
      expect(late.status).toBe(400);
      expect(fake.intents.get(intent.id)?.status).toBe('canceled');
      // The use given back goes to someone else, once.
      const other = await payerWith('pm_card_visa');
      expect((await buy(other, 1, { promo: 'ONCEA4' })).data?.purchaseCredits.status).toBe(
        'SUCCEEDED',
      );
      expect(
        (await buy(other, 1, { promo: 'ONCEA4' })).errors?.[0]?.extensions?.validation,
      ).toEqual({ promo: [messages.credits.promoNotFound] });
      expect(await promoUses('ONCEA4')).toBe(1);
      expect(await balanceOf(payer.team.id)).toBe(0);
    });

    it('a payer who pays while the intent is being cancelled gets the posts, the use still held', async () => {
      await t.db
        .insert(promos)
        .values({ code: 'RACEA4', type: 'PERCENTAGE', value: 50, maxUses: 1 });
      const { payer, purchase, intent } = await waitingPurchase(1, 'RACEA4');
      fake.authenticate(intent.id, false);
      // The payer's page confirms the intent again with another card just before our cancel.
      fake.beforeCancel = (cancelling) => {
        if (cancelling.id === intent.id) cancelling.status = 'succeeded';
      };
      let answer;
      try {
        answer = await t.graphql(CONFIRM, {
          token: payer.token,
          variables: { id: purchase.payment_id },
        });
      } finally {
        fake.beforeCancel = null;
      }
      expect(answer.data?.confirmPurchase).toMatchObject({ status: 'SUCCEEDED', balance: 1 });
      expect(await promoUses('RACEA4')).toBe(1);
      expect(await paymentRow(purchase.payment_id)).toMatchObject({
        status: 'succeeded',
        closedAt: null,
      });
    });

    it('a success notice after the use was given back counts it again', async () => {
      await t.db
        .insert(promos)
        .values({ code: 'LATEA4', type: 'PERCENTAGE', value: 50, maxUses: 1 });
      const { payer, purchase, intent } = await waitingPurchase(2, 'LATEA4');
      fake.authenticate(intent.id, false);
      await t.graphql(CONFIRM, { token: payer.token, variables: { id: purchase.payment_id } });
      expect(await promoUses('LATEA4')).toBe(0);
      // However it came about (a payment closed before intents were cancelled), Stripe says paid.
      fake.intents.get(intent.id)!.status = 'succeeded';
      const event = fake.event('payment_intent.succeeded', fake.intents.get(intent.id)!);
      expect((await post(event, sign(event))).statusCode).toBe(200);
      expect(await balanceOf(payer.team.id)).toBe(2);
      expect(await promoUses('LATEA4')).toBe(1);
      expect(await paymentRow(purchase.payment_id)).toMatchObject({
        status: 'succeeded',
        closedAt: null,
      });
    });
  });

  it('a purchase abandoned at 3-D Secure is cancelled after an hour by housekeeping, its use given back (A5)', async () => {
    await t.db.insert(promos).values({ code: 'LEFTA5', type: 'PERCENTAGE', value: 50, maxUses: 1 });
    const { purchase, intent } = await waitingPurchase(1, 'LEFTA5');
    const payments_ = t.app.services.payments;
    // Recent: the payer may still be at their bank's page.
    await payments_.closeOpen();
    expect(await paymentRow(purchase.payment_id)).toMatchObject({ status: 'requires_action' });
    expect(await promoUses('LEFTA5')).toBe(1);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(NOW.getTime() - ABANDONED_AUTHENTICATION_MS - 60_000) })
      .where(eq(payments.id, Number(purchase.payment_id)));
    expect(await payments_.closeOpen()).toBeGreaterThanOrEqual(1);
    expect(fake.intents.get(intent.id)?.status).toBe('canceled');
    expect(await paymentRow(purchase.payment_id)).toMatchObject({
      status: 'failed',
      failureMessage: messages.payments.cancelled,
      closedAt: NOW,
    });
    expect(await promoUses('LEFTA5')).toBe(0);
    expect((await payerConfirms(intent)).status).toBe(400);
  });

  it('a failure notice for a payment the payer was already told of changes nothing', async () => {
    const payer = await payerWith('pm_card_chargeDeclined');
    const answer = await buy(payer, 1);
    const row = await paymentRow(answer.data!.purchaseCredits.payment_id);
    const event = fake.event(
      'payment_intent.payment_failed',
      fake.intents.get(row.gatewayPaymentId!)!,
    );
    expect((await post(event, sign(event))).statusCode).toBe(200);
    expect(await paymentRow(answer.data!.purchaseCredits.payment_id)).toEqual(row);
  });

  it('settles a charge whose request died before recording it, by the payment id in its metadata', async () => {
    const { payer, purchase, intent } = await waitingPurchase(3);
    // As if the charging request had died after Stripe created the PaymentIntent.
    await t.db
      .update(payments)
      .set({ status: 'pending', gatewayPaymentId: null })
      .where(eq(payments.id, Number(purchase.payment_id)));
    fake.authenticate(intent.id, true);
    const event = fake.event('payment_intent.succeeded', intent);
    expect((await post(event, sign(event))).statusCode).toBe(200);
    expect(await balanceOf(payer.team.id)).toBe(3);
    expect(await paymentRow(purchase.payment_id)).toMatchObject({
      status: 'succeeded',
      gatewayPaymentId: intent.id,
    });
  });

  it('answers 200 to an unknown PaymentIntent (logged) and to events it does not handle', async () => {
    const { intent } = await waitingPurchase(1);
    const stranger = fake.event('payment_intent.succeeded', { ...intent, id: 'pi_not_ours' });
    expect((await post(stranger, sign(stranger))).statusCode).toBe(200);
    expect(logLines.some((line) => line.includes('unknown payment'))).toBe(true);
    const other = fake.event('customer.created', intent);
    expect((await post(other, sign(other))).statusCode).toBe(200);
    const taken = await t.db
      .select()
      .from(stripeEvents)
      .where(and(eq(stripeEvents.type, 'customer.created')));
    expect(taken).toEqual([]);
  });

  it('never logs the signature or a secret (G8)', async () => {
    const { intent } = await waitingPurchase(1);
    const event = fake.event('payment_intent.succeeded', intent);
    const signature = sign(event);
    await post(event, signature);
    await post(event.replace('{', '{ '), signature);
    const log = logLines.join('');
    expect(log).toContain('Stripe webhook');
    const v1 = /v1=([0-9a-f]+)/.exec(signature)![1]!;
    for (const secret of [v1, WEBHOOK_SECRET, stripeOptions.secretKey]) {
      expect(log).not.toContain(secret);
    }
  });

  it('forgets the events taken more than a month ago (housekeeping), keeping the recent', async () => {
    const now = new Date();
    await t.db.insert(stripeEvents).values([
      {
        id: 'evt_old_purge_test',
        type: 'payment_intent.succeeded',
        receivedAt: new Date(now.getTime() - STRIPE_EVENT_RETENTION_MS - 1000),
      },
      { id: 'evt_new_purge_test', type: 'payment_intent.succeeded', receivedAt: now },
    ]);
    expect(await purgeStripeEvents(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(inArray(stripeEvents.id, ['evt_old_purge_test', 'evt_new_purge_test']));
    expect(left).toEqual([{ id: 'evt_new_purge_test' }]);
  });
});
