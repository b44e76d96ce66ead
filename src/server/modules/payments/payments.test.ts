import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { creditEntries, payments, promos, users } from '../../db/schema';
import {
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
  type UserFixture,
} from '../../testing/fixtures';
import {
  CREATE_TEST_CARD,
  SAVE_TEST_CARD,
  saveTestCard,
  TEST_CARDS,
  testCardExpiry,
} from '../../testing/cards';
import { graphql } from '../../testing/gql';
import { LocalFileStore } from '../../platform/files/file-store';
import { SettingsService } from '../../platform/settings';
import { CreditService, PriceService } from '../credits';
import { FileLinks, FileService } from '../files';
import { InvoiceService } from '../invoices';
import { PaymentService } from './payment-service';
import { createTestApp, type TestApp } from '../../testing/test-app';

const SAVED_CARD = graphql(`
  query PaymentsSavedCard {
    defaultPaymentMethod {
      brand
      last4
      exp_month
      exp_year
    }
    paymentSetup {
      gateway
    }
  }
`);
const PURCHASE = graphql(`
  mutation PaymentsPurchase($input: PurchaseCreditsInput!) {
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
  mutation PaymentsConfirm($id: ID!) {
    confirmPurchase(payment_id: $id) {
      status
      balance
      message
    }
  }
`);
const AUTHENTICATE = graphql(`
  mutation PaymentsAuthenticate($id: ID!, $approved: Boolean!) {
    authenticateLocalPayment(payment_id: $id, approved: $approved)
  }
`);

const CARDS = TEST_CARDS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-25T12:00:00Z') });
});
afterAll(() => t.close());

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const validation = (answer: { errors?: readonly { extensions?: { validation?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.validation;

interface Payer extends TeamFixture {
  token: string;
}

/** An employer whose team pays with `card` (one of CARDS). */
async function payerWith(card: string): Promise<Payer> {
  const employer = await createEmployer(t.db);
  const token = await t.login(employer.email, employer.password);
  const saved = await saveTestCard(t, token, card);
  expect(saved.errors).toBeUndefined();
  return { ...employer, token };
}

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}`;

async function buy(payer: Payer, qty: number, extra: { promo?: string; key?: string } = {}) {
  return t.graphql(PURCHASE, {
    token: payer.token,
    variables: { input: { qty, promo: extra.promo, idempotency_key: extra.key ?? newKey() } },
  });
}

async function balanceOf(teamId: number): Promise<number> {
  const rows = await t.db.select().from(creditEntries).where(eq(creditEntries.teamId, teamId));
  return rows.reduce((sum, row) => sum + (row.type === 'IN' ? row.qty : -row.qty), 0);
}

describe('the team card', () => {
  it('saves a test card and shows it masked, the month zero-padded', async () => {
    const payer = await payerWith(CARDS.succeeds);
    const answer = await t.graphql(SAVED_CARD, { token: payer.token });
    expect(answer.data).toEqual({
      defaultPaymentMethod: {
        brand: 'visa',
        last4: '4242',
        exp_month: '04',
        exp_year: testCardExpiry().year,
      },
      paymentSetup: { gateway: 'LOCAL' },
    });
  });

  it('takes test cards only, with a valid expiry and security code', async () => {
    const employer = await createEmployer(t.db);
    const token = await t.login(employer.email, employer.password);
    const cases: [Record<string, unknown>, string][] = [
      [{ number: '4111 1111 1111 1111' }, messages.payments.testCardsOnly],
      [{ exp_year: 2025 }, messages.payments.expiryInvalid],
      [{ exp_month: 13 }, messages.payments.expiryInvalid],
      [{ cvc: '12' }, messages.payments.cvcInvalid],
    ];
    for (const [change, message] of cases) {
      const answer = await t.graphql(CREATE_TEST_CARD, {
        token,
        variables: {
          input: {
            number: CARDS.succeeds,
            exp_month: 4,
            exp_year: testCardExpiry().year,
            cvc: '123',
            ...change,
          },
        },
      });
      expect(validation(answer)).toEqual({ 'input.card': [message] });
    }
    const unknown = await t.graphql(SAVE_TEST_CARD, {
      token,
      variables: { input: { payment_method_id: 'pm_local_nothing' } },
    });
    expect(validation(unknown)).toEqual({
      'input.payment_method_id': [messages.payments.cardNotFound],
    });
  });
});

describe('purchaseCredits', () => {
  it('charges the server’s price and adds the job posts once, however often it is asked', async () => {
    const payer = await payerWith(CARDS.succeeds);
    const key = newKey();
    const first = await buy(payer, 3, { key });
    expect(first.data?.purchaseCredits).toMatchObject({
      status: 'SUCCEEDED',
      qty: 3,
      amount: 171_072,
      balance: 3,
      message: null,
    });
    // A retry of the same attempt (a lost answer): the same payment, nothing added.
    const again = await buy(payer, 3, { key });
    expect(again.data?.purchaseCredits).toMatchObject({
      status: 'SUCCEEDED',
      payment_id: first.data?.purchaseCredits.payment_id,
      balance: 3,
    });
    const ledger = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, payer.team.id));
    expect(ledger).toMatchObject([{ type: 'IN', qty: 3, total: 171_072, balance: 3 }]);
  });

  it('never takes a price from the client (docs/security.md S1)', async () => {
    const payer = await payerWith(CARDS.succeeds);
    const tampered = await t.graphql(PURCHASE, {
      token: payer.token,
      variables: { input: { qty: 1, idempotency_key: newKey(), amount: 1, total: 1 } },
    });
    expect(tampered.errors?.[0]?.message).toMatch(/"amount" is not defined/);
    expect(await t.db.$count(payments, eq(payments.teamId, payer.team.id))).toBe(0);
    const bought = await buy(payer, 1);
    expect(bought.data?.purchaseCredits.amount).toBe(59_400);
  });

  it('adds them once when the same attempt arrives twice at once', async () => {
    const payer = await payerWith(CARDS.succeeds);
    const key = newKey();
    const answers = await Promise.all([buy(payer, 2, { key }), buy(payer, 2, { key })]);
    expect(answers.map((answer) => answer.data?.purchaseCredits.payment_id)).toEqual([
      answers[0]!.data?.purchaseCredits.payment_id,
      answers[0]!.data?.purchaseCredits.payment_id,
    ]);
    expect(await balanceOf(payer.team.id)).toBe(2);
    expect(await t.db.$count(payments, eq(payments.teamId, payer.team.id))).toBe(1);
  });

  it("says the gateway's reason for a refused card and adds nothing", async () => {
    for (const [card, message] of [
      [CARDS.declined, messages.payments.declined],
      [CARDS.insufficientFunds, messages.payments.insufficientFunds],
    ]) {
      const payer = await payerWith(card!);
      const answer = await buy(payer, 1);
      expect(answer.data?.purchaseCredits).toMatchObject({
        status: 'FAILED',
        message,
        balance: null,
      });
      expect(await balanceOf(payer.team.id)).toBe(0);
    }
  });

  it('waits for 3-D Secure: confirmed once authenticated, refused when it fails', async () => {
    const payer = await payerWith(CARDS.authentication);
    const started = await buy(payer, 1);
    expect(started.data?.purchaseCredits).toMatchObject({
      status: 'REQUIRES_ACTION',
      client_secret: expect.stringMatching(/^pi_local_/),
    });
    const id = started.data!.purchaseCredits.payment_id;
    const early = await t.graphql(CONFIRM, { token: payer.token, variables: { id } });
    expect(early.data?.confirmPurchase.status).toBe('REQUIRES_ACTION');
    expect(await balanceOf(payer.team.id)).toBe(0);

    await t.graphql(AUTHENTICATE, { token: payer.token, variables: { id, approved: true } });
    const confirmed = await t.graphql(CONFIRM, { token: payer.token, variables: { id } });
    expect(confirmed.data?.confirmPurchase).toMatchObject({ status: 'SUCCEEDED', balance: 1 });
    const twice = await t.graphql(CONFIRM, { token: payer.token, variables: { id } });
    expect(twice.data?.confirmPurchase).toMatchObject({ status: 'SUCCEEDED', balance: 1 });

    const failing = await buy(payer, 2);
    const failingId = failing.data!.purchaseCredits.payment_id;
    await t.graphql(AUTHENTICATE, {
      token: payer.token,
      variables: { id: failingId, approved: false },
    });
    const refused = await t.graphql(CONFIRM, { token: payer.token, variables: { id: failingId } });
    expect(refused.data?.confirmPurchase).toMatchObject({
      status: 'FAILED',
      message: messages.payments.authenticationFailed,
    });
    expect(await balanceOf(payer.team.id)).toBe(1);
  });

  it('settles a success once even when two notices of it arrive together', async () => {
    const payer = await payerWith(CARDS.authentication);
    const started = await buy(payer, 4);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(started.data!.purchaseCredits.payment_id)));
    const succeeded = {
      status: 'succeeded' as const,
      gatewayPaymentId: payment!.gatewayPaymentId!,
    };
    // As the payer's confirmation and a gateway's notice would, each in its own process.
    const service = () =>
      new PaymentService(
        t.db,
        null,
        new PriceService(t.db, new SettingsService(t.db), () => new Date()),
        new CreditService(t.db),
        new InvoiceService(
          t.db,
          new FileService(t.db, new LocalFileStore(join(tmpdir(), 'shortlist-test-invoices'))),
          new FileLinks(t.db),
          new SettingsService(t.db),
          t.app.jobs,
          () => new Date(),
        ),
        () => new Date(),
      );
    const settled = await Promise.all([
      service().settle(payment!, succeeded),
      service().settle(payment!, succeeded),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await balanceOf(payer.team.id)).toBe(4);
  });

  it('counts a promo code’s uses, gives one back when the payment fails, and charges nothing at 100% off', async () => {
    await t.db.insert(promos).values([
      { code: 'ONCE', type: 'PERCENTAGE', value: 10, maxUses: 1 },
      { code: 'FREEBIE', type: 'PERCENTAGE', value: 100 },
    ]);
    const declined = await payerWith(CARDS.declined);
    expect((await buy(declined, 1, { promo: 'once' })).data?.purchaseCredits.status).toBe('FAILED');
    const payer = await payerWith(CARDS.succeeds);
    const used = await buy(payer, 1, { promo: 'ONCE' });
    expect(used.data?.purchaseCredits).toMatchObject({ status: 'SUCCEEDED', amount: 53_460 });
    const usedUp = await buy(payer, 1, { promo: 'ONCE' });
    expect(validation(usedUp)).toEqual({ promo: [messages.credits.promoNotFound] });
    const free = await buy(payer, 2, { promo: 'FREEBIE' });
    expect(free.data?.purchaseCredits).toMatchObject({
      status: 'SUCCEEDED',
      amount: 0,
      balance: 3,
    });
  });

  it('needs a saved card, a quantity from 1 to 10 and a key', async () => {
    const employer = await createEmployer(t.db);
    const token = await t.login(employer.email, employer.password);
    const payer = { ...employer, token };
    expect(validation(await buy(payer, 1))).toEqual({ payment_method: [messages.payments.noCard] });
    expect(validation(await buy(payer, 0))).toEqual({ 'input.qty': [messages.credits.qtyMin] });
    expect(validation(await buy(payer, 11))).toEqual({ 'input.qty': [messages.credits.qtyMax] });
  });

  it('is for the approved admins of a company team only', async () => {
    const owner = await payerWith(CARDS.succeeds);
    const member = await createTeamMember(t.db, owner.team, 'member');
    const awaiting = await createEmployer(t.db);
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, awaiting.user.id));
    const cases: [string, UserFixture, string][] = [
      ['member', member, 'FORBIDDEN'],
      ['owner awaiting approval', awaiting, 'FORBIDDEN'],
      ['candidate', await createCandidate(t.db), 'FORBIDDEN'],
    ];
    for (const [who, caller, expected] of cases) {
      const token = await t.login(caller.email, caller.password);
      const answer = await t.graphql(PURCHASE, {
        token,
        variables: { input: { qty: 1, idempotency_key: newKey() } },
      });
      expect([who, outcome(answer)]).toEqual([who, expected]);
    }
    expect(
      outcome(
        await t.graphql(PURCHASE, { variables: { input: { qty: 1, idempotency_key: 'k' } } }),
      ),
    ).toBe('UNAUTHENTICATED');
    // Nobody else's payment can be confirmed.
    const started = await buy(owner, 1);
    const other = await payerWith(CARDS.succeeds);
    const confirm = await t.graphql(CONFIRM, {
      token: other.token,
      variables: { id: started.data!.purchaseCredits.payment_id },
    });
    expect(outcome(confirm)).toBe('NOT_FOUND');
  });
});

describe('server mode without a gateway', () => {
  it('refuses card payments', async () => {
    const server = await createTestApp({ mode: 'server' });
    try {
      const employer = await createEmployer(server.db);
      const token = await server.login(employer.email, employer.password);
      const setup = await server.graphql(SAVED_CARD, { token });
      expect(setup.data?.paymentSetup).toEqual({ gateway: 'NONE' });
      const answer = await server.graphql(PURCHASE, {
        token,
        variables: { input: { qty: 1, idempotency_key: 'k' } },
      });
      expect(answer.errors?.[0]).toMatchObject({
        message: messages.payments.notConfigured,
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await server.close();
    }
  });
});
