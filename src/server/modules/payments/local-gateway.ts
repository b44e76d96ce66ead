/**
 * The local payment gateway: Stripe's test cards without Stripe, for the desktop app and web
 * mode (and the tests). It takes only the documented test numbers, so a real card can never
 * be typed into it, and behaves as Stripe does with each (docs/payments.md):
 *
 * | card                | charge                                   |
 * | ------------------- | ---------------------------------------- |
 * | 4242 4242 4242 4242 | succeeds                                 |
 * | 4000 0000 0000 0002 | 'Your card was declined.'                |
 * | 4000 0000 0000 9995 | 'Your card has insufficient funds.'      |
 * | 4000 0025 0000 3155 | needs authentication (3-D Secure) first; |
 * |                     | declined when charged off session        |
 *
 * A payment waiting for authentication is completed or refused by the payer in the app's
 * test authentication dialog (`authenticate`), as Stripe's test page does.
 */
import { randomUUID } from 'node:crypto';
import { messages } from '../../../shared/messages';
import {
  CardError,
  type CardDetails,
  type ChargeResult,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway';

type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'authentication_required';

export const LOCAL_TEST_CARDS: Readonly<Record<string, Behaviour>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authentication_required',
};

/** The test card behind a local payment method id: its behaviour and what may be shown. */
function methodOf(paymentMethodId: string): { behaviour: Behaviour; card: CardDetails } | null {
  // pm_local_<last 4><MMYY>_<random>: self-describing, so a saved card outlives the process.
  const match = /^pm_local_(\d{4})(\d{2})(\d{2})_[0-9a-f]{16}$/.exec(paymentMethodId);
  if (!match) return null;
  const [, last4 = '', month = '', year = ''] = match;
  const number = Object.keys(LOCAL_TEST_CARDS).find((card) => card.endsWith(last4));
  if (!number) return null;
  return {
    behaviour: LOCAL_TEST_CARDS[number]!,
    card: { brand: 'visa', last4, expMonth: Number(month), expYear: 2000 + Number(year) },
  };
}

const randomHex = (length: number) => randomUUID().replaceAll('-', '').slice(0, length);

export class LocalGateway implements PaymentGateway {
  readonly kind = 'local' as const;
  /** Payments waiting for authentication live as long as the process, as a card session. */
  private readonly payments = new Map<string, ChargeResult>();
  private readonly charges = new Map<string, ChargeResult>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** What Stripe.js's createPaymentMethod does: card details to a payment method id. */
  createPaymentMethod(card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
  }): string {
    const number = card.number.replace(/[\s-]/g, '');
    const behaviour = LOCAL_TEST_CARDS[number];
    const today = this.now();
    const expired =
      card.expYear < today.getUTCFullYear() ||
      (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1);
    if (!behaviour) throw new CardError(messages.payments.testCardsOnly);
    if (!(card.expMonth >= 1 && card.expMonth <= 12) || expired) {
      throw new CardError(messages.payments.expiryInvalid);
    }
    if (!/^\d{3,4}$/.test(card.cvc)) throw new CardError(messages.payments.cvcInvalid);
    const month = String(card.expMonth).padStart(2, '0');
    const year = String(card.expYear % 100).padStart(2, '0');
    const id = `pm_local_${number.slice(-4)}${month}${year}_${randomHex(16)}`;
    return id;
  }

  async saveCard(input: {
    customerId: string | null;
    paymentMethodId: string;
  }): Promise<SavedCard> {
    const method = methodOf(input.paymentMethodId);
    if (!method) throw new CardError(messages.payments.cardNotFound);
    return {
      ...method.card,
      customerId: input.customerId ?? `cus_local_${randomHex(24)}`,
      paymentMethodId: input.paymentMethodId,
    };
  }

  async charge(input: {
    paymentMethodId: string;
    idempotencyKey: string;
    offSession?: boolean;
  }): Promise<ChargeResult> {
    const repeated = this.charges.get(input.idempotencyKey);
    if (repeated) return repeated;
    const method = methodOf(input.paymentMethodId);
    const gatewayPaymentId = `pi_local_${randomHex(24)}`;
    let result: ChargeResult;
    if (!method) {
      result = { status: 'failed', gatewayPaymentId, message: messages.payments.cardNotFound };
    } else if (method.behaviour === 'succeeds') {
      result = { status: 'succeeded', gatewayPaymentId };
    } else if (method.behaviour === 'authentication_required' && input.offSession) {
      // Nobody there to authenticate: Stripe declines it (decline code authentication_required).
      result = {
        status: 'failed',
        gatewayPaymentId,
        message: messages.payments.authenticationRequired,
      };
    } else if (method.behaviour === 'authentication_required') {
      result = {
        status: 'requires_action',
        gatewayPaymentId,
        clientSecret: `${gatewayPaymentId}_secret`,
      };
    } else {
      const message =
        method.behaviour === 'declined'
          ? messages.payments.declined
          : messages.payments.insufficientFunds;
      result = { status: 'failed', gatewayPaymentId, message };
    }
    this.charges.set(input.idempotencyKey, result);
    this.payments.set(gatewayPaymentId, result);
    return result;
  }

  async retrieve(gatewayPaymentId: string): Promise<ChargeResult> {
    return (
      this.payments.get(gatewayPaymentId) ?? {
        status: 'failed',
        gatewayPaymentId,
        message: messages.payments.authenticationFailed,
      }
    );
  }

  async cancel(gatewayPaymentId: string): Promise<ChargeResult> {
    const payment = this.payments.get(gatewayPaymentId);
    if (payment?.status === 'succeeded') return payment;
    const cancelled: ChargeResult = {
      status: 'failed',
      gatewayPaymentId,
      message: payment?.status === 'failed' ? payment.message : messages.payments.cancelled,
    };
    if (payment) this.payments.set(gatewayPaymentId, cancelled);
    return cancelled;
  }

  /** The test authentication dialog's answer for a payment waiting for it. */
  authenticate(gatewayPaymentId: string, approved: boolean): void {
    const payment = this.payments.get(gatewayPaymentId);
    if (payment?.status !== 'requires_action') return;
    this.payments.set(
      gatewayPaymentId,
      approved
        ? { status: 'succeeded', gatewayPaymentId }
        : { status: 'failed', gatewayPaymentId, message: messages.payments.authenticationFailed },
    );
  }
}
