/**
 * Card entry with Stripe (docs/payments.md "Card entry with Stripe"): which card form runs, and
 * the steps of the Stripe ones. In a browser Stripe Elements run in the page (Stripe.js loaded
 * only when a Stripe card form opens); in the desktop app, whose page keeps a closed CSP, they
 * run in main's locked card window on the API's origin, through the bridge.
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { DesktopBridge } from '../../../shared/bridge';
import type { CardBillingDetails, CardEntryError } from '../../../shared/card-entry';
import { stripeBillingDetails } from '../../../shared/card-entry';
import { messages } from '../../../shared/messages';
import type { CardSetupQuery, PaymentGatewayKind } from '../../gql/graphql';

const m = messages.payments;

/**
 * `local`: the local gateway's test-card form; `stripe-inline`: Elements in this page (a
 * browser); `stripe-window`: the desktop's card window; `none`: card payments are not set up.
 */
export type CardEntryPath = 'local' | 'stripe-inline' | 'stripe-window' | 'none';

export function cardEntryPath(
  gateway: PaymentGatewayKind | undefined,
  publishableKey: string | null | undefined,
  desktop: boolean,
): CardEntryPath {
  if (gateway === 'LOCAL') return 'local';
  if (gateway === 'STRIPE' && publishableKey) return desktop ? 'stripe-window' : 'stripe-inline';
  return 'none';
}

const stripeClients = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for `publishableKey`, loaded on first use: `@stripe/stripe-js` is its own chunk,
 * and it adds js.stripe.com's script only now. A failed load is tried again next time.
 */
export function loadStripeClient(publishableKey: string): Promise<Stripe | null> {
  let client = stripeClients.get(publishableKey);
  if (!client) {
    client = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    client.catch(() => stripeClients.delete(publishableKey));
    stripeClients.set(publishableKey, client);
  }
  return client;
}

/** The team's billing details as Stripe's `billing_details` take them. */
export function cardBillingDetails(
  details: Partial<NonNullable<CardSetupQuery['billingDetails']>> | null | undefined,
): CardBillingDetails {
  return {
    name: details?.name || null,
    email: details?.email || null,
    phone: details?.phone || null,
    line1: details?.address_1 || null,
    line2: details?.address_2 || null,
    city: details?.city || null,
    state: details?.state || null,
    postalCode: details?.zip || null,
    country: details?.country || null,
  };
}

export type CardOutcome = { ok: true; paymentMethodId: string } | { ok: false; message: string };

/**
 * The in-page card's submit (the brief: the card must be error-free, otherwise focus the card
 * and show the error): an error the field already shows, or Stripe's refusal, focuses the card.
 */
export async function createInlinePaymentMethod(options: {
  stripe: Pick<Stripe, 'createPaymentMethod'>;
  card: StripeCardElement;
  /** What the field's last change event said, if anything. */
  fieldError: string | null;
  billingDetails: CardBillingDetails;
}): Promise<CardOutcome> {
  const { stripe, card, fieldError } = options;
  if (fieldError) {
    card.focus();
    return { ok: false, message: fieldError };
  }
  let result;
  try {
    result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: stripeBillingDetails(options.billingDetails),
    });
  } catch {
    return { ok: false, message: m.stripeUnavailable };
  }
  if (result.error) {
    card.focus();
    return { ok: false, message: result.error.message ?? m.updateFailed };
  }
  return { ok: true, paymentMethodId: result.paymentMethod.id };
}

/** What to tell the payer when the card window gave no answer; nothing when they closed it. */
export function cardWindowMessage(error: CardEntryError): string | null {
  switch (error) {
    case 'cancelled':
      return null;
    case 'insecure-origin':
      return m.cardWindowInsecure;
    case 'busy':
      return m.cardWindowBusy;
    case 'failed':
      return m.cardWindowFailed;
  }
}

/** The desktop's card window: a payment method id, or why not (null: the payer closed it). */
export async function collectCardInWindow(
  payments: DesktopBridge['payments'],
  publishableKey: string,
  billingDetails: CardBillingDetails,
): Promise<CardOutcome | null> {
  const answer = await payments.collectCard({ publishableKey, billingDetails });
  if (answer.ok) return { ok: true, paymentMethodId: answer.value };
  const message = cardWindowMessage(answer.error);
  return message === null ? null : { ok: false, message };
}

/**
 * A Stripe payment's next action (3-D Secure) before `confirmPurchase`: in the page with
 * `handleNextAction`, or in the desktop's card window. Whatever happens, the server's outcome
 * says what the payment became; this only says whether the step could run.
 */
export async function authenticateStripePayment(options: {
  path: 'stripe-inline' | 'stripe-window';
  publishableKey: string;
  clientSecret: string;
  payments: DesktopBridge['payments'];
  loadStripe?: (publishableKey: string) => Promise<Pick<Stripe, 'handleNextAction'> | null>;
}): Promise<{ ran: boolean; message: string | null }> {
  const { publishableKey, clientSecret } = options;
  if (options.path === 'stripe-window') {
    const answer = await options.payments.authenticate({ publishableKey, clientSecret });
    return answer.ok
      ? { ran: true, message: null }
      : { ran: false, message: cardWindowMessage(answer.error) };
  }
  try {
    const stripe = await (options.loadStripe ?? loadStripeClient)(publishableKey);
    if (!stripe) return { ran: false, message: m.stripeUnavailable };
    const result = await stripe.handleNextAction({ clientSecret });
    return { ran: true, message: result.error?.message ?? null };
  } catch {
    return { ran: false, message: m.stripeUnavailable };
  }
}
