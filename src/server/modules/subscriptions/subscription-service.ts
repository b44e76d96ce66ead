/**
 * The monthly subscription (brief: "Subscription"): a month of job posts paid by the team's
 * card, renewed by the server. Each month is a payment like any purchase (PaymentService), so
 * its job posts, invoice and history entry are added once, when it is paid. A renewal's
 * payment key names the subscription, the month and the attempt, so however many server
 * processes look for due renewals at once, one charges the month and the others find it.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, subscriptionPeriods, subscriptions, teams } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { badUserInput, DomainError } from '../../platform/domain-error';
import { buyingMembership } from '../teams';
import type { PriceService } from '../credits';
import type { Actor } from '../identity';
import type { Order, PaymentService, PurchaseOutcome } from '../payments';
import type { SubscriptionPeriodRow, SubscriptionRow } from './mappers';

const m = messages.subscriptions;

export type { SubscriptionPeriodRow, SubscriptionRow } from './mappers';

/** A renewal that failed leaves the subscription past due this long, then it ends. */
export const PAST_DUE_GRACE_MS = 14 * 24 * 60 * 60 * 1000;
/** A renewal's payment still pending after this was left by a process that stopped. */
export const STALLED_PAYMENT_MS = 10 * 60 * 1000;

/** A month's charge as the gateway describes it. */
const monthDescription = (company: string) => `Monthly subscription, ${company}`;

export class SubscriptionService {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly prices: PriceService,
    private readonly now: () => Date,
  ) {}

  /** The caller's team's subscription (null: never subscribed). */
  async current(actor: Actor): Promise<SubscriptionRow | null> {
    return this.ofTeam(buyingMembership(actor).team.id);
  }

  /** A team's paid months, newest first: read for a subscription the caller was answered. */
  history(teamId: number): Promise<SubscriptionPeriodRow[]> {
    return this.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.teamId, teamId))
      .orderBy(desc(subscriptionPeriods.id));
  }

  /**
   * Starts the subscription: its first month charged now to the team's card (which the page
   * saved first), with `promo` off that month. The subscription exists once it is paid.
   */
  async start(
    actor: Actor,
    input: { promo: string; idempotencyKey: string },
  ): Promise<PurchaseOutcome> {
    const membership = buyingMembership(actor);
    return this.payments.payByCard(
      { teamId: membership.team.id, userId: actor.user.id },
      { source: 'client', value: input.idempotencyKey },
      // Checked for a new attempt only: a retried one answers its payment.
      async () => {
        const existing = await this.ofTeam(membership.team.id);
        if (existing && existing.status !== 'ended') {
          throw badUserInput({ subscription: [m.alreadySubscribed] });
        }
        return this.monthOrder(membership.team.company, null, input.promo);
      },
    );
  }

  /** Cancels at the end of the current month; a past-due subscription ends now. */
  async cancel(actor: Actor): Promise<SubscriptionRow> {
    const subscription = await this.live(actor);
    const [row] = await this.db
      .update(subscriptions)
      .set(subscription.status === 'past_due' ? { status: 'ended' } : { cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    return row!;
  }

  /** Takes back a cancellation before the month ends. */
  async resume(actor: Actor): Promise<SubscriptionRow> {
    const subscription = await this.live(actor);
    const [row] = await this.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    return row!;
  }

  /** Pays a failed renewal again with the team's card (after the admin updated it). */
  async retry(actor: Actor): Promise<PurchaseOutcome> {
    const subscription = await this.live(actor);
    if (subscription.status !== 'past_due') {
      throw badUserInput({ subscription: [m.notPastDue] });
    }
    return this.renew(subscription, false);
  }

  /**
   * Renews every subscription whose month has ended (the server's schedule: housekeeping),
   * ends those cancelled at their month's end, and those past due beyond the grace period.
   * Resolves to the number of renewals paid.
   */
  async renewDue(): Promise<number> {
    const now = this.now();
    await this.db
      .update(subscriptions)
      .set({ status: 'ended' })
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, true),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      );
    await this.db
      .update(subscriptions)
      .set({ status: 'ended' })
      .where(
        and(
          eq(subscriptions.status, 'past_due'),
          lte(subscriptions.currentPeriodEnd, new Date(now.getTime() - PAST_DUE_GRACE_MS)),
        ),
      );
    const due = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'active'),
          eq(subscriptions.cancelAtPeriodEnd, false),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      );
    let paid = 0;
    const errors: unknown[] = [];
    for (const subscription of due) {
      try {
        const outcome = await this.renew(subscription, true);
        if (outcome.status === 'SUCCEEDED') paid++;
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'Some renewals could not be made');
    return paid;
  }

  /**
   * Charges the month after the current one. Its key is the subscription, the month and the
   * attempt (failed attempts so far + 1): two processes renewing at once make the same key,
   * so the month is charged once; a retry after a failure makes a new attempt.
   */
  private async renew(subscription: SubscriptionRow, offSession: boolean) {
    const periodStart = subscription.currentPeriodEnd.toISOString();
    const [failed] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        and(
          eq(payments.teamId, subscription.teamId),
          eq(payments.keySource, 'renewal'),
          eq(payments.status, 'failed'),
          sql`${payments.purpose}->>'periodStart' = ${periodStart}`,
        ),
      );
    const key = `subscription-${subscription.id}-${periodStart}-${(failed?.count ?? 0) + 1}`;
    const company = await this.companyOf(subscription.teamId);
    let outcome: PurchaseOutcome;
    try {
      outcome = await this.payments.payByCard(
        { teamId: subscription.teamId, userId: subscription.startedBy },
        // The server's own namespace: a client's key can never be this payment's.
        { source: 'renewal', value: key },
        () => this.monthOrder(company, periodStart, ''),
        { offSession },
      );
    } catch (error) {
      // No card, or no gateway any more: the renewal fails as a declined card would.
      if (!(error instanceof DomainError) || !offSession) throw error;
      await this.markPastDue(subscription, error.message);
      throw error;
    }
    if (outcome.status === 'FAILED' && outcome.payment.status === 'pending') {
      const stalled =
        this.now().getTime() - outcome.payment.createdAt.getTime() > STALLED_PAYMENT_MS;
      if (!stalled) return outcome;
      outcome = await this.payments.resumeStalled(
        outcome.payment,
        monthDescription(company),
        offSession,
      );
    }
    if (outcome.status === 'FAILED' && outcome.payment.status === 'failed') {
      await this.markPastDue(subscription, outcome.message);
    } else if (outcome.status === 'REQUIRES_ACTION' && offSession) {
      await this.markPastDue(subscription, messages.payments.authenticationFailed);
    }
    return outcome;
  }

  private async markPastDue(subscription: SubscriptionRow, message: string): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ status: 'past_due', failureMessage: message })
      .where(
        and(
          eq(subscriptions.id, subscription.id),
          eq(subscriptions.currentPeriodEnd, subscription.currentPeriodEnd),
        ),
      );
  }

  /** A month of the subscription at today's price, with `promo` off it (the first month). */
  private async monthOrder(
    company: string,
    periodStart: string | null,
    promo: string,
  ): Promise<Order> {
    const { price, jobPosts } = await this.prices.subscriptionPrice(promo);
    return {
      qty: jobPosts,
      price,
      purpose: { kind: 'subscription', periodStart },
      description: monthDescription(company),
    };
  }

  /** The caller's team's subscription that has not ended (else the payer's message). */
  private async live(actor: Actor): Promise<SubscriptionRow> {
    const subscription = await this.ofTeam(buyingMembership(actor).team.id);
    if (!subscription || subscription.status === 'ended') {
      throw badUserInput({ subscription: [m.noSubscription] });
    }
    return subscription;
  }

  private async ofTeam(teamId: number): Promise<SubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.teamId, teamId));
    return row ?? null;
  }

  private async companyOf(teamId: number): Promise<string> {
    const [team] = await this.db
      .select({ company: teams.company })
      .from(teams)
      .where(eq(teams.id, teamId));
    return team?.company ?? '';
  }
}
