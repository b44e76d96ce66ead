import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { creditAccountsCommand } from '../../cli/admin/credit-accounts';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { createEmployer, createTeamMember, type TeamFixture } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';

const APPLY = graphql(`
  mutation CreditAccountsApply($input: CreditAccountInput!) {
    requestCreditAccount(input: $input) {
      status
      invoice_company
      invoice_country
      invoice_phone
    }
  }
`);
const CURRENT = graphql(`
  query CreditAccountsCurrent {
    creditAccount {
      status
      invoice_email
    }
  }
`);
const ON_ACCOUNT = graphql(`
  mutation CreditAccountsPurchase($input: PurchaseCreditsInput!) {
    purchaseOnAccount(input: $input) {
      status
      amount
      balance
    }
  }
`);
const INVOICES = graphql(`
  query CreditAccountsInvoices {
    invoices {
      data {
        number
        status
        issued_at
        due_at
        total
      }
    }
  }
`);

const APPLICATION = {
  invoice_company: 'Northbank Retail Group',
  invoice_address_1: '1 Bankside',
  invoice_city: 'London',
  invoice_state: 'Greater London',
  invoice_zip: 'SE1 9AA',
  invoice_phone: '020 7946 0202',
  invoice_email: 'accounts@northbank.example',
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

async function signedIn(fixture: TeamFixture) {
  return { ...fixture, token: await t.login(fixture.email, fixture.password) };
}

describe('credit accounts', () => {
  it('applies, is approved by the back office, then buys on account with an invoice due in 30 days', async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const applied = await t.graphql(APPLY, {
      token: employer.token,
      variables: { input: APPLICATION },
    });
    expect(applied.data?.requestCreditAccount).toEqual({
      status: 'PENDING',
      invoice_company: 'Northbank Retail Group',
      invoice_country: 'GB',
      invoice_phone: '+442079460202',
    });
    const refused = await t.graphql(ON_ACCOUNT, {
      token: employer.token,
      variables: { input: { qty: 1, idempotency_key: 'account-1' } },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.credits.notOnAccount,
      extensions: { code: 'FORBIDDEN' },
    });

    expect((await admin()).output).toMatch(/Northbank Retail Group, accounts@northbank\.example/);
    expect(await admin('approve', employer.email)).toEqual({
      code: 0,
      output: `${employer.team.company} (team ${employer.team.id}): credit account approved.`,
    });
    const current = await t.graphql(CURRENT, { token: employer.token });
    expect(current.data?.creditAccount?.status).toBe('APPROVED');

    const bought = await t.graphql(ON_ACCOUNT, {
      token: employer.token,
      variables: { input: { qty: 2, idempotency_key: 'account-2' } },
    });
    expect(bought.data?.purchaseOnAccount).toEqual({
      status: 'SUCCEEDED',
      amount: 116_424,
      balance: 2,
    });
    const [invoice] = (await t.graphql(INVOICES, { token: employer.token })).data!.invoices.data;
    expect(invoice).toMatchObject({ status: 'DUE', total: 116_424 });
    const days =
      (Date.parse(invoice!.due_at) - Date.parse(invoice!.issued_at)) / (24 * 60 * 60 * 1000);
    expect(days).toBe(30);
  });

  it("checks every field with the brief's messages", async () => {
    const employer = await signedIn(await createEmployer(t.db));
    const answer = await t.graphql(APPLY, {
      token: employer.token,
      variables: {
        input: {
          ...APPLICATION,
          invoice_company: ' ',
          invoice_city: '',
          invoice_phone: '12',
          invoice_email: 'not-an-email',
        },
      },
    });
    expect(answer.errors?.[0]?.extensions?.validation).toEqual({
      'input.invoice_company': [messages.common.fieldRequired],
      'input.invoice_city': [messages.common.fieldRequired],
      'input.invoice_phone': [messages.phone.invalid],
      'input.invoice_email': [messages.credits.emailInvalid],
    });
  });

  it('is for the approved admins of a company team; the back office names unknown teams', async () => {
    const employer = await createEmployer(t.db);
    const member = await createTeamMember(t.db, employer.team, 'member');
    const memberToken = await t.login(member.email, member.password);
    const answer = await t.graphql(APPLY, {
      token: memberToken,
      variables: { input: APPLICATION },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin('approve', 'nobody@example.com')).code).toBe(1);
    expect((await admin('approve', employer.email)).code).toBe(1);
    expect((await admin('maybe', employer.email)).code).toBe(2);
  });
});
