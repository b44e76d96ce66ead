/**
 * Buying job posts by card (brief: "Purchase", "Payment"). The price is the server's own
 * (PriceService), never the client's; each attempt is a `payments` row keyed by the client's
 * idempotency key, so a retried request finds it instead of charging again; and job posts
 * are added only for a succeeded charge, in the one transaction that marks the payment
 * credited, so a repeated confirmation (or a gateway's second notice) adds nothing.
 */
import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  creditAccounts,
  paymentMethods,
  payments,
  type PAYMENT_KEY_SOURCES,
  type PaymentPurpose,
} from '../../db/schema';
import { messages } from '../../../shared/messages';
import type { PriceCalculation } from '../../../shared/pricing';
import { badUserInput, forbidden, notFound } from '../../platform/domain-error';
import type { CreditService, PriceService } from '../credits';
import { buyingMembership } from '../teams';
import { invoiceNumber, type InvoiceService } from '../invoices';
import type { Actor } from '../identity';
import type { PaymentMethodRow, PaymentRow, PurchaseOutcome } from './mappers';
import { recordSubscriptionPeriod } from './subscription-periods';
import { cardMembership } from './billing-membership';
import { LocalGateway } from './local-gateway';
import { CardError, type ChargeResult, type PaymentGateway } from './payment-gateway';

const m = messages.payments;

export type { PaymentMethodRow, PaymentRow, PurchaseOutcome } from './mappers';

export interface PurchaseInput {
  qty: number;
  promo: string;
  idempotencyKey: string;
}

/**
 * A payment attempt's key: the client's (one per purchase attempt) or the server's for a
 * renewal, in namespaces of their own, so neither can ever find the other's payment.
 */
export interface PaymentKey {
  source: (typeof PAYMENT_KEY_SOURCES)[number];
  value: string;
}

/**
 * A payment still waiting for the payer's 3-D Secure after this was abandoned: housekeeping
 * cancels its charge and gives its promo use back (docs/payments.md "Promo uses").
 */
export const ABANDONED_AUTHENTICATION_MS = 60 * 60 * 1000;

/** What a payment buys: `qty` job posts at `price`, and for a subscription, its month. */
export interface Order {
  qty: number;
  price: PriceCalculation;
  purpose: PaymentPurpose | null;
  /** The charge's description at the gateway. */
  description: string;
}

/** Whose card pays: the team's, at the request of one of its admins (or for them). */
export interface Payer {
  teamId: number;
  userId: number;
}

export class PaymentService {
  constructor(
    private readonly db: Database,
    /** Null where card payments are not set up (server mode without Stripe). */
    private readonly gateway: PaymentGateway | null,
    private readonly prices: PriceService,
    private readonly credits: CreditService,
    private readonly invoices: InvoiceService,
    private readonly now: () => Date,
  ) {}

  get gatewayKind(): 'local' | 'stripe' | null {
    return this.gateway?.kind ?? null;
  }

  /** The local gateway, where it is the one in use (its test card form and dialog). */
  get localGateway(): LocalGateway | null {
    return this.gateway instanceof LocalGateway ? this.gateway : null;
  }

  /** The local gateway's test authentication dialog answered, for a payment of the team. */
  async authenticateLocally(actor: Actor, paymentId: number, approved: boolean): Promise<void> {
    const local = this.localGateway;
    if (!local) throw forbidden(m.notConfigured);
    const membership = buyingMembership(actor);
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.teamId, membership.team.id)));
    if (!payment?.gatewayPaymentId) throw notFound(m.paymentNotFound);
    local.authenticate(payment.gatewayPaymentId, approved);
  }

  /** The card the caller's team pays with, or null. */
  async savedCard(actor: Actor): Promise<PaymentMethodRow | null> {
    // Manage Payment Info needs no approved account (the brief): the team's admins.
    const membership = cardMembership(actor);
    const [row] = await this.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.teamId, membership.team.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Makes the card the card form created the team's card (the brief's UPDATE_PAYMENT_METHOD).
   * `beforeGateway` runs once the caller may (the resolver's rate limit), before the gateway.
   */
  async saveCard(
    actor: Actor,
    paymentMethodId: string,
    beforeGateway: (teamId: number) => Promise<void> = async () => {},
  ): Promise<PaymentMethodRow> {
    const gateway = this.requireGateway();
    const membership = cardMembership(actor);
    const teamId = membership.team.id;
    await beforeGateway(teamId);
    const [current] = await this.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.teamId, teamId));
    const card = await this.gatewayCall(() =>
      gateway.saveCard({
        customerId: current?.gateway === gateway.kind ? current.customerId : null,
        paymentMethodId,
        email: actor.user.email,
        teamName: membership.team.company,
      }),
    );
    const values = { gateway: gateway.kind, ...card };
    const [row] = await this.db
      .insert(paymentMethods)
      .values({ teamId, ...values })
      .onConflictDoUpdate({ target: paymentMethods.teamId, set: values })
      .returning();
    return row!;
  }

  /**
   * Buys `qty` job posts with the team's card at the server's price. `idempotencyKey` is the
   * client's for this attempt: the same key again answers the same payment.
   */
  async purchase(actor: Actor, input: PurchaseInput): Promise<PurchaseOutcome> {
    const membership = buyingMembership(actor);
    return this.payByCard(
      { teamId: membership.team.id, userId: actor.user.id },
      { source: 'client', value: input.idempotencyKey },
      async () => ({
        qty: input.qty,
        price: await this.prices.calculate(input.qty, input.promo),
        purpose: null,
        description: `${input.qty} job post(s), ${membership.team.company}`,
      }),
    );
  }

  /**
   * Pays for the order `order` makes with the team's saved card: a purchase of job posts, or
   * a month of the subscription (`offSession`: a renewal, charged without the payer there).
   * `key` names the attempt: the same key again answers the same payment.
   */
  async payByCard(
    payer: Payer,
    key: PaymentKey,
    order: () => Promise<Order>,
    options: { offSession?: boolean } = {},
  ): Promise<PurchaseOutcome> {
    const gateway = this.requireGateway();
    const card = await this.cardOf(payer.teamId, gateway);
    const begun = await this.begin(payer, key, gateway.kind, () => {
      if (!card) throw badUserInput({ payment_method: [m.noCard] });
      return order();
    });
    if ('outcome' in begun) return begun.outcome;
    return this.charge(gateway, begun.payment, card!, begun.description, options.offSession);
  }

  /**
   * Charges a payment a stopped process left `pending` (it may have charged it or not): the
   * same gateway key again, so the gateway answers the charge it made, or makes it now.
   */
  async resumeStalled(payment: PaymentRow, description: string, offSession: boolean) {
    const gateway = this.requireGateway();
    if (payment.status !== 'pending') return this.outcomeOf(payment);
    const card = await this.cardOf(payment.teamId, gateway);
    if (!card)
      return this.settle(payment, { status: 'failed', gatewayPaymentId: null, message: m.noCard });
    return this.charge(gateway, payment, card, description, offSession);
  }

  private async cardOf(teamId: number, gateway: PaymentGateway): Promise<PaymentMethodRow | null> {
    const [card] = await this.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.teamId, teamId), eq(paymentMethods.gateway, gateway.kind)));
    return card ?? null;
  }

  private async charge(
    gateway: PaymentGateway,
    payment: PaymentRow,
    card: PaymentMethodRow,
    description: string,
    offSession = false,
  ): Promise<PurchaseOutcome> {
    // Nothing to charge (a promo took it all): paid.
    const result: ChargeResult =
      payment.amount === 0
        ? { status: 'succeeded', gatewayPaymentId: `free_${payment.id}` }
        : await gateway.charge({
            amountPence: payment.amount,
            customerId: card.customerId,
            paymentMethodId: card.paymentMethodId,
            idempotencyKey: `shortlist-payment-${payment.id}`,
            description,
            offSession,
          });
    return this.settle(payment, result);
  }

  /**
   * Buys `qty` job posts on account (the brief's Purchase on Account): for a team whose credit
   * account is approved, the posts at once and an invoice due in 30 days.
   */
  async purchaseOnAccount(actor: Actor, input: PurchaseInput): Promise<PurchaseOutcome> {
    const membership = buyingMembership(actor);
    const [account] = await this.db
      .select({ status: creditAccounts.status })
      .from(creditAccounts)
      .where(eq(creditAccounts.teamId, membership.team.id));
    if (account?.status !== 'approved') throw forbidden(messages.credits.notOnAccount);
    const begun = await this.begin(
      { teamId: membership.team.id, userId: actor.user.id },
      { source: 'client', value: input.idempotencyKey },
      'account',
      async () => ({
        qty: input.qty,
        price: await this.prices.calculate(input.qty, input.promo),
        purpose: null,
        description: '',
      }),
    );
    if ('outcome' in begun) return begun.outcome;
    return this.settle(begun.payment, {
      status: 'succeeded',
      gatewayPaymentId: `account_${begun.payment.id}`,
    });
  }

  /**
   * A payment's row: the earlier one for the same key (its outcome), or a new one for the
   * order `order` makes (it may refuse), with its promo use counted.
   */
  private async begin(
    payer: Payer,
    key: PaymentKey,
    route: PaymentRow['gateway'],
    order: () => Promise<Order>,
  ): Promise<{ payment: PaymentRow; description: string } | { outcome: PurchaseOutcome }> {
    const existing = await this.byKey(payer.teamId, key);
    if (existing) return { outcome: await this.outcomeOf(existing) };
    const { qty, price, purpose, description } = await order();
    const promoCode = price.promo?.code ?? null;
    if (promoCode && !(await this.prices.usePromo(promoCode))) {
      throw badUserInput({ promo: [messages.credits.promoNotFound] });
    }
    const [payment] = await this.db
      .insert(payments)
      .values({
        teamId: payer.teamId,
        userId: payer.userId,
        idempotencyKey: key.value,
        keySource: key.source,
        qty,
        price,
        amount: price.total,
        promoCode,
        purpose,
        gateway: route,
      })
      .onConflictDoNothing()
      .returning();
    if (payment) return { payment, description };
    // The same attempt, sent twice at once: the other request is settling it.
    if (promoCode) await this.prices.releasePromo(promoCode);
    return { outcome: await this.outcomeOf((await this.byKey(payer.teamId, key))!) };
  }

  private async byKey(teamId: number, key: PaymentKey): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.teamId, teamId),
          eq(payments.keySource, key.source),
          eq(payments.idempotencyKey, key.value),
        ),
      );
    return row ?? null;
  }

  /** After the payer's authentication step: the charge's state from the gateway. */
  async confirm(actor: Actor, paymentId: number): Promise<PurchaseOutcome> {
    const gateway = this.requireGateway();
    const membership = buyingMembership(actor);
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.teamId, membership.team.id)));
    if (!payment) throw notFound(m.paymentNotFound);
    if (payment.status !== 'requires_action' || !payment.gatewayPaymentId) {
      return this.outcomeOf(payment);
    }
    return this.settle(payment, await gateway.retrieve(payment.gatewayPaymentId));
  }

  /**
   * Records a charge's result. A success adds the job posts in the same transaction that marks
   * the payment credited, and only if it was not yet: whoever settles a payment first (the
   * payer's request, a retry, the gateway's notice) adds them, the others find them added. A
   * failure closes the payment (closeFailed): its promo use is held until then.
   */
  async settle(payment: PaymentRow, result: ChargeResult): Promise<PurchaseOutcome> {
    if (result.status === 'succeeded') {
      const credited = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({
            status: 'succeeded',
            gatewayPaymentId: result.gatewayPaymentId,
            creditedAt: this.now(),
          })
          .where(and(eq(payments.id, payment.id), isNull(payments.creditedAt)))
          .returning();
        if (!row) return null;
        if (row.closedAt !== null) {
          // Closed as failed (its promo use given back), yet paid after all: the use counts again.
          if (row.promoCode) await this.prices.recountPromo(row.promoCode, tx);
          await tx.update(payments).set({ closedAt: null }).where(eq(payments.id, row.id));
        }
        const invoice = await this.invoices.issue(tx, {
          teamId: row.teamId,
          paymentId: row.id,
          price: row.price,
          jobPosts: row.qty,
          subscription: row.purpose?.kind === 'subscription',
          // On account, the invoice is what is paid, within 30 days.
          paid: row.gateway !== 'account',
        });
        if (row.purpose?.kind === 'subscription') {
          await recordSubscriptionPeriod(tx, row, row.creditedAt!);
        }
        const balance = await this.credits.addWithin(tx, row.teamId, row.qty, {
          total: row.amount,
          invoiceId: invoiceNumber(invoice.id),
          reason: `payment ${row.id}`,
        });
        return { row: { ...row, closedAt: null }, balance, invoiceId: invoice.id };
      });
      if (credited) {
        await this.invoices.renderLater(credited.invoiceId);
        return { status: 'SUCCEEDED', payment: credited.row, balance: credited.balance };
      }
      return this.outcomeOf(await this.reload(payment.id));
    }
    const [row] = await this.db
      .update(payments)
      .set(
        result.status === 'requires_action'
          ? { status: 'requires_action', gatewayPaymentId: result.gatewayPaymentId }
          : {
              status: 'failed',
              gatewayPaymentId: result.gatewayPaymentId,
              failureMessage: result.message,
            },
      )
      // Not a failed one again (a confirmation and the gateway's notice at once).
      .where(
        and(
          eq(payments.id, payment.id),
          isNull(payments.creditedAt),
          ne(payments.status, 'failed'),
        ),
      )
      .returning();
    if (!row) return this.outcomeOf(await this.reload(payment.id));
    if (result.status === 'requires_action') {
      return { status: 'REQUIRES_ACTION', payment: row, clientSecret: result.clientSecret };
    }
    return this.closeFailed(row);
  }

  /**
   * Closes a failed payment: first its charge is cancelled at the gateway, so that it can never
   * succeed later (the payer still holds its client secret), then its promo use is given back,
   * once. A charge that had succeeded meanwhile is settled as paid instead. Should the gateway
   * not answer, the use stays held and housekeeping closes the payment later (closeOpen).
   */
  private async closeFailed(row: PaymentRow): Promise<PurchaseOutcome> {
    const failed: PurchaseOutcome = {
      status: 'FAILED',
      payment: row,
      message: row.failureMessage ?? m.declined,
    };
    const gateway = this.gateway;
    if (row.gatewayPaymentId && gateway && row.gateway === gateway.kind) {
      let final: ChargeResult;
      try {
        final = await gateway.cancel(row.gatewayPaymentId);
      } catch {
        return failed;
      }
      if (final.status === 'succeeded') return this.settle(row, final);
    }
    const closed = await this.db.transaction(async (tx) => {
      const [closing] = await tx
        .update(payments)
        .set({ closedAt: this.now() })
        .where(and(eq(payments.id, row.id), isNull(payments.closedAt), isNull(payments.creditedAt)))
        .returning();
      if (closing?.promoCode) await this.prices.releasePromo(closing.promoCode, tx);
      return closing;
    });
    return closed ? { ...failed, payment: closed } : failed;
  }

  /**
   * Housekeeping: payments left waiting for 3-D Secure longer than ABANDONED_AUTHENTICATION_MS
   * are failed and closed (their charge cancelled, their promo use given back), and failed
   * payments whose closing did not finish are closed. Resolves to the number closed.
   */
  async closeOpen(): Promise<number> {
    if (!this.gateway) return 0;
    const abandonedBefore = new Date(this.now().getTime() - ABANDONED_AUTHENTICATION_MS);
    const open = await this.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['requires_action', 'failed']),
          isNull(payments.creditedAt),
          isNull(payments.closedAt),
          lt(payments.updatedAt, abandonedBefore),
        ),
      );
    let closed = 0;
    for (const payment of open) {
      const outcome =
        payment.status === 'requires_action'
          ? await this.settle(payment, {
              status: 'failed',
              gatewayPaymentId: payment.gatewayPaymentId,
              message: m.cancelled,
            })
          : await this.closeFailed(payment);
      if (outcome.status === 'FAILED' && outcome.payment.closedAt) closed++;
    }
    return closed;
  }

  private async reload(paymentId: number): Promise<PaymentRow> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row!;
  }

  /** A payment's outcome as it stands (a repeated request, or one settled meanwhile). */
  private async outcomeOf(payment: PaymentRow): Promise<PurchaseOutcome> {
    if (payment.status === 'succeeded') {
      return { status: 'SUCCEEDED', payment, balance: await this.credits.balance(payment.teamId) };
    }
    if (payment.status === 'failed') {
      return { status: 'FAILED', payment, message: payment.failureMessage ?? m.declined };
    }
    if (payment.status === 'requires_action' && payment.gatewayPaymentId && this.gateway) {
      const current = await this.gateway.retrieve(payment.gatewayPaymentId);
      return current.status === 'requires_action'
        ? { status: 'REQUIRES_ACTION', payment, clientSecret: current.clientSecret }
        : this.settle(payment, current);
    }
    // Still being charged by a request in flight: the payer waits for that one.
    return { status: 'FAILED', payment, message: m.inProgress };
  }

  private requireGateway(): PaymentGateway {
    if (!this.gateway) throw forbidden(m.notConfigured);
    return this.gateway;
  }

  /** A refused card becomes the payer's message (the brief: the provider's reason). */
  private async gatewayCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CardError) {
        throw badUserInput({ 'input.payment_method_id': [error.message] });
      }
      throw error;
    }
  }

  /**
   * The gateway's own notice of a charge's outcome (a Stripe webhook): settles the card payment
   * that is that charge, as `settle` does, so job posts are still added once. A success also
   * finds its payment by `paymentId` (the charge's metadata) while the charging request has not
   * recorded the gateway's id (it may have died after the card was charged). A failure settles
   * only a payment still waiting for its payer: the payer's own request already told the rest.
   * Null when no payment of ours is that charge.
   */
  async settleByGatewayPaymentId(
    gatewayPaymentId: string,
    result: ChargeResult,
    paymentId?: number,
  ): Promise<PurchaseOutcome | null> {
    if (!this.gateway) return null;
    const ofGateway = eq(payments.gateway, this.gateway.kind);
    let [payment] = await this.db
      .select()
      .from(payments)
      .where(and(ofGateway, eq(payments.gatewayPaymentId, gatewayPaymentId)));
    if (!payment && paymentId !== undefined && result.status === 'succeeded') {
      [payment] = await this.db
        .select()
        .from(payments)
        .where(and(ofGateway, eq(payments.id, paymentId), isNull(payments.gatewayPaymentId)));
    }
    if (!payment) return null;
    if (result.status !== 'succeeded' && payment.status !== 'requires_action') {
      return this.outcomeOf(payment);
    }
    return this.settle(payment, result);
  }
}
