/**
 * The desktop card window's pages (docs/security.md S4) and the web page's CSP with Stripe:
 * served only when Stripe is the gateway, each with a strict CSP that allows Stripe's hosts and
 * nothing else; the page's script run against a fake Stripe.js and DOM.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CONTENT_SECURITY_POLICY } from '../../platform/http/security-headers';
import { CARD_PAGE_CSP, CARD_PAGE_SCRIPT, cardPageHtml } from './card-page';

const STRIPE = {
  secretKey: 'sk_test_card_page',
  publishableKey: 'pk_test_CardPage123',
  webhookSecret: 'whsec_card_page',
};

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('the card pages with Stripe', () => {
  let rendererDir: string;
  let t: TestApp;

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'shortlist-card-page-'));
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ mode: 'web', rendererDir, stripe: STRIPE });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  it.each(['/pay/card', '/pay/authenticate'])('serves %s with its own strict CSP', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(CARD_PAGE_CSP);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Stripe.js from Stripe, our script from our origin; no inline script at all.
    expect(response.body).toContain('<script src="https://js.stripe.com/v3/"></script>');
    expect(response.body).toContain('<script src="/pay/card-page.js" defer></script>');
    expect(response.body.match(/<script/g)).toHaveLength(2);
    expect(response.body).toContain('data-publishable-key="pk_test_CardPage123"');
    expect(response.body).not.toContain(STRIPE.secretKey);
  });

  it('allows exactly Stripe hosts in the card page CSP', () => {
    const policy = directives(CARD_PAGE_CSP);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['data:'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(CARD_PAGE_CSP).not.toContain('unsafe-eval');
  });

  it('serves the page script as JavaScript and a result page without scripts', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/pay/card-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toBe(CARD_PAGE_SCRIPT);
    const result = await t.app.inject({ method: 'GET', url: '/pay/result' });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(result.body).not.toContain('<script');
  });

  it("adds Stripe's hosts to the web page's CSP (Elements inline)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});

describe('the card pages without Stripe', () => {
  let rendererDir: string;
  let t: TestApp;

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'shortlist-card-page-'));
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ mode: 'web', rendererDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  it('serves no card page and keeps the web CSP closed to Stripe', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pay/card-page.js' })).statusCode).toBe(404);
    // Without the routes these are client routes of the UI, never a card page.
    for (const url of ['/pay/card', '/pay/result']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).not.toContain('stripe');
      expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toContain('stripe');
  });
});

describe('the card page script', () => {
  /** Runs the script against a fake page and Stripe.js; answers what it did. */
  function run(options: {
    mode: 'card' | 'authenticate';
    hash: string;
    stripe?: Record<string, unknown>;
    stripeMissing?: boolean;
  }) {
    const elements: Record<string, FakeElement> = {};
    class FakeElement {
      textContent = '';
      disabled = false;
      readonly listeners = new Map<string, (event: unknown) => void>();
      addEventListener(type: string, listener: (event: unknown) => void) {
        this.listeners.set(type, listener);
      }
    }
    for (const id of ['card-errors', 'cancel', 'submit', 'card-form'])
      elements[id] = new FakeElement();
    const attributes: Record<string, string> = {
      'data-mode': options.mode,
      'data-publishable-key': 'pk_test_CardPage123',
      'data-unavailable': 'unavailable',
    };
    const replace = vi.fn();
    const cardListeners = new Map<string, (event: unknown) => void>();
    const card = {
      mount: vi.fn(),
      focus: vi.fn(),
      on: (type: string, listener: (event: unknown) => void) => cardListeners.set(type, listener),
    };
    const create = vi.fn(() => card);
    const stripeFactory = vi.fn(() => ({ elements: () => ({ create }), ...options.stripe }));
    runInNewContext(CARD_PAGE_SCRIPT, {
      document: {
        body: { getAttribute: (name: string) => attributes[name] ?? null },
        getElementById: (id: string) => elements[id] ?? null,
      },
      location: { hash: options.hash, replace },
      URLSearchParams,
      JSON,
      ...(options.stripeMissing ? {} : { Stripe: stripeFactory }),
    });
    const submit = () => elements['card-form']!.listeners.get('submit')!({ preventDefault() {} });
    return { elements, replace, card, cardListeners, create, stripeFactory, submit };
  }

  const billing = { name: 'Ada', address: { line1: '1 Market Street', postal_code: 'EC1A 1AA' } };
  const cardHash = `#billing=${encodeURIComponent(JSON.stringify(billing))}`;

  it('makes a payment method with the billing details and ends on the result URL', async () => {
    const createPaymentMethod = vi.fn(async () => ({ paymentMethod: { id: 'pm_1Abc' } }));
    const page = run({ mode: 'card', hash: cardHash, stripe: { createPaymentMethod } });
    expect(page.stripeFactory).toHaveBeenCalledWith('pk_test_CardPage123');
    expect(page.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    expect(page.card.mount).toHaveBeenCalledWith('#card');
    page.submit();
    await vi.waitFor(() => expect(page.replace).toHaveBeenCalledOnce());
    expect(createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: page.card,
      billing_details: billing,
    });
    expect(page.replace).toHaveBeenCalledWith('/pay/result#payment_method=pm_1Abc');
  });

  it("shows Stripe's error on the card field and focuses it", async () => {
    const createPaymentMethod = vi.fn(async () => ({
      error: { message: 'Your card was declined.' },
    }));
    const page = run({ mode: 'card', hash: cardHash, stripe: { createPaymentMethod } });
    page.submit();
    await vi.waitFor(() => expect(page.card.focus).toHaveBeenCalledOnce());
    expect(page.elements['card-errors']!.textContent).toBe('Your card was declined.');
    expect(page.elements['submit']!.disabled).toBe(false);
    expect(page.replace).not.toHaveBeenCalled();

    // While the field reports an error, submitting focuses the card and asks Stripe nothing.
    page.cardListeners.get('change')!({ error: { message: 'Your card number is incomplete.' } });
    expect(page.elements['card-errors']!.textContent).toBe('Your card number is incomplete.');
    page.submit();
    expect(page.card.focus).toHaveBeenCalledTimes(2);
    expect(createPaymentMethod).toHaveBeenCalledOnce();
  });

  it('ends cancelled on Cancel, and says Stripe.js is unavailable when it did not load', () => {
    const page = run({ mode: 'card', hash: cardHash, stripeMissing: true });
    expect(page.elements['card-errors']!.textContent).toBe('unavailable');
    page.elements['cancel']!.listeners.get('click')!({});
    expect(page.replace).toHaveBeenCalledWith('/pay/result#cancelled=1');
  });

  it('runs the next action with the client secret and reports whether it completed', async () => {
    const handleNextAction = vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } }));
    const page = run({
      mode: 'authenticate',
      hash: '#client_secret=pi_3Abc_secret_Xyz',
      stripe: { handleNextAction },
    });
    await vi.waitFor(() => expect(page.replace).toHaveBeenCalledOnce());
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3Abc_secret_Xyz' });
    expect(page.replace).toHaveBeenCalledWith('/pay/result#authenticated=1');

    const failed = run({
      mode: 'authenticate',
      hash: '#client_secret=pi_3Abc_secret_Xyz',
      stripe: { handleNextAction: async () => ({ error: { message: 'failed' } }) },
    });
    await vi.waitFor(() =>
      expect(failed.replace).toHaveBeenCalledWith('/pay/result#authenticated=0'),
    );
  });

  it('escapes what it writes into the page', () => {
    expect(cardPageHtml('card', 'pk_test_"><script>')).not.toContain('"><script>');
  });
});
