/**
 * Card entry with Stripe in the desktop app (docs/payments.md "Card entry with Stripe",
 * docs/security.md S4). Stripe.js wants an HTTPS origin (http is tolerated with test keys) and
 * its hosts in the page's CSP; the app's own page is `app://shortlist` under a closed CSP, so
 * the card form runs instead in the API's `/pay/card` page (its own strict CSP), in a window of
 * its own: modal, isolated, sandboxed, no preload, its own in-memory session, permissions
 * denied, navigation kept to the API's card pages and Stripe's hosts, no popups. No session
 * token goes near it: the page needs only the publishable key. It ends by navigating to
 * `/pay/result#…`; main stops that navigation, reads the fragment and closes the window.
 *
 * Electron objects are injected (the `BrowserWindow` constructor, the main window, the session)
 * so the tests see the exact options and drive the navigation events.
 */
import type { BaseWindow, BrowserWindowConstructorOptions } from 'electron';
import type { Result } from '../../shared/bridge';
import {
  CARD_PAGE_PATHS,
  isLivePublishableKey,
  parseCardPageResult,
  STRIPE_HOSTS,
  stripeBillingDetails,
  type AuthenticateCardRequest,
  type CardEntryError,
  type CardPageResult,
  type CollectCardRequest,
} from '../../shared/card-entry';
import type { Logger } from '../logger';
import { denyAllPermissions, type PermissionSession } from '../permissions';

/** The card window's own session: in memory, so nothing it stores outlives the app. */
export const CARD_ENTRY_PARTITION = 'card-entry';

export const CARD_WINDOW_SIZE = { width: 480, height: 620 } as const;

interface NavigationEvent {
  preventDefault(): void;
}

/** The part of Electron's `WebContents` the card window uses. */
export interface CardWindowContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: NavigationEvent, url: string) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: NavigationEvent) => void): unknown;
  on(
    event: 'did-fail-load',
    listener: (
      event: unknown,
      errorCode: number,
      errorDescription: string,
      validatedURL: string,
      isMainFrame: boolean,
    ) => void,
  ): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** The part of Electron's `BrowserWindow` the card window uses. */
export interface CardWindowLike {
  readonly webContents: CardWindowContents;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  show(): void;
  focus(): void;
  close(): void;
  removeMenu(): void;
  isDestroyed(): boolean;
  loadURL(url: string): Promise<void>;
}

export interface CardWindowOptions<W extends CardWindowLike> {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  /** The main window, which the card window is modal to. */
  parent: BaseWindow | undefined;
  /** Developer tools: only in unpackaged builds. */
  devTools: boolean;
  title: string;
}

/**
 * The window, its security options as literals (docs/security.md E1, E2): no preload, so the
 * page has no bridge at all; its own partition, so it shares no cookies or storage with the app.
 */
export function createCardWindow<W extends CardWindowLike>(options: CardWindowOptions<W>): W {
  const { BrowserWindow } = options;
  const window = new BrowserWindow({
    parent: options.parent,
    modal: options.parent !== undefined,
    width: CARD_WINDOW_SIZE.width,
    height: CARD_WINDOW_SIZE.height,
    show: false,
    resizable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    title: options.title,
    backgroundColor: '#ffffff',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      partition: CARD_ENTRY_PARTITION,
      devTools: options.devTools,
      spellcheck: false,
    },
  });
  // No application menu in it (its View menu would offer reload and, unpackaged, devtools).
  window.removeMenu();
  window.once('ready-to-show', () => window.show());
  return window;
}

export type CardNavigation = 'result' | 'allow' | 'block';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const STRIPE_NAVIGATION_ORIGINS: readonly string[] = [STRIPE_HOSTS.script, ...STRIPE_HOSTS.frames];

/**
 * Where the card window's page may go (docs/security.md E4): the API's card pages and Stripe's
 * hosts, compared by origin, never by prefix; the result URL is the end of the flow.
 */
export function cardNavigation(url: string, apiOrigin: string): CardNavigation {
  const target = parse(url);
  if (!target || target.username !== '' || target.password !== '') return 'block';
  if (target.origin === apiOrigin) {
    if (target.pathname === CARD_PAGE_PATHS.result) return 'result';
    if (
      target.pathname === CARD_PAGE_PATHS.card ||
      target.pathname === CARD_PAGE_PATHS.authenticate
    )
      return 'allow';
    return 'block';
  }
  return STRIPE_NAVIGATION_ORIGINS.includes(target.origin) ? 'allow' : 'block';
}

/**
 * Stripe.js refuses live keys outside HTTPS; say so before opening anything. Test keys work on
 * the embedded API's http://127.0.0.1 (docs/security.md S4).
 */
export function checkCardEntryOrigin(
  apiUrl: string,
  publishableKey: string,
): Result<string, 'insecure-origin' | 'failed'> {
  const api = parse(apiUrl);
  if (!api || (api.protocol !== 'https:' && api.protocol !== 'http:')) {
    return { ok: false, error: 'failed' };
  }
  if (isLivePublishableKey(publishableKey) && api.protocol !== 'https:') {
    return { ok: false, error: 'insecure-origin' };
  }
  return { ok: true, value: api.origin };
}

/** The page's address; what it needs rides in the fragment, which never reaches a server. */
export function cardPageUrl(
  apiOrigin: string,
  path: (typeof CARD_PAGE_PATHS)['card' | 'authenticate'],
  fragment: Record<string, string>,
): string {
  return `${apiOrigin}${path}#${new URLSearchParams(fragment).toString()}`;
}

/** Rules for the card window's contents; `onResult` gets the result URL's parsed fragment. */
export function guardCardWindow(
  contents: CardWindowContents,
  options: {
    apiOrigin: string;
    onResult: (result: CardPageResult | null) => void;
    onLoadFailed: () => void;
    log: Logger;
  },
): void {
  const { apiOrigin, onResult, log } = options;
  const check = (event: NavigationEvent, url: string, kind: string) => {
    const verdict = cardNavigation(url, apiOrigin);
    if (verdict === 'allow') return;
    // The result page never loads: main has what it needs from the URL.
    event.preventDefault();
    if (verdict === 'result') {
      onResult(parseCardPageResult(new URL(url).hash));
      return;
    }
    log.warn(`Card window: refused a ${kind}`, { scheme: parse(url)?.protocol ?? 'unparseable' });
  };
  contents.on('will-navigate', (event, url) => check(event, url, 'navigation'));
  contents.on('will-redirect', (event, url) => check(event, url, 'redirect'));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // No popups: Stripe's Elements and 3-D Secure need none, and nothing opens outside from here.
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('did-fail-load', (_event, _code, _description, _url, isMainFrame) => {
    if (isMainFrame) options.onLoadFailed();
  });
}

export interface CardEntryOptions<W extends CardWindowLike> {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
  /** The main window, if open. */
  parent: () => BaseWindow | undefined;
  /** The card window's session (`session.fromPartition(CARD_ENTRY_PARTITION)`). */
  session: () => PermissionSession;
  /** The API's URL, once it listens. */
  apiUrl: () => Promise<string>;
  devTools: boolean;
  title: string;
  log: Logger;
}

export interface CardEntry {
  collectCard(request: CollectCardRequest): Promise<Result<string, CardEntryError>>;
  authenticate(
    request: AuthenticateCardRequest,
  ): Promise<Result<{ completed: boolean }, CardEntryError>>;
}

export function createCardEntry<W extends CardWindowLike>(options: CardEntryOptions<W>): CardEntry {
  let current: W | null = null;

  const run = async (
    publishableKey: string,
    path: (typeof CARD_PAGE_PATHS)['card' | 'authenticate'],
    fragment: Record<string, string>,
  ): Promise<Result<CardPageResult, CardEntryError>> => {
    if (current && !current.isDestroyed()) {
      current.focus();
      return { ok: false, error: 'busy' };
    }
    const origin = checkCardEntryOrigin(await options.apiUrl(), publishableKey);
    if (!origin.ok) {
      if (origin.error === 'insecure-origin') {
        options.log.warn('Card window refused: a live Stripe key needs an https API');
      }
      return origin;
    }
    denyAllPermissions(options.session());
    const window = createCardWindow({
      BrowserWindow: options.BrowserWindow,
      parent: options.parent(),
      devTools: options.devTools,
      title: options.title,
    });
    current = window;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer: Result<CardPageResult, CardEntryError>) => {
        if (settled) return;
        settled = true;
        current = null;
        resolve(answer);
        if (!window.isDestroyed()) window.close();
      };
      guardCardWindow(window.webContents, {
        apiOrigin: origin.value,
        onResult: (result) =>
          settle(result ? { ok: true, value: result } : { ok: false, error: 'failed' }),
        onLoadFailed: () => settle({ ok: false, error: 'failed' }),
        log: options.log,
      });
      window.on('closed', () => settle({ ok: false, error: 'cancelled' }));
      window.loadURL(cardPageUrl(origin.value, path, fragment)).catch((error: unknown) => {
        options.log.warn('Card window: the page did not load', { error });
        settle({ ok: false, error: 'failed' });
      });
    });
  };

  return {
    async collectCard({ publishableKey, billingDetails }) {
      const answer = await run(publishableKey, CARD_PAGE_PATHS.card, {
        // In Stripe's `billing_details` shape, for the page to pass on as it is.
        billing: JSON.stringify(stripeBillingDetails(billingDetails)),
      });
      if (!answer.ok) return answer;
      if (answer.value.kind === 'payment-method') return { ok: true, value: answer.value.id };
      if (answer.value.kind === 'cancelled') return { ok: false, error: 'cancelled' };
      return { ok: false, error: 'failed' };
    },
    async authenticate({ publishableKey, clientSecret }) {
      const answer = await run(publishableKey, CARD_PAGE_PATHS.authenticate, {
        client_secret: clientSecret,
      });
      if (!answer.ok) return answer;
      if (answer.value.kind === 'authenticated') {
        return { ok: true, value: { completed: answer.value.completed } };
      }
      if (answer.value.kind === 'cancelled') return { ok: false, error: 'cancelled' };
      return { ok: false, error: 'failed' };
    },
  };
}
