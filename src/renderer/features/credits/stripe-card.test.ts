/**
 * The renderer's card entry (docs/payments.md "Card entry with Stripe"): which form runs, Stripe.js
 * loaded only on demand, the in-page card's errors focusing the card, the desktop's window through
 * the bridge, and the authentication step by path. `@stripe/stripe-js` is mocked.
 */
import type { StripeCardElement } from '@stripe/stripe-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../shared/bridge';
import type { CardBillingDetails } from '../../../shared/card-entry';
import { messages } from '../../../shared/messages';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

const {
  authenticateStripePayment,
  cardBillingDetails,
  cardEntryPath,
  collectCardInWindow,
  createInlinePaymentMethod,
  loadStripeClient,
} = await import('./stripe-card');

const m = messages.payments;

const billing: CardBillingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  line1: '1 Market Street',
  line2: null,
  city: 'London',
  state: 'Greater London',
  postalCode: 'EC1A 1AA',
  country: 'GB',
};

function fakePayments(overrides: Partial<DesktopBridge['payments']> = {}) {
  return {
    collectCard: vi.fn(async () => ({ ok: true as const, value: 'pm_window1' })),
    authenticate: vi.fn(async () => ({ ok: true as const, value: { completed: true } })),
    ...overrides,
  } satisfies DesktopBridge['payments'];
}

function fakeCard() {
  return { focus: vi.fn() } as unknown as StripeCardElement & { focus: ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  stripeJs.loadStripe.mockReset();
});

describe('cardEntryPath', () => {
  it.each([
    ['LOCAL', null, false, 'local'],
    ['LOCAL', null, true, 'local'],
    ['STRIPE', 'pk_test_1', false, 'stripe-inline'],
    ['STRIPE', 'pk_test_1', true, 'stripe-window'],
    ['STRIPE', null, false, 'none'],
    ['NONE', null, false, 'none'],
    [undefined, undefined, false, 'none'],
  ] as const)('%s with key %s, desktop %s: %s', (gateway, key, desktop, path) => {
    expect(cardEntryPath(gateway, key, desktop)).toBe(path);
  });
});

describe('loadStripeClient', () => {
  it('loads Stripe.js once per key, and only when asked', async () => {
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    const client = { elements: vi.fn() };
    stripeJs.loadStripe.mockResolvedValue(client);
    await expect(loadStripeClient('pk_test_once')).resolves.toBe(client);
    await expect(loadStripeClient('pk_test_once')).resolves.toBe(client);
    expect(stripeJs.loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_once');
  });

  it('tries again after a failed load (offline)', async () => {
    stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await expect(loadStripeClient('pk_test_retry')).rejects.toThrow('Failed to load Stripe.js');
    stripeJs.loadStripe.mockResolvedValueOnce({});
    await expect(loadStripeClient('pk_test_retry')).resolves.toEqual({});
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2);
  });
});

describe('createInlinePaymentMethod', () => {
  it("makes a payment method with Stripe's billing details", async () => {
    const card = fakeCard();
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_inline1' } }));
    const outcome = await createInlinePaymentMethod({
      stripe: { createPaymentMethod } as never,
      card,
      fieldError: null,
      billingDetails: billing,
    });
    expect(outcome).toEqual({ ok: true, paymentMethodId: 'pm_inline1' });
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        address: {
          line1: '1 Market Street',
          city: 'London',
          state: 'Greater London',
          postal_code: 'EC1A 1AA',
          country: 'GB',
        },
      },
    });
    expect(card.focus).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal and focuses the card", async () => {
    const card = fakeCard();
    const outcome = await createInlinePaymentMethod({
      stripe: {
        createPaymentMethod: async () => ({ error: { message: 'Your card number is invalid.' } }),
      } as never,
      card,
      fieldError: null,
      billingDetails: billing,
    });
    expect(outcome).toEqual({ ok: false, message: 'Your card number is invalid.' });
    expect(card.focus).toHaveBeenCalledOnce();
  });

  it('focuses the card without asking Stripe while the field has an error', async () => {
    const card = fakeCard();
    const createPaymentMethod = vi.fn();
    const outcome = await createInlinePaymentMethod({
      stripe: { createPaymentMethod } as never,
      card,
      fieldError: 'Your card number is incomplete.',
      billingDetails: billing,
    });
    expect(outcome).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    expect(card.focus).toHaveBeenCalledOnce();
    expect(createPaymentMethod).not.toHaveBeenCalled();
  });
});

describe('collectCardInWindow (desktop)', () => {
  it('asks the bridge with the key and billing details, never Stripe.js', async () => {
    const payments = fakePayments();
    await expect(collectCardInWindow(payments, 'pk_test_1', billing)).resolves.toEqual({
      ok: true,
      paymentMethodId: 'pm_window1',
    });
    expect(payments.collectCard).toHaveBeenCalledWith({
      publishableKey: 'pk_test_1',
      billingDetails: billing,
    });
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it.each([
    ['cancelled', null],
    ['insecure-origin', { ok: false, message: m.cardWindowInsecure }],
    ['busy', { ok: false, message: m.cardWindowBusy }],
    ['failed', { ok: false, message: m.cardWindowFailed }],
  ] as const)('says nothing or why for %s', async (error, outcome) => {
    const payments = fakePayments({ collectCard: async () => ({ ok: false, error }) });
    await expect(collectCardInWindow(payments, 'pk_live_1', billing)).resolves.toEqual(outcome);
  });
});

describe('authenticateStripePayment', () => {
  it('runs handleNextAction in the page with the client secret (browser)', async () => {
    const handleNextAction = vi.fn(async () => ({ paymentIntent: {} }));
    stripeJs.loadStripe.mockResolvedValue({ handleNextAction });
    const payments = fakePayments();
    await expect(
      authenticateStripePayment({
        path: 'stripe-inline',
        publishableKey: 'pk_test_auth',
        clientSecret: 'pi_1_secret_2',
        payments,
      }),
    ).resolves.toEqual({ ran: true, message: null });
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(payments.authenticate).not.toHaveBeenCalled();
  });

  it('passes on Stripe’s message when the step fails', async () => {
    const loadStripe = async () => ({
      handleNextAction: async () => ({ error: { message: 'Authentication failed.' } }) as never,
    });
    await expect(
      authenticateStripePayment({
        path: 'stripe-inline',
        publishableKey: 'pk_test_auth',
        clientSecret: 'pi_1_secret_2',
        payments: fakePayments(),
        loadStripe,
      }),
    ).resolves.toEqual({ ran: true, message: 'Authentication failed.' });
  });

  it('uses the card window in the desktop app, without Stripe.js in the page', async () => {
    const payments = fakePayments();
    await expect(
      authenticateStripePayment({
        path: 'stripe-window',
        publishableKey: 'pk_test_auth',
        clientSecret: 'pi_1_secret_2',
        payments,
      }),
    ).resolves.toEqual({ ran: true, message: null });
    expect(payments.authenticate).toHaveBeenCalledWith({
      publishableKey: 'pk_test_auth',
      clientSecret: 'pi_1_secret_2',
    });
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
  });

  it('says Stripe.js is unavailable when it cannot load', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('offline'));
    await expect(
      authenticateStripePayment({
        path: 'stripe-inline',
        publishableKey: 'pk_test_offline',
        clientSecret: 'pi_1_secret_2',
        payments: fakePayments(),
      }),
    ).resolves.toEqual({ ran: false, message: m.stripeUnavailable });
  });
});

describe('cardBillingDetails', () => {
  it('maps the team’s billing details, empty as null', () => {
    expect(
      cardBillingDetails({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '',
        address_1: '1 Market Street',
        address_2: null,
        city: 'London',
        state: 'Greater London',
        zip: 'EC1A 1AA',
        country: 'GB',
      }),
    ).toEqual({ ...billing, phone: null });
    expect(cardBillingDetails(null).name).toBeNull();
  });
});
