/**
 * The one interface card payments go through (docs/payments.md): Stripe when it is configured,
 * else, for the desktop app and `npm run web`, a local gateway that behaves like Stripe's test
 * cards, so the app and the tests take the real paths without a network.
 */

/** What may be shown of a card: never its number. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCard extends CardDetails {
  customerId: string;
  paymentMethodId: string;
}

/** A charge's outcome: paid, waiting for the payer to authenticate (3-D Secure), or refused. */
export type ChargeResult =
  | { status: 'succeeded'; gatewayPaymentId: string }
  | { status: 'requires_action'; gatewayPaymentId: string; clientSecret: string }
  | { status: 'failed'; gatewayPaymentId: string | null; message: string };

export interface PaymentGateway {
  readonly kind: 'local' | 'stripe';
  /**
   * Attaches a payment method the card form created to the team's customer (created when
   * `customerId` is null) and answers what may be shown of it. A refused card throws a
   * CardError with the gateway's message.
   */
  saveCard(input: {
    customerId: string | null;
    paymentMethodId: string;
    email: string;
    teamName: string;
  }): Promise<SavedCard>;
  /** Charges the saved card; `idempotencyKey` makes a repeated call the same charge. */
  charge(input: {
    amountPence: number;
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
    /**
     * Charged without the payer there (a subscription's renewal): a card that asks for
     * authentication fails instead of waiting for it.
     */
    offSession?: boolean;
  }): Promise<ChargeResult>;
  /** A charge's state after the payer's authentication step. */
  retrieve(gatewayPaymentId: string): Promise<ChargeResult>;
  /**
   * Cancels a charge that did not succeed, so that nobody (the payer with its client secret
   * included) can still complete it; answers its final state: failed once cancelled, or
   * succeeded when it had already succeeded.
   */
  cancel(gatewayPaymentId: string): Promise<ChargeResult>;
}

/** A card the gateway refused, with its message for the payer. */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}
