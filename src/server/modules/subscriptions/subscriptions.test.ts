import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { buildApp } from '../../app';
import { subscriptionsCommand } from '../../cli/admin/subscriptions';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { invoices, payments, promos, subscriptions, teamCredits } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { saveTestCard, TEST_CARDS, testPaymentMethod } from '../../testing/cards';
import { graphql } from '../../testing/gql';
import { invoicePdf } from '../invoices';
import { pdfTextOf } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAST_DUE_GRACE_MS, STALLED_PAYMENT_MS } from './subscription-service';
import { monthsAfter, periodEndAfter } from '../payments';

const OFFER = graphql(`
  query SubscriptionsOffer($promo: String) {
    subscriptionOffer(promo: $promo) {
      job_posts
      price {
        qty
        unitPriceExcludingDiscount
        promoAmount
        vatAmount
        total
      }
    }
  }
`);
const SUBSCRIPTION = graphql(`
  query SubscriptionsCurrent {
    subscription {
      status
      cancel_at_period_end
      current_period_end
      failure_message
      history {
        price
        period_start
        ends_at
      }
    }
  }
`);
const ADD = graphql(`
  mutation SubscriptionsAdd($input: AddSubscriptionInput!) {
    addSubscription(input: $input) {
      status
      payment_id
      qty
      amount
      balance
      message
    }
  }
`);
const CANCEL = graphql(`
  mutation SubscriptionsCancel {
    cancelSubscription {
      status
      cancel_at_period_end
    }
  }
`);
const RESUME = graphql(`
  mutation SubscriptionsResume {
    resumeSubscription {
      status
      cancel_at_period_end
    }
  }
`);
const RETRY = graphql(`
  mutation SubscriptionsRetry {
    retrySubscriptionPayment {
      status
      balance
      message
    }
  }
`);
const PURCHASE = graphql(`
  mutation SubscriptionsPurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
      payment_id
      qty
    }
  }
`);
const CONFIRM = graphql(`
  mutation SubscriptionsConfirm($id: ID!) {
    confirmPurchase(payment_id: $id) {
      status
      balance
    }
  }
`);
const AUTHENTICATE = graphql(`
  mutation SubscriptionsAuthenticate($id: ID!) {
    authenticateLocalPayment(payment_id: $id, approved: true)
  }
`);

const CARDS = TEST_CARDS;

/** The tests' clock: moved on to make months end. */
let clock = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const validation = (answer: { errors?: readonly { extensions?: { validation?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.validation;

/** An employer admin; `token` signs in afresh (the clock moves past a session's life). */
interface Payer extends TeamFixture {
  readonly token: Promise<string>;
}

let keys = 0;
const newKey = () => `subscription-test-${(keys += 1)}`;

async function useCard(payer: Payer, card: string) {
  return testPaymentMethod(t, await payer.token, card);
}

async function payer(): Promise<Payer> {
  const employer = await createEmployer(t.db);
  let session: { token: Promise<string>; at: Date } | null = null;
  return {
    ...employer,
    get token() {
      if (session?.at !== clock) {
        session = { token: t.login(employer.email, employer.password), at: clock };
      }
      return session.token;
    },
  };
}

async function subscribe(
  who: Payer,
  card: string = CARDS.succeeds,
  extra: { promo?: string } = {},
) {
  return t.graphql(ADD, {
    token: await who.token,
    variables: {
      input: {
        payment_method_id: await useCard(who, card),
        promo: extra.promo,
        idempotency_key: newKey(),
      },
    },
  });
}

const current = async (who: Payer) =>
  (await t.graphql(SUBSCRIPTION, { token: await who.token })).data?.subscription;

async function balanceOf(teamId: number): Promise<number> {
  const [row] = await t.db.select().from(teamCredits).where(eq(teamCredits.teamId, teamId));
  return row?.balance ?? 0;
}

/** Runs the renewals as the server's schedule does, `days` days on. */
async function renewAfter(days: number): Promise<number> {
  clock = new Date(clock.getTime() + days * DAY);
  return t.app.services.subscriptions.renewDue();
}

describe('months', () => {
  it('end on the anchor’s day, or the month’s last day when it has fewer', () => {
    const anchor = new Date('2027-01-31T09:30:00Z');
    expect(monthsAfter(anchor, 1).toISOString()).toBe('2027-02-28T09:30:00.000Z');
    expect(monthsAfter(anchor, 2).toISOString()).toBe('2027-03-31T09:30:00.000Z');
    expect(monthsAfter(anchor, 12).toISOString()).toBe('2028-01-31T09:30:00.000Z');
    expect(periodEndAfter(anchor, new Date('2027-02-28T09:30:00Z')).toISOString()).toBe(
      '2027-03-31T09:30:00.000Z',
    );
    expect(monthsAfter(new Date('2026-11-04T00:00:00Z'), 2).toISOString()).toBe(
      '2027-01-04T00:00:00.000Z',
    );
  });
});

describe('subscriptionOffer', () => {
  it('is £195 a month plus VAT with 2 job posts, a promo off the month', async () => {
    const who = await payer();
    const plain = await t.graphql(OFFER, { token: await who.token });
    expect(plain.data?.subscriptionOffer).toEqual({
      job_posts: 2,
      price: {
        qty: 1,
        unitPriceExcludingDiscount: 19_500,
        promoAmount: 0,
        vatAmount: 3_900,
        total: 23_400,
      },
    });
    await t.db.insert(promos).values({ code: 'HALFMONTH', type: 'PERCENTAGE', value: 50 });
    const promo = await t.graphql(OFFER, {
      token: await who.token,
      variables: { promo: 'halfmonth' },
    });
    expect(promo.data?.subscriptionOffer.price).toMatchObject({
      promoAmount: 9_750,
      vatAmount: 1_950,
      total: 11_700,
    });
    const unknown = await t.graphql(OFFER, {
      token: await who.token,
      variables: { promo: 'NOPE' },
    });
    expect(validation(unknown)).toEqual({ promo: [messages.credits.promoNotFound] });
  });
});

describe('addSubscription', () => {
  it('charges the first month, adds its job posts, an invoice and the history entry', async () => {
    const who = await payer();
    expect(await current(who)).toBeNull();
    const answer = await subscribe(who);
    expect(answer.data?.addSubscription).toMatchObject({
      status: 'SUCCEEDED',
      qty: 2,
      amount: 23_400,
      balance: 2,
    });
    expect(await current(who)).toEqual({
      status: 'ACTIVE',
      cancel_at_period_end: false,
      current_period_end: monthsAfter(clock, 1).toISOString(),
      failure_message: null,
      history: [
        {
          price: 23_400,
          period_start: clock.toISOString(),
          ends_at: monthsAfter(clock, 1).toISOString(),
        },
      ],
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.teamId, who.team.id));
    expect(invoice).toMatchObject({
      kind: 'subscription',
      item: 'Monthly Subscription (2 Job Posts)',
      qty: 2,
      total: 23_400,
      status: 'paid',
    });
    const pdf = await pdfTextOf(
      await invoicePdf(invoice!, { name: 'Shortlist', address: [], vatNumber: null }),
    );
    expect(pdf).toContain('Monthly Subscription (2 Job Posts), one month');
    expect(pdf).toContain('VAT (20%)');
    // One subscription a team: a second start is refused.
    const again = await subscribe(who);
    expect(validation(again)).toEqual({ subscription: [messages.subscriptions.alreadySubscribed] });
    expect(await balanceOf(who.team.id)).toBe(2);
  });

  it('answers the same payment for a retried request', async () => {
    const who = await payer();
    const input = {
      payment_method_id: await useCard(who, CARDS.succeeds),
      idempotency_key: newKey(),
    };
    const [first, second] = await Promise.all([
      t.graphql(ADD, { token: await who.token, variables: { input } }),
      t.graphql(ADD, { token: await who.token, variables: { input } }),
    ]);
    const ids = [first, second].map((answer) => answer.data?.addSubscription.payment_id);
    expect(new Set(ids).size).toBe(1);
    expect(await balanceOf(who.team.id)).toBe(2);
    expect((await current(who))?.history).toHaveLength(1);
  });

  it('starts nothing when the card is refused, with the card’s reason', async () => {
    const who = await payer();
    const answer = await subscribe(who, CARDS.insufficientFunds);
    expect(answer.data?.addSubscription).toMatchObject({
      status: 'FAILED',
      message: messages.payments.insufficientFunds,
      balance: null,
    });
    expect(await current(who)).toBeNull();
    expect(await balanceOf(who.team.id)).toBe(0);
  });

  it('starts once the payer has authenticated the payment (3-D Secure)', async () => {
    const who = await payer();
    const answer = await subscribe(who, CARDS.authentication);
    expect(answer.data?.addSubscription.status).toBe('REQUIRES_ACTION');
    expect(await current(who)).toBeNull();
    const id = answer.data!.addSubscription.payment_id;
    await t.graphql(AUTHENTICATE, { token: await who.token, variables: { id } });
    const confirmed = await t.graphql(CONFIRM, { token: await who.token, variables: { id } });
    expect(confirmed.data?.confirmPurchase).toEqual({ status: 'SUCCEEDED', balance: 2 });
    expect((await current(who))?.status).toBe('ACTIVE');
  });

  it('is for the approved admins of a company only (the API refuses the rest)', async () => {
    const owner = await createEmployer(t.db);
    const member = await createTeamMember(t.db, owner.team);
    const candidate = await createCandidate(t.db);
    const agency = await createAgency(t.db);
    for (const user of [member, candidate, agency]) {
      const token = await t.login(user.email, user.password);
      const read = await t.graphql(SUBSCRIPTION, { token });
      const offer = await t.graphql(OFFER, { token });
      const start = await t.graphql(ADD, {
        token,
        variables: { input: { idempotency_key: newKey() } },
      });
      const cancel = await t.graphql(CANCEL, { token });
      expect([read, offer, start, cancel].map(code)).toEqual([
        'FORBIDDEN',
        'FORBIDDEN',
        'FORBIDDEN',
        'FORBIDDEN',
      ]);
    }
    expect(code(await t.graphql(SUBSCRIPTION))).toBe('UNAUTHENTICATED');
  });
});

describe('renewals', () => {
  it('renew each month once, however many servers look for them at once', async () => {
    const who = await payer();
    await subscribe(who);
    const first = await current(who);
    expect(await renewAfter(10)).toBe(0);
    // The month's end: this app and a second one on the same database, at the same time.
    clock = new Date(first!.current_period_end);
    const other = await buildApp({ mode: 'web', db: t.db, now: () => clock });
    const renewed = await Promise.all([
      t.app.services.subscriptions.renewDue(),
      other.services.subscriptions.renewDue(),
      t.app.services.subscriptions.renewDue(),
    ]);
    await other.close();
    expect(renewed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const after = await current(who);
    expect(after?.history).toHaveLength(2);
    expect(after?.history[0]).toMatchObject({
      period_start: first!.current_period_end,
      ends_at: monthsAfter(new Date(first!.history[0]!.period_start), 2).toISOString(),
    });
    expect(await balanceOf(who.team.id)).toBe(4);
    const charged = await t.db.select().from(payments).where(eq(payments.teamId, who.team.id));
    expect(charged).toHaveLength(2);
    expect(await t.db.select().from(invoices).where(eq(invoices.teamId, who.team.id))).toHaveLength(
      2,
    );
    // Again in the same month: nothing more.
    await t.app.services.subscriptions.renewDue();
    expect(await balanceOf(who.team.id)).toBe(4);
  });

  it('cannot be taken by a client idempotency key equal to the renewal’s (separate namespaces)', async () => {
    const who = await payer();
    await subscribe(who);
    const first = await current(who);
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, who.team.id));
    // The key the renewal of next month makes, sent first by the client for a purchase.
    const renewalKey = `subscription-${subscription!.id}-${first!.current_period_end}-1`;
    const bought = await t.graphql(PURCHASE, {
      token: await who.token,
      variables: { input: { qty: 1, idempotency_key: renewalKey } },
    });
    expect(bought.data?.purchaseCredits.status).toBe('SUCCEEDED');
    expect(await balanceOf(who.team.id)).toBe(3);
    clock = new Date(first!.current_period_end);
    expect(await t.app.services.subscriptions.renewDue()).toBeGreaterThanOrEqual(1);
    // The month was charged and recorded as a month, the purchase left as it was.
    const after = await current(who);
    expect(after?.history).toHaveLength(2);
    expect(after?.current_period_end).not.toBe(first!.current_period_end);
    expect(await balanceOf(who.team.id)).toBe(5);
    const rows = await t.db.select().from(payments).where(eq(payments.teamId, who.team.id));
    expect(rows.filter((row) => row.idempotencyKey === renewalKey)).toHaveLength(2);
    // The client's same key again answers its own purchase, not the renewal.
    const again = await t.graphql(PURCHASE, {
      token: await who.token,
      variables: { input: { qty: 1, idempotency_key: renewalKey } },
    });
    expect(again.data?.purchaseCredits).toMatchObject({
      payment_id: bought.data?.purchaseCredits.payment_id,
      qty: 1,
    });
  });

  it('stop at the month’s end once cancelled, and carry on when the cancellation is taken back', async () => {
    const who = await payer();
    await subscribe(who);
    const cancelled = await t.graphql(CANCEL, { token: await who.token });
    expect(cancelled.data?.cancelSubscription).toEqual({
      status: 'ACTIVE',
      cancel_at_period_end: true,
    });
    const resumed = await t.graphql(RESUME, { token: await who.token });
    expect(resumed.data?.resumeSubscription.cancel_at_period_end).toBe(false);
    await t.graphql(CANCEL, { token: await who.token });
    await renewAfter(31);
    expect((await current(who))?.status).toBe('ENDED');
    expect(await balanceOf(who.team.id)).toBe(2);
    // Ended: cancelling again is refused, and a new subscription can start.
    expect(validation(await t.graphql(CANCEL, { token: await who.token }))).toEqual({
      subscription: [messages.subscriptions.noSubscription],
    });
    const again = await subscribe(who);
    expect(again.data?.addSubscription.status).toBe('SUCCEEDED');
    expect(await current(who)).toMatchObject({ status: 'ACTIVE' });
    expect((await current(who))?.history).toHaveLength(2);
  });

  it('that fail leave the subscription past due; a retry with a new card renews it', async () => {
    const who = await payer();
    await subscribe(who);
    // The card on file stops working before the month ends.
    await saveTestCard(t, await who.token, CARDS.insufficientFunds);
    await renewAfter(31);
    expect(await current(who)).toMatchObject({
      status: 'PAST_DUE',
      failure_message: messages.payments.insufficientFunds,
    });
    expect(await balanceOf(who.team.id)).toBe(2);
    // The schedule does not try again on its own…
    await renewAfter(0.1);
    const failed = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.teamId, who.team.id), eq(payments.status, 'failed')));
    expect(failed).toHaveLength(1);
    // …the admin updates the card and retries.
    const stillFailing = await t.graphql(RETRY, { token: await who.token });
    expect(stillFailing.data?.retrySubscriptionPayment).toMatchObject({
      status: 'FAILED',
      message: messages.payments.insufficientFunds,
    });
    await saveTestCard(t, await who.token, CARDS.succeeds);
    const retried = await t.graphql(RETRY, { token: await who.token });
    expect(retried.data?.retrySubscriptionPayment).toMatchObject({
      status: 'SUCCEEDED',
      balance: 4,
    });
    expect(await current(who)).toMatchObject({ status: 'ACTIVE', failure_message: null });
    expect((await current(who))?.history).toHaveLength(2);
    expect(validation(await t.graphql(RETRY, { token: await who.token }))).toEqual({
      subscription: [messages.subscriptions.notPastDue],
    });
  });

  it('that are not paid within the grace period end the subscription', async () => {
    const who = await payer();
    await subscribe(who);
    await saveTestCard(t, await who.token, CARDS.insufficientFunds);
    await renewAfter(31);
    expect((await current(who))?.status).toBe('PAST_DUE');
    await renewAfter(PAST_DUE_GRACE_MS / DAY + 1);
    expect((await current(who))?.status).toBe('ENDED');
  });

  it('ask a card that needs authentication off-session, and fail it as the bank would', async () => {
    const who = await payer();
    await subscribe(who);
    await saveTestCard(t, await who.token, CARDS.authentication);
    await renewAfter(31);
    expect((await current(who))?.status).toBe('PAST_DUE');
    expect(await balanceOf(who.team.id)).toBe(2);
  });

  it('charge a month a stopped server left pending, with the same key', async () => {
    const who = await payer();
    await subscribe(who);
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, who.team.id));
    const periodStart = subscription!.currentPeriodEnd.toISOString();
    clock = subscription!.currentPeriodEnd;
    // As a process that stopped between recording the attempt and charging it would leave it.
    const offer = await t.app.services.prices.subscriptionPrice();
    await t.db.insert(payments).values({
      teamId: who.team.id,
      userId: who.user.id,
      idempotencyKey: `subscription-${subscription!.id}-${periodStart}-1`,
      keySource: 'renewal',
      qty: 2,
      price: offer.price,
      amount: offer.price.total,
      purpose: { kind: 'subscription', periodStart },
      gateway: 'local',
      createdAt: new Date(clock.getTime() - STALLED_PAYMENT_MS / 2),
    });
    // Too recent: another process may still be charging it.
    await t.app.services.subscriptions.renewDue();
    expect(await balanceOf(who.team.id)).toBe(2);
    clock = new Date(clock.getTime() + STALLED_PAYMENT_MS);
    await t.app.services.subscriptions.renewDue();
    expect(await balanceOf(who.team.id)).toBe(4);
    expect((await current(who))?.history).toHaveLength(2);
  });
});

describe('admin subscriptions', () => {
  it('lists each team’s subscription with its state, month end and months paid', async () => {
    const who = await payer();
    await subscribe(who);
    await t.graphql(CANCEL, { token: await who.token });
    const lines: string[] = [];
    const code = await subscriptionsCommand.run(
      { db: t.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      [],
    );
    expect(code).toBe(0);
    const row = lines
      .join('\n')
      .split('\n')
      .find((line) => line.startsWith(`${who.team.id} `));
    expect(row).toMatch(/ active +\d{4}-\d{2}-\d{2} \d{2}:\d{2} +ends +1$/);
  });
});
