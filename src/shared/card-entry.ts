/**
 * Card entry with Stripe (docs/payments.md "Card entry with Stripe", docs/security.md S4): the
 * pieces the server's card page, the desktop's card window and the renderer agree on. A browser
 * mounts Stripe Elements in the page; the desktop app opens the API's `/pay/card` page in a
 * locked window, which ends by navigating to `/pay/result#…` for main to read.
 */

/** Stripe's hosts as its CSP guide lists them for Elements and 3-D Secure. */
export const STRIPE_HOSTS = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: 'https://api.stripe.com',
} as const;

/** Where Stripe.js itself is loaded from (its URL is fixed by Stripe: never bundled). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/** The API's card pages (modules/card-page). */
export const CARD_PAGE_PATHS = {
  card: '/pay/card',
  authenticate: '/pay/authenticate',
  /** The page's script: same origin, so the page's CSP needs no inline script. */
  script: '/pay/card-page.js',
  /** Where the pages end; main reads the fragment and closes the window before it loads. */
  result: '/pay/result',
} as const;

/** A payment method id Stripe.js makes (and the local gateway's `pm_local_…`). */
export const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;
/** A publishable key: `pk_test_…` or `pk_live_…`. */
export const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9]{1,250}$/;
/** A PaymentIntent's client secret: `pi_…_secret_…`. */
export const CLIENT_SECRET = /^pi_[A-Za-z0-9]{1,100}_secret_[A-Za-z0-9]{1,100}$/;

export function isLivePublishableKey(key: string): boolean {
  return key.startsWith('pk_live_');
}

/** Who pays, as Stripe's `billing_details` wants it; null where the team gave nothing. */
export interface CardBillingDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  /** ISO 3166 alpha-2. */
  country: string | null;
}

export const CARD_BILLING_FIELDS = [
  'name',
  'email',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'postalCode',
  'country',
] as const satisfies readonly (keyof CardBillingDetails)[];

/** The longest billing value passed along (the billing form's limits are well below). */
export const CARD_BILLING_MAX = 200;

/** Stripe's `billing_details` from ours, leaving out what is unknown. */
export function stripeBillingDetails(details: CardBillingDetails): {
  name?: string;
  email?: string;
  phone?: string;
  address?: {
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country?: string;
  };
} {
  const present = <T extends string | null>(value: T) => (value ? value : undefined);
  const address = {
    line1: present(details.line1),
    line2: present(details.line2),
    city: present(details.city),
    state: present(details.state),
    postal_code: present(details.postalCode),
    country: present(details.country),
  };
  const hasAddress = Object.values(address).some((value) => value !== undefined);
  return withoutUndefined({
    name: present(details.name),
    email: present(details.email),
    phone: present(details.phone),
    address: hasAddress ? withoutUndefined(address) : undefined,
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** `payments.collectCard`: the card window makes a payment method with these details. */
export interface CollectCardRequest {
  publishableKey: string;
  billingDetails: CardBillingDetails;
}

/** `payments.authenticate`: the card window runs the payment's next action (3-D Secure). */
export interface AuthenticateCardRequest {
  publishableKey: string;
  clientSecret: string;
}

/**
 * Why the card window gave no answer. `cancelled`: the payer closed it; `insecure-origin`: a
 * live key and an API that is not https (Stripe.js refuses it); `busy`: one is open already;
 * `failed`: the page did not load or answered nonsense.
 */
export type CardEntryError = 'cancelled' | 'insecure-origin' | 'busy' | 'failed';

/** What a card page's result fragment says. */
export type CardPageResult =
  | { kind: 'payment-method'; id: string }
  | { kind: 'authenticated'; completed: boolean }
  | { kind: 'cancelled' };

/** The fragment the pages end with, e.g. `payment_method=pm_123`; built by the page's script. */
export const RESULT_KEYS = {
  paymentMethod: 'payment_method',
  authenticated: 'authenticated',
  cancelled: 'cancelled',
} as const;

/**
 * Reads a result URL's fragment: exactly one known key with a well-formed value, else null.
 * The caller has already checked the URL is the API's `/pay/result`.
 */
export function parseCardPageResult(hash: string): CardPageResult | null {
  if (hash.length > 512) return null;
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const entries = [...params.entries()];
  if (entries.length !== 1) return null;
  const [key, value] = entries[0]!;
  if (key === RESULT_KEYS.paymentMethod) {
    return PAYMENT_METHOD_ID.test(value) ? { kind: 'payment-method', id: value } : null;
  }
  if (key === RESULT_KEYS.authenticated) {
    if (value === '1') return { kind: 'authenticated', completed: true };
    if (value === '0') return { kind: 'authenticated', completed: false };
    return null;
  }
  if (key === RESULT_KEYS.cancelled && value === '1') return { kind: 'cancelled' };
  return null;
}
