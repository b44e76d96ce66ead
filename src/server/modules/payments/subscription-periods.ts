/**
 * A subscription's months. A paid month is recorded in the transaction that adds its job
 * posts (PaymentService.settle), so a month is in the history exactly when it was paid and
 * credited; the history's unique (subscription, start) means a month is never recorded twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptionPeriods, subscriptions, type payments } from '../../db/schema';

type PaymentRow = typeof payments.$inferSelect;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `months` months after `anchor`, on its day of the month, or on the month's last day when it
 * has fewer days (31 January → 28 February → 31 March), at its time of day (UTC).
 */
export function monthsAfter(anchor: Date, months: number): Date {
  const month = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(month / 12);
  const monthOfYear = ((month % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysIn(year, monthOfYear));
  return new Date(Date.UTC(year, monthOfYear, day) + (anchor.getTime() % 86_400_000));
}

/** The end of the month of a subscription anchored at `anchor` that starts at `start`. */
export function periodEndAfter(anchor: Date, start: Date): Date {
  const months =
    (start.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (start.getUTCMonth() - anchor.getUTCMonth());
  let end = monthsAfter(anchor, months);
  for (let n = months + 1; end <= start; n++) end = monthsAfter(anchor, n);
  return end;
}

/**
 * Records the month a credited subscription payment paid for, inside its transaction `tx`:
 * the first month starts (or restarts) the team's subscription at `paidAt`; a renewal moves it
 * on to the month that starts where the last one ended.
 */
export async function recordSubscriptionPeriod(
  tx: Database,
  payment: PaymentRow,
  paidAt: Date,
): Promise<void> {
  const renewalOf = payment.purpose?.periodStart;
  let subscription: typeof subscriptions.$inferSelect | undefined;
  if (!renewalOf) {
    const started = {
      status: 'active' as const,
      cancelAtPeriodEnd: false,
      anchoredAt: paidAt,
      currentPeriodStart: paidAt,
      currentPeriodEnd: monthsAfter(paidAt, 1),
      startedBy: payment.userId,
      failureMessage: null,
    };
    [subscription] = await tx
      .insert(subscriptions)
      .values({ teamId: payment.teamId, ...started })
      .onConflictDoUpdate({ target: subscriptions.teamId, set: started })
      .returning();
  } else {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, payment.teamId));
    const start = new Date(renewalOf);
    [subscription] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: periodEndAfter(current!.anchoredAt, start),
        failureMessage: null,
      })
      .where(and(eq(subscriptions.id, current!.id), eq(subscriptions.currentPeriodEnd, start)))
      .returning();
    // Already moved on (cannot happen while each month has one payment key): keep it as is.
    subscription ??= current;
  }
  await tx
    .insert(subscriptionPeriods)
    .values({
      subscriptionId: subscription!.id,
      teamId: payment.teamId,
      paymentId: payment.id,
      price: payment.amount,
      periodStart: subscription!.currentPeriodStart,
      endsAt: subscription!.currentPeriodEnd,
    })
    .onConflictDoNothing();
}
