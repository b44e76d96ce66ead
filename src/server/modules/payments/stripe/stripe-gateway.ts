/**
 * Card payments through Stripe (docs/payments.md "Stripe"): the team's customer and its default
 * card, one PaymentIntent per payment (created and confirmed at once, under our idempotency key),
 * and the signature check of the events Stripe posts to the webhook. The SDK is imported on
 * first use, so an app without Stripe keys never loads it.
 */
import type Stripe from 'stripe';
import { messages } from '../../../../shared/messages';
import type { StripeConfig } from '../../../config';
import {
  CardError,
  type ChargeResult,
  type PaymentGateway,
  type SavedCard,
} from '../payment-gateway';

export interface StripeGatewayOptions extends StripeConfig {
  /** Where the API is: Stripe's own unless given (the tests' local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** How old a webhook's signature may be (docs/security.md S3): Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type Sdk = { stripe: Stripe; errors: Stripe['errors'] };

/** Our key for a payment's charge (`shortlist-payment-<id>`, PaymentService) names its row. */
const PAYMENT_KEY = /^shortlist-payment-(\d+)$/;

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  private loading: Promise<Sdk> | null = null;

  constructor(private readonly options: StripeGatewayOptions) {}

  /** Stripe.js's key, for the card form. */
  get publishableKey(): string {
    return this.options.publishableKey;
  }

  private sdk(): Promise<Sdk> {
    this.loading ??= import('stripe').then(({ default: StripeSdk }) => {
      const stripe = new StripeSdk(this.options.secretKey, {
        // Retries are safe: every request that creates something carries an idempotency key
        // (ours for a charge, the SDK's own for the rest).
        maxNetworkRetries: 2,
        timeout: 30_000,
        telemetry: false,
        appInfo: { name: 'Shortlist' },
        ...this.options.api,
      });
      return { stripe, errors: stripe.errors };
    });
    return this.loading;
  }

  async saveCard(input: {
    customerId: string | null;
    paymentMethodId: string;
    email: string;
    teamName: string;
  }): Promise<SavedCard> {
    const { stripe, errors } = await this.sdk();
    try {
      const customerId =
        input.customerId ??
        (await stripe.customers.create({ email: input.email, name: input.teamName })).id;
      const method = await stripe.paymentMethods.attach(input.paymentMethodId, {
        customer: customerId,
      });
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      if (!method.card) throw new CardError(messages.payments.cardNotFound);
      return {
        customerId,
        // Attaching a test token (pm_card_visa) answers a new payment method: keep that one.
        paymentMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    } catch (error) {
      if (error instanceof errors.StripeCardError) throw new CardError(error.message);
      // The card form's payment method is unknown to Stripe: the payer adds the card again.
      if (
        error instanceof errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        error.param === 'payment_method'
      ) {
        throw new CardError(messages.payments.cardNotFound);
      }
      throw error;
    }
  }

  async charge(input: {
    amountPence: number;
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
    offSession?: boolean;
  }): Promise<ChargeResult> {
    const { stripe, errors } = await this.sdk();
    const paymentId = PAYMENT_KEY.exec(input.idempotencyKey)?.[1];
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: 'gbp',
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          description: input.description,
          confirm: true,
          // Without the payer (a renewal), a card that asks for 3-D Secure is declined.
          off_session: input.offSession ?? false,
          // Cards only: no redirecting payment methods, so no return_url. (The SDK's API
          // version calls payment_method_types allowed_payment_method_types.)
          allowed_payment_method_types: ['card'],
          metadata: paymentId ? { payment_id: paymentId } : {},
        },
        // The same key again (a retried request) is the same PaymentIntent: one charge.
        { idempotencyKey: input.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      // A refused card is an answer for the payer; anything else (network, API, keys) is ours.
      if (error instanceof errors.StripeCardError) {
        return {
          status: 'failed',
          gatewayPaymentId: error.payment_intent?.id ?? null,
          message: error.message,
        };
      }
      throw error;
    }
  }

  async retrieve(gatewayPaymentId: string): Promise<ChargeResult> {
    const { stripe } = await this.sdk();
    return resultOf(await stripe.paymentIntents.retrieve(gatewayPaymentId));
  }

  async cancel(gatewayPaymentId: string): Promise<ChargeResult> {
    const { stripe, errors } = await this.sdk();
    try {
      return resultOf(await stripe.paymentIntents.cancel(gatewayPaymentId));
    } catch (error) {
      // Already succeeded (or already cancelled): its state is the answer.
      if (
        error instanceof errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        return resultOf(await stripe.paymentIntents.retrieve(gatewayPaymentId));
      }
      throw error;
    }
  }

  /**
   * The event Stripe posted, if `signature` (the Stripe-Signature header) signs `payload` (the
   * body's bytes as received) with the webhook secret and is at most 300 s old at `receivedAt`;
   * else null.
   */
  async verifyEvent(
    payload: Buffer,
    signature: string | undefined,
    receivedAt: Date,
  ): Promise<Stripe.Event | null> {
    if (!signature) return null;
    const { stripe, errors } = await this.sdk();
    try {
      return stripe.webhooks.constructEvent(
        payload,
        signature,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        receivedAt.getTime(),
      );
    } catch (error) {
      if (error instanceof errors.StripeSignatureVerificationError) return null;
      throw error;
    }
  }
}

/** A PaymentIntent's state as our charge result. */
export function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', gatewayPaymentId: intent.id };
    case 'requires_action':
      return {
        status: 'requires_action',
        gatewayPaymentId: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
    // Declined after authentication, or given up: the payer is told Stripe's reason.
    case 'requires_payment_method':
    case 'canceled':
      return {
        status: 'failed',
        gatewayPaymentId: intent.id,
        message:
          intent.last_payment_error?.message ??
          (intent.status === 'canceled' ? messages.payments.cancelled : messages.payments.declined),
      };
    default:
      // `processing` (and states a confirmed card payment never takes): not an outcome yet;
      // the webhook settles the payment when Stripe knows.
      throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}.`);
  }
}
