/**
 * The demo teams' ledgers (seeded by seed/demo.ts): their job posts as a card purchase (its
 * payment, invoice, saved card and billing details) and a welcome grant, and one spend per
 * demo post. The payments module's seed door: only the seed layer imports it
 * (docs/module-doors.md).
 */
import { sql } from 'drizzle-orm';
import { countryName } from '../../../shared/countries';
import { JOB_POST_QTY } from '../../../shared/pricing';
import type { Database } from '../../db/database';
import {
  billingDetails,
  creditEntries,
  invoices,
  paymentMethods,
  payments,
  teamCredits,
} from '../../db/schema';
import { SETTINGS } from '../../platform/settings';
import { calculatePrice } from '../credits';
import { invoiceNumber } from '../invoices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo post the ledger pays for: its id and when it went up. */
export interface DemoPostPaidFor {
  id: number;
  createdAt: Date;
}

/**
 * The ledger as if the posts had been posted one by one: `granted` job posts plus one per
 * post come in, one goes out per post, and the balance ends `granted` above what it was. A new
 * team's come in as a card purchase of as many as one purchase allows (its payment, invoice,
 * saved card and billing details, so Billing History and Manage Payment Info are alive) and
 * a welcome grant of the rest.
 */
export async function payForPosts(
  tx: Database,
  teamId: number,
  ownerId: number,
  granted: number,
  posts: readonly DemoPostPaidFor[],
  now: Date,
): Promise<void> {
  const [row] = await tx
    .insert(teamCredits)
    .values({ teamId, balance: granted })
    .onConflictDoUpdate({
      target: teamCredits.teamId,
      set: { balance: sql`${teamCredits.balance} + ${granted}` },
    })
    .returning({ balance: teamCredits.balance });
  const final = row?.balance ?? granted;
  const start = final + posts.length;
  // Dated as it happened: the grant the day before the first post, each spend with its post.
  const inOrder = [...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const firstPosted = inOrder[0]?.createdAt.getTime() ?? now.getTime();
  const incoming = granted + posts.length;
  const bought = granted > 0 ? Math.min(incoming, JOB_POST_QTY.max) : 0;
  const purchase =
    bought > 0
      ? await demoPurchase(tx, teamId, ownerId, bought, new Date(firstPosted - DAY_MS))
      : null;
  const welcome = incoming - bought;
  await tx.insert(creditEntries).values([
    ...(welcome > 0
      ? [
          {
            teamId,
            type: 'IN' as const,
            qty: welcome,
            balance: start - bought,
            reason: 'demo data',
            createdAt: new Date(firstPosted - 2 * DAY_MS),
          },
        ]
      : []),
    ...(purchase
      ? [
          {
            teamId,
            type: 'IN' as const,
            qty: bought,
            total: purchase.total,
            balance: start,
            invoiceId: purchase.invoice,
            reason: `payment ${purchase.paymentId}`,
            createdAt: new Date(firstPosted - DAY_MS),
          },
        ]
      : []),
    ...inOrder.map((post, index) => ({
      teamId,
      type: 'OUT' as const,
      qty: 1,
      balance: start - index - 1,
      reason: `opportunity ${post.id}`,
      createdAt: post.createdAt,
    })),
  ]);
}

/** Who the demo employer's invoices go to, and the test card it paid with. */
const DEMO_BILLING = {
  name: 'Accounts Payable',
  email: 'accounts@northbank.example',
  phone: '+442079460203',
  address1: '1 Bankside',
  city: 'London',
  state: 'Greater London',
  zip: 'SE1 9AA',
  country: 'GB',
} as const;

/** A paid card purchase of `qty` job posts at the default price, as PaymentService records one. */
async function demoPurchase(
  tx: Database,
  teamId: number,
  ownerId: number,
  qty: number,
  at: Date,
): Promise<{ paymentId: number; invoice: string; total: number }> {
  const price = calculatePrice(qty, null, {
    jobPostPricePence: SETTINGS.jobPostPricePence.defaultValue,
    vatPercent: SETTINGS.vatPercent.defaultValue,
    volumeDiscountPercentPerExtraPost: SETTINGS.volumeDiscountPercentPerExtraPost.defaultValue,
    volumeDiscountMaxPercent: SETTINGS.volumeDiscountMaxPercent.defaultValue,
  });
  await tx.insert(billingDetails).values({ teamId, ...DEMO_BILLING });
  await tx.insert(paymentMethods).values({
    teamId,
    gateway: 'local',
    customerId: 'cus_local_demo',
    // The local gateway's id for 4242 4242 4242 4242, expiring in April four years on.
    paymentMethodId: `pm_local_424204${String(at.getUTCFullYear() + 4).slice(-2)}_0000000000000000`,
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: at.getUTCFullYear() + 4,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      teamId,
      userId: ownerId,
      idempotencyKey: 'demo-purchase',
      qty,
      price,
      amount: price.total,
      gateway: 'local',
      gatewayPaymentId: 'pi_local_demo',
      status: 'succeeded',
      creditedAt: at,
      createdAt: at,
    })
    .returning({ id: payments.id });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      teamId,
      paymentId: payment!.id,
      item: `${qty} Job Posts`,
      qty,
      price,
      total: price.total,
      buyer: {
        company: 'Northbank Retail Group',
        name: DEMO_BILLING.name,
        email: DEMO_BILLING.email,
        address: [
          DEMO_BILLING.address1,
          DEMO_BILLING.city,
          DEMO_BILLING.state,
          DEMO_BILLING.zip,
          countryName(DEMO_BILLING.country),
        ],
      },
      status: 'paid',
      issuedAt: at,
      dueAt: at,
    })
    .returning({ id: invoices.id });
  return { paymentId: payment!.id, invoice: invoiceNumber(invoice!.id), total: price.total };
}
