/**
 * billingMembership (docs/payments.md, "Agencies"): a team's credit account, billing details
 * and invoices are for the approved admins of its active team, a company's or an agency's;
 * buying job posts stays with company admins. One matrix per actor, each against its own team
 * and another team's (docs/security.md G6).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { creditAccountsCommand } from '../../cli/admin/credit-accounts';
import { invoices, users } from '../../db/schema';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type TeamFixture,
} from '../../testing/fixtures';
import { saveTestCard, TEST_CARDS } from '../../testing/cards';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { calculatePrice } from '../credits';
import { invoiceNumber } from '../invoices';

const APPLY = graphql(`
  mutation BillingAccessApply($input: CreditAccountInput!) {
    requestCreditAccount(input: $input) {
      status
      invoice_company
    }
  }
`);
const CREDIT_ACCOUNT = graphql(`
  query BillingAccessCreditAccount {
    creditAccount {
      status
      invoice_company
    }
  }
`);
const SAVE_DETAILS = graphql(`
  mutation BillingAccessSaveDetails($input: BillingDetailsInput!) {
    updateBillingDetails(input: $input) {
      name
    }
  }
`);
const DETAILS = graphql(`
  query BillingAccessDetails {
    billingDetails {
      name
    }
  }
`);
const INVOICES = graphql(`
  query BillingAccessInvoices {
    invoices {
      data {
        number
      }
    }
  }
`);
const DOWNLOAD = graphql(`
  query BillingAccessDownload($number: String!) {
    invoiceDownloadUrl(number: $number)
  }
`);
const CARD = graphql(`
  query BillingAccessCard {
    defaultPaymentMethod {
      last4
    }
  }
`);
const PURCHASE = graphql(`
  mutation BillingAccessPurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
    }
  }
`);
const PRICE = graphql(`
  query BillingAccessPrice {
    calculatePrice(qty: 1) {
      total
    }
  }
`);
const ON_ACCOUNT = graphql(`
  mutation BillingAccessOnAccount($input: PurchaseCreditsInput!) {
    purchaseOnAccount(input: $input) {
      status
    }
  }
`);

const APPLICATION = {
  invoice_company: 'Brightwater Creative Ltd',
  invoice_address_1: '12 Harbourside',
  invoice_city: 'Bristol',
  invoice_state: 'Bristol',
  invoice_zip: 'BS1 5DB',
  invoice_phone: '0117 496 0000',
  invoice_email: 'accounts@brightwater.example',
};
const BILLING = {
  name: 'Priya Shah',
  email: 'billing@brightwater.example',
  phone: '0117 496 0001',
  address_1: '12 Harbourside',
  city: 'Bristol',
  state: 'Bristol',
  zip: 'BS1 5DB',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await creditAccountsCommand.run(
    { db: t.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
    args,
  );
  return { code, output: lines.join('\n') };
};

/** An invoice of `team`'s (agencies buy nothing yet, so it is written as the back office would). */
async function invoiceOf(team: TeamFixture['team']): Promise<string> {
  const price = calculatePrice(1, null, {
    jobPostPricePence: 49_500,
    vatPercent: 20,
    volumeDiscountPercentPerExtraPost: 2,
    volumeDiscountMaxPercent: 18,
  });
  const now = new Date();
  const [row] = await t.db
    .insert(invoices)
    .values({
      teamId: team.id,
      item: '1 Job Post',
      qty: 1,
      price,
      total: price.total,
      buyer: { company: team.company, name: 'Accounts', email: 'a@example.com', address: [] },
      status: 'due',
      issuedAt: now,
      dueAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: invoices.id });
  return invoiceNumber(row!.id);
}

/** Every billing call as `token`: the answer's data, or the error's code. */
async function billingAnswers(token: string, otherTeamsInvoice: string) {
  const code = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code ?? 'OK';
  return {
    apply: code(await t.graphql(APPLY, { token, variables: { input: APPLICATION } })),
    creditAccount: code(await t.graphql(CREDIT_ACCOUNT, { token })),
    saveDetails: code(await t.graphql(SAVE_DETAILS, { token, variables: { input: BILLING } })),
    details: code(await t.graphql(DETAILS, { token })),
    invoices: code(await t.graphql(INVOICES, { token })),
    otherTeamsInvoice: code(
      await t.graphql(DOWNLOAD, { token, variables: { number: otherTeamsInvoice } }),
    ),
  };
}

const ALLOWED = {
  apply: 'OK',
  creditAccount: 'OK',
  saveDetails: 'OK',
  details: 'OK',
  invoices: 'OK',
  // Another team's invoice is not found, as if it did not exist.
  otherTeamsInvoice: 'NOT_FOUND',
};
const REFUSED = {
  apply: 'FORBIDDEN',
  creditAccount: 'FORBIDDEN',
  saveDetails: 'FORBIDDEN',
  details: 'FORBIDDEN',
  invoices: 'FORBIDDEN',
  otherTeamsInvoice: 'FORBIDDEN',
};

describe('billing membership: who manages a team’s billing', () => {
  it('lets the agency owner and a GUEST admin of the agency, and no one else', async () => {
    const agency = await createAgency(t.db);
    const employer = await createEmployer(t.db);
    const employersInvoice = await invoiceOf(employer.team);
    const login = (fixture: { email: string; password: string }) =>
      t.login(fixture.email, fixture.password);

    const guestAdmin = await createTeamMember(t.db, agency.team, 'admin');
    const member = await createTeamMember(t.db, agency.team, 'member');
    const candidate = await createCandidate(t.db);
    const waiting = await createAgency(t.db, { status: 'INACTIVE' });

    const matrix = {
      'agency owner': await billingAnswers(await login(agency), employersInvoice),
      'agency GUEST admin': await billingAnswers(await login(guestAdmin), employersInvoice),
      'agency member': await billingAnswers(await login(member), employersInvoice),
      candidate: await billingAnswers(await login(candidate), employersInvoice),
      'agency owner awaiting approval': await billingAnswers(
        await login(waiting),
        employersInvoice,
      ),
    };
    expect(matrix).toEqual({
      'agency owner': ALLOWED,
      'agency GUEST admin': ALLOWED,
      'agency member': REFUSED,
      candidate: REFUSED,
      // Payment info and billing history need no approval (the brief); the credit account does.
      'agency owner awaiting approval': {
        ...ALLOWED,
        apply: 'FORBIDDEN',
        creditAccount: 'FORBIDDEN',
      },
    });

    const refused = await t.graphql(DETAILS, { token: await login(member) });
    expect(refused.errors?.[0]?.message).toBe(messages.payments.notBillingAdmin);
  });

  it("keeps each team's credit account, billing details and invoices to its own admins", async () => {
    const agency = await createAgency(t.db);
    const otherAgency = await createAgency(t.db);
    const employer = await createEmployer(t.db);
    const [agencyToken, otherToken, employerToken] = await Promise.all(
      [agency, otherAgency, employer].map((fixture) => t.login(fixture.email, fixture.password)),
    );
    await t.graphql(APPLY, { token: agencyToken, variables: { input: APPLICATION } });
    await t.graphql(SAVE_DETAILS, { token: agencyToken, variables: { input: BILLING } });
    const agencysInvoice = await invoiceOf(agency.team);

    const own = await t.graphql(INVOICES, { token: agencyToken });
    expect(own.data?.invoices.data).toEqual([{ number: agencysInvoice }]);
    expect(
      (await t.graphql(DOWNLOAD, { token: agencyToken, variables: { number: agencysInvoice } }))
        .data?.invoiceDownloadUrl,
    ).toEqual(expect.any(String));

    for (const token of [otherToken, employerToken]) {
      expect((await t.graphql(CREDIT_ACCOUNT, { token })).data?.creditAccount).toBeNull();
      expect((await t.graphql(DETAILS, { token })).data?.billingDetails).toBeNull();
      expect((await t.graphql(INVOICES, { token })).data?.invoices.data).toEqual([]);
      const download = await t.graphql(DOWNLOAD, {
        token,
        variables: { number: agencysInvoice },
      });
      expect(download.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('has the back office approve an agency’s credit account; the agency still buys nothing', async () => {
    const agency = await createAgency(t.db);
    const token = await t.login(agency.email, agency.password);
    const applied = await t.graphql(APPLY, { token, variables: { input: APPLICATION } });
    expect(applied.data?.requestCreditAccount).toEqual({
      status: 'PENDING',
      invoice_company: APPLICATION.invoice_company,
    });

    expect(await admin('approve', agency.email)).toEqual({
      code: 0,
      output: `${agency.team.company} (team ${agency.team.id}): credit account approved.`,
    });
    expect((await t.graphql(CREDIT_ACCOUNT, { token })).data?.creditAccount?.status).toBe(
      'APPROVED',
    );
    expect((await admin('decline', String(agency.team.id))).code).toBe(0);
    expect((await t.graphql(CREDIT_ACCOUNT, { token })).data?.creditAccount?.status).toBe(
      'DECLINED',
    );
    // Applying again after a decline is looked at again.
    await t.graphql(APPLY, { token, variables: { input: APPLICATION } });
    expect((await t.graphql(CREDIT_ACCOUNT, { token })).data?.creditAccount?.status).toBe(
      'PENDING',
    );
    await admin('approve', agency.email);

    // Only employers buy (the brief): prices and purchases on account stay refused.
    const price = await t.graphql(PRICE, { token });
    expect(price.errors?.[0]).toMatchObject({
      message: messages.credits.cannotBuy,
      extensions: { code: 'FORBIDDEN' },
    });
    const bought = await t.graphql(ON_ACCOUNT, {
      token,
      variables: { input: { qty: 1, idempotency_key: 'agency-1' } },
    });
    expect(bought.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets an employer awaiting approval keep payment info and billing history, not buy (C)', async () => {
    const waiting = await createEmployer(t.db, { status: 'INACTIVE' });
    const token = await t.login(waiting.email, waiting.password);
    const answers = await billingAnswers(token, await invoiceOf((await createEmployer(t.db)).team));
    expect(answers).toEqual({ ...ALLOWED, apply: 'FORBIDDEN', creditAccount: 'FORBIDDEN' });
    const code = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
      answer.errors?.[0]?.extensions?.code ?? 'OK';
    // The card: saved and shown on manage-payment-info.
    expect(code(await saveTestCard(t, token, TEST_CARDS.succeeds))).toBe('OK');
    expect((await t.graphql(CARD, { token })).data?.defaultPaymentMethod?.last4).toBe('4242');
    // Buying stays for approved accounts.
    expect(code(await t.graphql(PRICE, { token }))).toBe('FORBIDDEN');
    const bought = await t.graphql(PURCHASE, {
      token,
      variables: { input: { qty: 1, idempotency_key: 'waiting-1' } },
    });
    expect(code(bought)).toBe('FORBIDDEN');
  });

  it('refuses an agency owner whose account was deactivated after applying', async () => {
    const agency = await createAgency(t.db);
    const token = await t.login(agency.email, agency.password);
    await t.graphql(APPLY, { token, variables: { input: APPLICATION } });
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, agency.user.id));
    const answer = await t.graphql(CREDIT_ACCOUNT, { token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
