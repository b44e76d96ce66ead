/**
 * `POST /api/stripe/webhook`: the events Stripe posts about our PaymentIntents (docs/payments.md
 * "Stripe", docs/security.md S3). The body is kept as the bytes received, since the signature is
 * over those; a missing, wrong or stale signature is a bare 400. Each event is taken once (its id
 * recorded in `stripe_events` before it is handled) and its handling is idempotent anyway:
 * settling a payment adds its job posts only if they were not added yet.
 */
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../../db/client';
import { stripeEvents } from '../../../db/schema';
import { messages } from '../../../../shared/messages';
import type { ChargeResult } from '../payment-gateway';
import type { PaymentService } from '../payment-service';
import type { StripeGateway } from './stripe-gateway';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * How long an event id is kept to answer a repeat: Stripe retries an event for up to three days
 * and its signatures expire in minutes, so a month is ample.
 */
export const STRIPE_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets the events taken longer ago than STRIPE_EVENT_RETENTION_MS (housekeeping). */
export async function purgeStripeEvents(db: Database, now: Date): Promise<number> {
  const purged = await db
    .delete(stripeEvents)
    .where(lt(stripeEvents.receivedAt, new Date(now.getTime() - STRIPE_EVENT_RETENTION_MS)))
    .returning({ id: stripeEvents.id });
  return purged.length;
}

/** What became of an event, for the log. */
export type EventOutcome = 'settled' | 'duplicate' | 'ignored' | 'unknown payment';

/** Takes a verified event once and settles the payment it is about. */
export class StripeEventHandler {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
  ) {}

  async handle(event: Stripe.Event): Promise<EventOutcome> {
    const notice = noticeOf(event);
    if (!notice) return 'ignored';
    const [taken] = await this.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!taken) return 'duplicate';
    try {
      const settled = await this.payments.settleByGatewayPaymentId(
        notice.intentId,
        notice.result,
        notice.paymentId,
      );
      return settled ? 'settled' : 'unknown payment';
    } catch (error) {
      // Not handled after all: Stripe's retry of this event must be taken again.
      await this.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
      throw error;
    }
  }
}

/** The charge result an event tells of, or null for an event we do not act on. */
function noticeOf(
  event: Stripe.Event,
): { intentId: string; result: ChargeResult; paymentId?: number } | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return null;
  const intent = event.data.object;
  const metadataId = Number(intent.metadata?.['payment_id']);
  const paymentId = Number.isSafeInteger(metadataId) && metadataId > 0 ? metadataId : undefined;
  const result: ChargeResult =
    event.type === 'payment_intent.succeeded'
      ? { status: 'succeeded', gatewayPaymentId: intent.id }
      : {
          status: 'failed',
          gatewayPaymentId: intent.id,
          message: intent.last_payment_error?.message ?? messages.payments.declined,
        };
  return { intentId: intent.id, result, paymentId };
}

export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { gateway: StripeGateway; handler: StripeEventHandler; now: () => Date },
): Promise<void> {
  // Its own scope, so only this route reads its body as raw bytes (the rest stays JSON).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const event = Buffer.isBuffer(request.body)
        ? await deps.gateway.verifyEvent(
            request.body,
            typeof signature === 'string' ? signature : undefined,
            deps.now(),
          )
        : null;
      if (!event) {
        // Neither the header nor the body is logged (docs/security.md G8).
        request.log.info('Stripe webhook refused: no valid signature');
        return reply.code(400).send();
      }
      const outcome = await deps.handler.handle(event);
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe webhook');
      return reply.code(200).send({ received: true });
    });
  });
}
