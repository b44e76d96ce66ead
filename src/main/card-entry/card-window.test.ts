/**
 * docs/security.md S4 (with E1, E2, E4–E6 for the card window): the window's exact options,
 * where its page may go, the result fragment read and checked, and a live key refused on http.
 */
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { CardBillingDetails } from '../../shared/card-entry';
import { createMemoryLogger } from '../logger';
import {
  CARD_ENTRY_PARTITION,
  cardNavigation,
  checkCardEntryOrigin,
  createCardEntry,
  createCardWindow,
} from './card-window';

const API = 'http://127.0.0.1:53211';

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.openHandler = handler;
  }
  /** Emits a navigation event as Electron does; answers whether the page was stopped. */
  navigate(event: 'will-navigate' | 'will-redirect', url: string): boolean {
    const preventDefault = vi.fn();
    this.emit(event, { preventDefault }, url);
    return preventDefault.mock.calls.length > 0;
  }
}

class FakeWindow extends EventEmitter {
  static created: FakeWindow[] = [];
  readonly webContents = new FakeContents();
  readonly loadURL = vi.fn(async (_url: string) => {});
  readonly show = vi.fn();
  readonly focus = vi.fn();
  readonly removeMenu = vi.fn();
  destroyed = false;
  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    FakeWindow.created.push(this);
  }
  close() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('closed');
  }
  isDestroyed() {
    return this.destroyed;
  }
}

const parent = { id: 1 } as unknown as NonNullable<BrowserWindowConstructorOptions['parent']>;

const billing: CardBillingDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  line1: '1 Market Street',
  line2: null,
  city: 'London',
  state: 'Greater London',
  postalCode: 'EC1A 1AA',
  country: 'GB',
};

function setUp(apiUrl = API) {
  FakeWindow.created = [];
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  };
  const log = createMemoryLogger();
  const entry = createCardEntry({
    BrowserWindow: FakeWindow,
    parent: () => parent,
    session: () => session,
    apiUrl: async () => apiUrl,
    devTools: false,
    title: 'Payment Info',
    log,
  });
  /** The window once the request has opened it. */
  const opened = async () => {
    await vi.waitFor(() => expect(FakeWindow.created).toHaveLength(1));
    return FakeWindow.created[0]!;
  };
  return { entry, session, log, opened };
}

describe('the card window', () => {
  it('is isolated, sandboxed, without preload, in its own session (docs/security.md E1, S4)', () => {
    FakeWindow.created = [];
    const window = createCardWindow({
      BrowserWindow: FakeWindow,
      parent,
      devTools: false,
      title: 'Payment Info',
    });
    expect(window.options.webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      partition: CARD_ENTRY_PARTITION,
      devTools: false,
      spellcheck: false,
    });
    expect(window.options.webPreferences).not.toHaveProperty('preload');
    expect(CARD_ENTRY_PARTITION).not.toMatch(/^persist:/);
    expect(window.options).toMatchObject({ parent, modal: true, show: false });
    expect(window.removeMenu).toHaveBeenCalledOnce();
  });

  it('offers developer tools only when asked (unpackaged builds)', () => {
    const window = createCardWindow({
      BrowserWindow: FakeWindow,
      parent: undefined,
      devTools: true,
      title: 'Payment Info',
    });
    expect(window.options.webPreferences?.devTools).toBe(true);
    expect(window.options.modal).toBe(false);
  });
});

describe('cardNavigation (docs/security.md E4)', () => {
  it.each([
    [`${API}/pay/card#billing=%7B%7D`, 'allow'],
    [`${API}/pay/authenticate#client_secret=pi_1_secret_2`, 'allow'],
    ['https://js.stripe.com/v3/', 'allow'],
    ['https://hooks.stripe.com/3d_secure_2/hosted', 'allow'],
    [`${API}/pay/result#payment_method=pm_1`, 'result'],
    [`${API}/`, 'block'],
    [`${API}/graphql`, 'block'],
    [`${API}/employer/dashboard`, 'block'],
    ['http://127.0.0.1:53212/pay/card', 'block'],
    ['https://127.0.0.1:53211/pay/result#payment_method=pm_1', 'block'],
    ['http://js.stripe.com/v3/', 'block'],
    ['https://js.stripe.com.evil.io/', 'block'],
    ['https://js.stripe.com@evil.io/', 'block'],
    ['https://user:pw@js.stripe.com/', 'block'],
    ['https://api.stripe.com/v1/payment_methods', 'block'],
    ['https://evil.example/pay/result#payment_method=pm_1', 'block'],
    ['javascript:alert(1)', 'block'],
    ['file:///etc/passwd', 'block'],
    ['app://shortlist/', 'block'],
    ['not a url', 'block'],
  ])('%s: %s', (url, verdict) => {
    expect(cardNavigation(url, API)).toBe(verdict);
  });
});

describe('checkCardEntryOrigin (docs/security.md S4)', () => {
  it('refuses a live key on an http API', () => {
    expect(checkCardEntryOrigin(API, 'pk_live_51Abc')).toEqual({
      ok: false,
      error: 'insecure-origin',
    });
  });

  it('takes a test key on the local http API, and any key on https', () => {
    expect(checkCardEntryOrigin(API, 'pk_test_51Abc')).toEqual({ ok: true, value: API });
    expect(checkCardEntryOrigin('https://api.example.com/', 'pk_live_51Abc')).toEqual({
      ok: true,
      value: 'https://api.example.com',
    });
  });
});

describe('collectCard', () => {
  it('opens the API card page with the billing details in the fragment, permissions denied', async () => {
    const { entry, session, opened } = setUp();
    const answer = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    const window = await opened();
    const url = new URL(window.loadURL.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe(`${API}/pay/card`);
    expect(url.search).toBe('');
    expect(JSON.parse(new URLSearchParams(url.hash.slice(1)).get('billing')!)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      address: {
        line1: '1 Market Street',
        city: 'London',
        state: 'Greater London',
        postal_code: 'EC1A 1AA',
        country: 'GB',
      },
    });
    // No session token, no key of ours: only what the page shows.
    expect(url.hash).not.toMatch(/token|Bearer/i);
    const deny = vi.fn();
    session.setPermissionRequestHandler.mock.calls[0]![0]({}, 'media', deny);
    expect(deny).toHaveBeenCalledWith(false);
    expect(session.setPermissionCheckHandler.mock.calls[0]![0]({}, 'clipboard-read')).toBe(false);

    expect(window.webContents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(window.webContents.openHandler?.({ url: 'https://js.stripe.com/' })).toEqual({
      action: 'deny',
    });
    expect(window.webContents.navigate('will-navigate', 'https://hooks.stripe.com/x')).toBe(false);
    expect(
      window.webContents.navigate('will-navigate', `${API}/pay/result#payment_method=pm_1Abc_2`),
    ).toBe(true);
    await expect(answer).resolves.toEqual({ ok: true, value: 'pm_1Abc_2' });
    expect(window.isDestroyed()).toBe(true);
  });

  it.each([
    'payment_method=pi_123',
    'payment_method=pm_1%3Cscript%3E',
    'payment_method=pm_1&payment_method=pm_2',
    'payment_method=pm_1&cancelled=1',
    'payment_method=',
    'authenticated=1',
    'token=abc',
    '',
  ])('answers failed for the fragment #%s', async (fragment) => {
    const { entry, opened } = setUp();
    const answer = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    const window = await opened();
    window.webContents.navigate('will-navigate', `${API}/pay/result#${fragment}`);
    await expect(answer).resolves.toEqual({ ok: false, error: 'failed' });
  });

  it('ignores a result on another origin, and answers cancelled when the payer closes it', async () => {
    const { entry, opened } = setUp();
    const answer = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    const window = await opened();
    expect(
      window.webContents.navigate(
        'will-redirect',
        'https://evil.example/pay/result#payment_method=pm_1',
      ),
    ).toBe(true);
    window.close();
    await expect(answer).resolves.toEqual({ ok: false, error: 'cancelled' });
  });

  it('answers cancelled for the page Cancel button', async () => {
    const { entry, opened } = setUp();
    const answer = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    (await opened()).webContents.navigate('will-navigate', `${API}/pay/result#cancelled=1`);
    await expect(answer).resolves.toEqual({ ok: false, error: 'cancelled' });
  });

  it('opens one window at a time', async () => {
    const { entry, opened } = setUp();
    const first = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    const window = await opened();
    await expect(
      entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing }),
    ).resolves.toEqual({ ok: false, error: 'busy' });
    expect(window.focus).toHaveBeenCalledOnce();
    window.close();
    await expect(first).resolves.toEqual({ ok: false, error: 'cancelled' });
  });

  it('answers failed when the page does not load', async () => {
    const { entry, opened } = setUp();
    const answer = entry.collectCard({ publishableKey: 'pk_test_51Abc', billingDetails: billing });
    (await opened()).webContents.emit(
      'did-fail-load',
      {},
      -102,
      'refused',
      `${API}/pay/card`,
      true,
    );
    await expect(answer).resolves.toEqual({ ok: false, error: 'failed' });
  });

  it('refuses a live key against an http API without opening a window (docs/security.md S4)', async () => {
    const { entry, log } = setUp();
    await expect(
      entry.collectCard({ publishableKey: 'pk_live_51Abc', billingDetails: billing }),
    ).resolves.toEqual({ ok: false, error: 'insecure-origin' });
    expect(FakeWindow.created).toHaveLength(0);
    expect(log.entries.map((entry) => entry.message)).toEqual([
      'Card window refused: a live Stripe key needs an https API',
    ]);
  });

  it('opens a live key on an https API', async () => {
    const { entry, opened } = setUp('https://api.example.com');
    const answer = entry.collectCard({ publishableKey: 'pk_live_51Abc', billingDetails: billing });
    const window = await opened();
    expect(window.loadURL.mock.calls[0]![0]).toMatch(/^https:\/\/api\.example\.com\/pay\/card#/);
    window.webContents.navigate(
      'will-navigate',
      'https://api.example.com/pay/result#payment_method=pm_live1',
    );
    await expect(answer).resolves.toEqual({ ok: true, value: 'pm_live1' });
  });
});

describe('authenticate', () => {
  it('runs the next action on /pay/authenticate and answers whether it completed', async () => {
    const { entry, opened } = setUp();
    const answer = entry.authenticate({
      publishableKey: 'pk_test_51Abc',
      clientSecret: 'pi_3Abc_secret_Xyz',
    });
    const window = await opened();
    expect(window.loadURL.mock.calls[0]![0]).toBe(
      `${API}/pay/authenticate#client_secret=pi_3Abc_secret_Xyz`,
    );
    window.webContents.navigate('will-navigate', `${API}/pay/result#authenticated=0`);
    await expect(answer).resolves.toEqual({ ok: true, value: { completed: false } });
  });

  it('takes no payment method as an authentication result', async () => {
    const { entry, opened } = setUp();
    const answer = entry.authenticate({
      publishableKey: 'pk_test_51Abc',
      clientSecret: 'pi_3Abc_secret_Xyz',
    });
    (await opened()).webContents.navigate('will-navigate', `${API}/pay/result#payment_method=pm_1`);
    await expect(answer).resolves.toEqual({ ok: false, error: 'failed' });
  });
});
