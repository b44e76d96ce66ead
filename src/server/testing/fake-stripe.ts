/**
 * A local stand-in for Stripe's API, for the tests of StripeGateway and the webhook: the real
 * `stripe` SDK is pointed at it (`api: fake.api`). It answers only what the gateway calls
 * (customers, attaching a payment method, a customer's default card, PaymentIntents created and
 * confirmed at once, retrieved and cancelled) with Stripe's test-card behaviour and messages, and
 * honours the Idempotency-Key header as Stripe does: the same key answers the first answer again.
 * It also takes what Stripe.js does in the payer's page with the publishable key: confirming a
 * PaymentIntent with its client secret (`POST /v1/payment_intents/:id/confirm`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '../../shared/messages';
import { testCardExpiry } from './cards';

type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'authentication_required';

/** Stripe's test payment methods (docs.stripe.com/testing), by what their card does. */
const TEST_METHODS: Record<string, { behaviour: Behaviour; last4: string }> = {
  pm_card_visa: { behaviour: 'succeeds', last4: '4242' },
  pm_card_chargeDeclined: { behaviour: 'declined', last4: '0002' },
  pm_card_visa_chargeDeclined: { behaviour: 'declined', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: 'insufficient_funds', last4: '9995' },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    behaviour: 'insufficient_funds',
    last4: '9995',
  },
  pm_card_authenticationRequired: { behaviour: 'authentication_required', last4: '3184' },
  pm_card_authenticationRequiredOnSetup: {
    behaviour: 'authentication_required',
    last4: '3155',
  },
};

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  livemode: false;
  created: number;
  /** What the create request asked (form fields as parsed), for the tests to look at. */
  params: Params;
}

type Params = { [key: string]: string | Params };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0]=c`) as nested objects (arrays as objects keyed 0, 1, …). */
function parseForm(body: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split('[').map((part) => part.replace(/]$/, ''));
    let node = params;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[path.at(-1)!] = value;
  }
  return params;
}

interface Answer {
  status: number;
  body: unknown;
}

export class FakeStripe {
  readonly customers = new Map<
    string,
    { id: string; email: string; name: string; default?: string }
  >();
  readonly methods = new Map<
    string,
    { id: string; behaviour: Behaviour; last4: string; customer: string }
  >();
  readonly intents = new Map<string, FakePaymentIntent>();
  /** Every request as received: method, path and its Idempotency-Key. */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  /** While true, every request fails as Stripe's API failing (500, api_error). */
  failing = false;
  /** The next retrieval held before Stripe answers it (holdNextRetrieve). */
  private retrieveHold: { reached: () => void; released: Promise<void> } | null = null;
  /** Called as a cancel request arrives, before it is answered (a payer acting meanwhile). */
  beforeCancel: ((intent: FakePaymentIntent) => void) | null = null;
  private readonly answered = new Map<string, Answer>();
  private server: Server | null = null;
  api = { host: '127.0.0.1', port: 0, protocol: 'http' as const };

  /**
   * Holds the next retrieval (a GET) until `release()`, so a test orders a race on the event
   * itself: `reached` settles once the request is here, and Stripe answers with the state it
   * has when released. Later retrievals go straight through.
   */
  holdNextRetrieve(): { reached: Promise<void>; release: () => void } {
    let reached = () => {};
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.retrieveHold = { reached, released };
    return {
      reached: arrived,
      release: () => {
        if (this.retrieveHold?.released === released) this.retrieveHold = null;
        release();
      },
    };
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.serve(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.api = { ...this.api, port: (this.server.address() as AddressInfo).port };
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) resolve();
      else this.server.close(() => resolve());
    });
  }

  /** The payer's answer on Stripe's 3-D Secure page for a PaymentIntent waiting for it. */
  authenticate(intentId: string, approved: boolean): FakePaymentIntent {
    const intent = this.intents.get(intentId)!;
    if (intent.status !== 'requires_action') return intent;
    if (approved) {
      intent.status = 'succeeded';
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: messages.payments.authenticationFailed,
      };
    }
    return intent;
  }

  /** An event as Stripe posts it to a webhook, about `intent` as it now stands. */
  event(type: string, intent: FakePaymentIntent, eventId = id('evt')): string {
    const { params: _params, ...object } = intent;
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  private async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : undefined;
    this.requests.push({ method, path, ...(idempotencyKey && { idempotencyKey }) });
    const hold = method === 'GET' ? this.retrieveHold : null;
    if (hold) {
      this.retrieveHold = null;
      hold.reached();
      await hold.released;
    }
    let answer: Answer;
    const payerConfirm = method === 'POST' && /^\/v1\/payment_intents\/[^/]+\/confirm$/.test(path);
    if (payerConfirm && request.headers.authorization?.startsWith('Bearer pk_test_')) {
      answer = this.payerConfirm(path.split('/')[3]!, parseForm(Buffer.concat(chunks).toString()));
    } else if (!request.headers.authorization?.startsWith('Bearer sk_test_')) {
      answer = error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    } else if (this.failing) {
      answer = error(500, { type: 'api_error', message: 'An unknown error occurred.' });
    } else if (method === 'POST' && idempotencyKey && this.answered.has(idempotencyKey)) {
      // Stripe replays the first answer for a key, a refusal included.
      answer = this.answered.get(idempotencyKey)!;
    } else {
      answer = this.route(method, path, parseForm(Buffer.concat(chunks).toString('utf8')));
      if (method === 'POST' && idempotencyKey && answer.status < 500) {
        this.answered.set(idempotencyKey, answer);
      }
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, params: Params): Answer {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(params);
    if (method === 'POST' && parts[1] === 'customers' && parts.length === 3) {
      return this.updateCustomer(parts[2]!, params);
    }
    if (method === 'POST' && parts[1] === 'payment_methods' && parts[3] === 'attach') {
      return this.attach(parts[2]!, params);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(params);
    if (method === 'POST' && parts[1] === 'payment_intents' && parts[3] === 'cancel') {
      return this.cancel(parts[2]!);
    }
    if (method === 'GET' && parts[1] === 'payment_intents' && parts.length === 3) {
      const intent = this.intents.get(parts[2]!);
      return intent ? ok(publicIntent(intent)) : missing('intent', parts[2]!);
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL.` });
  }

  /** Stripe cancels an intent that has not succeeded; a succeeded or cancelled one stays. */
  private cancel(intentId: string): Answer {
    const intent = this.intents.get(intentId);
    if (!intent) return missing('intent', intentId);
    this.beforeCancel?.(intent);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return unexpectedState(intent, 'cancel');
    }
    intent.status = 'canceled';
    return ok(publicIntent(intent));
  }

  /**
   * Stripe.js's confirmCardPayment in the payer's page: the client secret and a payment method
   * (a test token) confirm an intent that still wants one; a cancelled or paid one is refused.
   */
  private payerConfirm(intentId: string, params: Params): Answer {
    const intent = this.intents.get(intentId);
    if (!intent || params['client_secret'] !== intent.client_secret) {
      return missing('intent', intentId);
    }
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') {
      return unexpectedState(intent, 'confirm');
    }
    const test = TEST_METHODS[String(params['payment_method'])];
    if (test?.behaviour === 'succeeds') {
      intent.status = 'succeeded';
      intent.last_payment_error = null;
    } else {
      intent.status = 'requires_payment_method';
    }
    return ok(publicIntent(intent));
  }

  private createCustomer(params: Params): Answer {
    const customer = {
      id: id('cus'),
      email: String(params['email']),
      name: String(params['name']),
    };
    this.customers.set(customer.id, customer);
    return ok({ object: 'customer', ...customer });
  }

  private updateCustomer(customerId: string, params: Params): Answer {
    const customer = this.customers.get(customerId);
    if (!customer) return missing('customer', customerId);
    const settings = params['invoice_settings'];
    if (typeof settings === 'object') {
      const method = String(settings['default_payment_method']);
      if (this.methods.get(method)?.customer !== customerId)
        return missing('payment_method', method);
      customer.default = method;
    }
    return ok({
      object: 'customer',
      ...customer,
      invoice_settings: { default_payment_method: customer.default ?? null },
    });
  }

  /** A test token (pm_card_visa) attaches as a new payment method, as Stripe does. */
  private attach(methodId: string, params: Params): Answer {
    const customer = String(params['customer']);
    if (!this.customers.has(customer)) return missing('customer', customer);
    const test = TEST_METHODS[methodId];
    const existing = this.methods.get(methodId);
    if (!test && !existing) return missing('payment_method', methodId);
    const method = existing ?? { id: id('pm'), ...test!, customer };
    method.customer = customer;
    this.methods.set(method.id, method);
    return ok({
      id: method.id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: method.last4, exp_month: 4, exp_year: testCardExpiry().year },
    });
  }

  private createIntent(params: Params): Answer {
    const methodId = String(params['payment_method']);
    const method = this.methods.get(methodId);
    if (!method || method.customer !== params['customer']) {
      return missing('payment_method', methodId);
    }
    const metadata = params['metadata'];
    const intent: FakePaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(params['amount']),
      currency: String(params['currency']),
      customer: String(params['customer']),
      payment_method: methodId,
      description: typeof params['description'] === 'string' ? params['description'] : null,
      status: 'succeeded',
      client_secret: '',
      metadata: typeof metadata === 'object' ? (metadata as Record<string, string>) : {},
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      params,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    this.intents.set(intent.id, intent);
    const offSession = params['off_session'] === 'true';
    const decline = (code: string, declineCode: string, message: string): Answer => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code, message };
      return error(402, {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
        payment_intent: publicIntent(intent),
      });
    };
    switch (method.behaviour) {
      case 'declined':
        return decline('card_declined', 'generic_decline', messages.payments.declined);
      case 'insufficient_funds':
        return decline('card_declined', 'insufficient_funds', messages.payments.insufficientFunds);
      case 'authentication_required':
        if (offSession) {
          return decline(
            'authentication_required',
            'authentication_required',
            messages.payments.authenticationRequired,
          );
        }
        intent.status = 'requires_action';
        return ok(publicIntent(intent));
      default:
        return ok(publicIntent(intent));
    }
  }
}

function publicIntent(intent: FakePaymentIntent): Omit<FakePaymentIntent, 'params'> {
  const { params: _params, ...shown } = intent;
  return shown;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function error(status: number, body: Record<string, unknown>): Answer {
  return { status, body: { error: body } };
}

function unexpectedState(intent: FakePaymentIntent, action: string): Answer {
  return error(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    payment_intent: publicIntent(intent),
  });
}

function missing(param: string, value: string): Answer {
  return error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${param}: '${value}'`,
  });
}
