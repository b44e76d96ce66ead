import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { billingDetails, creditEntries, invoices, teams } from '../../db/schema';
import { BackgroundTasks } from '../../platform/background-tasks';
import { SettingsService } from '../../platform/settings';
import { createEmployer, createTeamMember, type TeamFixture } from '../../testing/fixtures';
import { saveTestCard, TEST_CARDS } from '../../testing/cards';
import { graphql } from '../../testing/gql';
import { pdfTextOf } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PURCHASE = graphql(`
  mutation InvoicesPurchase($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      status
    }
  }
`);
const INVOICES = graphql(`
  query InvoicesList($first: Int, $after: String) {
    invoices(first: $first, after: $after) {
      data {
        id
        number
        item
        qty
        total
        status
        issued_at
        due_at
      }
      paginatorInfo {
        count
        hasMorePages
        endCursor
      }
    }
  }
`);
const DOWNLOAD = graphql(`
  query InvoicesDownload($number: String!) {
    invoiceDownloadUrl(number: $number)
  }
`);

let t: TestApp;
const tasks = new BackgroundTasks((error) => {
  throw error;
});
beforeAll(async () => {
  t = await createTestApp({ backgroundTasks: tasks });
  await new SettingsService(t.db).set('invoiceSeller', {
    name: 'Shortlist Ltd',
    address: ['1 Market Street', 'London EC1A 1AA'],
    vatNumber: 'GB 000 0000 00',
  });
});
afterAll(() => t.close());

interface Buyer extends TeamFixture {
  token: string;
}

/** An employer who bought `qty` job posts by card. */
async function buyer(qty: number): Promise<Buyer> {
  const employer = await createEmployer(t.db, {
    address1: '1 Bankside',
    city: 'London',
    zip: 'SE1 9AA',
    country: 'GB',
  });
  return buyerFor(employer, await t.login(employer.email, employer.password), qty);
}

async function buyerFor(employer: TeamFixture, token: string, qty: number): Promise<Buyer> {
  await saveTestCard(t, token, TEST_CARDS.succeeds);
  const bought = await t.graphql(PURCHASE, {
    token,
    variables: { input: { qty, idempotency_key: `invoice-test-${employer.user.id}` } },
  });
  expect(bought.data?.purchaseCredits.status).toBe('SUCCEEDED');
  return { ...employer, token };
}

/** The text of the PDF at `url`, as a reader copying it would get it. */
const pdfText = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfTextOf(answer.rawPayload);
};

describe('invoices', () => {
  it('issues a numbered, paid invoice with each card purchase, rendered after the answer', async () => {
    const payer = await buyer(3);
    const listed = await t.graphql(INVOICES, { token: payer.token });
    const [invoice] = listed.data!.invoices.data;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^SL-\d{6}$/),
      item: '3 Job Posts',
      qty: 3,
      total: 171_072,
      status: 'PAID',
    });
    expect(invoice!.due_at).toBe(invoice!.issued_at);
    // The ledger's entry names it.
    const [entry] = await t.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.teamId, payer.team.id));
    expect(entry?.invoiceId).toBe(invoice!.number);

    await t.settled();
    const [row] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(invoice!.id)));
    expect(row?.pdf).toMatch(/^\/files\/[0-9a-f]{32}\.pdf$/);

    const link = await t.graphql(DOWNLOAD, {
      token: payer.token,
      variables: { number: invoice!.number },
    });
    const text = await pdfText(link.data!.invoiceDownloadUrl);
    for (const expected of [
      'INVOICE',
      invoice!.number,
      'Shortlist Ltd',
      'VAT GB 000 0000 00',
      payer.team.company,
      '1 Bankside',
      'Volume discount (4% a post)',
      '£1,425.60',
      'VAT (20%)',
      '£1,710.72',
      'Paid in full by card.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The bare path is refused: only signed links open it.
    expect((await t.app.inject({ method: 'GET', url: row!.pdf! })).statusCode).toBe(403);
  });

  it("names the team's billing details when it gave them", async () => {
    const employer = await createEmployer(t.db);
    await t.db.insert(billingDetails).values({
      teamId: employer.team.id,
      name: 'Accounts Payable',
      email: 'billing@example.com',
      phone: '+442079460999',
      address1: '9 Harbour Road',
      city: 'Bristol',
      state: 'Bristol',
      zip: 'BS1 5AB',
      country: 'IE',
    });
    const token = await t.login(employer.email, employer.password);
    const payer = await buyerFor(employer, token, 1);
    const [invoice] = (await t.graphql(INVOICES, { token: payer.token })).data!.invoices.data;
    const link = await t.graphql(DOWNLOAD, { token, variables: { number: invoice!.number } });
    const text = await pdfText(link.data!.invoiceDownloadUrl);
    for (const expected of [
      'Accounts Payable',
      '9 Harbour Road',
      'Ireland',
      'billing@example.com',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('writes names and places outside Latin-1 as they are spelled', async () => {
    const employer = await createEmployer(t.db);
    await t.db
      .update(teams)
      .set({ company: 'Zürich Tonhalle AG' })
      .where(eq(teams.id, employer.team.id));
    await t.db.insert(billingDetails).values({
      teamId: employer.team.id,
      name: 'Antonín Dvořák',
      email: 'dvorak@example.com',
      phone: '+48426300000',
      address1: 'ul. Piotrkowska 104',
      city: 'Łódź',
      state: 'Łódzkie',
      zip: '90-926',
      country: 'PL',
    });
    const token = await t.login(employer.email, employer.password);
    const payer = await buyerFor(employer, token, 1);
    const [invoice] = (await t.graphql(INVOICES, { token: payer.token })).data!.invoices.data;
    const link = await t.graphql(DOWNLOAD, { token, variables: { number: invoice!.number } });
    const text = await pdfText(link.data!.invoiceDownloadUrl);
    for (const expected of ['Zürich Tonhalle AG', 'Antonín Dvořák', 'Łódź', 'Łódzkie', 'Poland']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('?');
  });

  it('serves GET /api/user/{id}/invoice/{invoice_id} to the team admins who bought', async () => {
    const payer = await buyer(1);
    const [invoice] = (await t.graphql(INVOICES, { token: payer.token })).data!.invoices.data;
    const url = `/api/user/${payer.user.id}/invoice/${invoice!.number}`;
    const get = (path: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const redirected = await get(url, payer.token);
    expect(redirected.statusCode).toBe(302);
    expect(await pdfText(redirected.headers.location as string)).toContain(invoice!.number);

    expect((await get(url)).statusCode).toBe(401);
    const other = await buyer(1);
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect(
      (await get(`/api/user/${other.user.id}/invoice/${invoice!.number}`, other.token)).statusCode,
    ).toBe(404);
    const member = await createTeamMember(t.db, payer.team, 'member');
    const memberToken = await t.login(member.email, member.password);
    expect(
      (await get(`/api/user/${member.user.id}/invoice/${invoice!.number}`, memberToken)).statusCode,
    ).toBe(404);
  });

  it('is refused to members and to other teams through the API', async () => {
    const payer = await buyer(2);
    const [invoice] = (await t.graphql(INVOICES, { token: payer.token })).data!.invoices.data;
    const member = await createTeamMember(t.db, payer.team, 'member');
    const memberToken = await t.login(member.email, member.password);
    expect((await t.graphql(INVOICES, { token: memberToken })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const other = await buyer(1);
    const refused = await t.graphql(DOWNLOAD, {
      token: other.token,
      variables: { number: invoice!.number },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.invoices.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    for (const number of ['SL-1', 'nonsense', 'SL-999999']) {
      const answer = await t.graphql(DOWNLOAD, { token: payer.token, variables: { number } });
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
