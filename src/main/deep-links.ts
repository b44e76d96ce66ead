/**
 * `shortlist://` deep links (docs/security.md D2, D3, D5): a strict parser, the launch-argument finder,
 * and the router that hands each parsed link to the one place that acts on it.
 *
 * A link is attacker-controlled input: any app or web page can open one, and another app can
 * claim the scheme. So nothing in a link is ever navigated to, opened or run; only the two
 * shapes below are accepted, and the log gets the kind and id, never a token.
 */
import type { DeepLink } from '../shared/bridge';
import {
  AUTH_CALLBACK_VALUE_PATTERN,
  DEEP_LINK_PREFIX,
  isInvitationToken,
} from '../shared/deep-links';
import { isImpersonationToken, parseImpersonationId } from '../shared/impersonation';
import { send, type EventTarget } from './ipc/events';
import { errorName, type Logger } from './logger';

export type AuthCallbackLink = Extract<DeepLink, { kind: 'auth-callback' }>;

/** The longest valid link is about 125 characters; anything much longer is refused unparsed. */
export const MAX_DEEP_LINK_LENGTH = 256;

/** Each accepted shape: host, path and the exact set of query keys, each with its format. */
const shapes = {
  impersonate: {
    path: /^\/([^/]+)$/,
    params: { token: isImpersonationToken },
  },
  auth: {
    path: /^\/callback$/,
    params: {
      code: (value: string) => AUTH_CALLBACK_VALUE_PATTERN.test(value),
      state: (value: string) => AUTH_CALLBACK_VALUE_PATTERN.test(value),
    },
  },
  // The token is in the path (the mail's link is short and has no query).
  invite: {
    path: /^\/([A-Za-z0-9_-]+)$/,
    params: {},
  },
} as const;

type Host = keyof typeof shapes;
const isHost = (host: string): host is Host => Object.hasOwn(shapes, host);

/**
 * `shortlist://impersonate/{id}?token=…`, `shortlist://auth/callback?code=…&state=…` or
 * `shortlist://invite/{token}`, else null. Parsed with `new URL()`, then rebuilt from the parsed parts and compared with the input,
 * so percent-encoding, dot segments, userinfo, ports, fragments, duplicate or extra parameters
 * and anything the URL parser would have quietly normalised are all refused.
 */
export function parseDeepLink(raw: string): DeepLink | null {
  // Printable ASCII only: the URL parser silently drops tabs and newlines inside a URL.
  if (raw.length > MAX_DEEP_LINK_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) return null;
  if (!raw.startsWith(DEEP_LINK_PREFIX)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port || url.hash) return null;
  const host = url.hostname;
  if (!isHost(host)) return null;
  const shape = shapes[host];

  const path = shape.path.exec(url.pathname);
  if (path === null) return null;
  const params = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (params.has(key)) return null;
    params.set(key, value);
  }
  const formats: Record<string, (value: string) => boolean> = shape.params;
  const expectedKeys = Object.keys(formats);
  const wellFormed =
    params.size === expectedKeys.length &&
    expectedKeys.every((key) => {
      const value = params.get(key);
      return value !== undefined && formats[key]!(value);
    });
  if (!wellFormed) return null;

  // Query values are [A-Za-z0-9_-] only, so decoding changed nothing in a link we accept.
  const query = [...params].map(([key, value]) => `${key}=${value}`).join('&');
  const rebuilt = `${DEEP_LINK_PREFIX}${host}${url.pathname}${query ? `?${query}` : ''}`;
  if (rebuilt !== raw) return null;

  if (host === 'invite') {
    const token = path[1]!;
    return isInvitationToken(token) ? { kind: 'invite', token } : null;
  }
  if (host === 'auth') {
    return { kind: 'auth-callback', code: params.get('code')!, state: params.get('state')! };
  }
  const id = path[1]!;
  if (parseImpersonationId(id) === null) return null;
  return { kind: 'impersonate', id, token: params.get('token')! };
}

/**
 * The link among a process's arguments (docs/security.md D3): Chromium may append its own switches
 * after it, so search, never take the last one.
 */
export function findDeepLinkInArgv(argv: readonly string[]): string | undefined {
  return argv.find((argument) => argument.startsWith(DEEP_LINK_PREFIX));
}

/** Where a link came from, for the log. */
export type DeepLinkSource = 'launch' | 'second-instance' | 'open-url';

/** The slice of a `BrowserWindow` the router needs. */
export interface DeepLinkWindow extends EventTarget {
  readonly webContents: EventTarget['webContents'] & {
    isLoading(): boolean;
    on(event: 'did-finish-load', listener: () => void): unknown;
  };
}

export interface DeepLinkRouter {
  /** Parses `raw` and routes it; until the window's page has loaded it waits in a queue. */
  receive(raw: string, source: DeepLinkSource): void;
  /** The window whose page gets impersonation links; waiting links go once its page loads. */
  attachWindow(window: DeepLinkWindow): void;
  /**
   * Who redeems social-login callbacks (main holds the PKCE verifier). Set when social login is
   * built, before the window opens; links are only routed once the window's page has loaded.
   */
  setAuthCallbackHandler(handler: AuthCallbackHandler): void;
}

export type AuthCallbackHandler = (link: AuthCallbackLink) => void | Promise<void>;

/** Links waiting for the window; a flood beyond this is dropped rather than kept. */
const MAX_WAITING_LINKS = 8;

/**
 * Routes parsed links: `impersonate` and `invite` to the renderer as a `deep-links:link`
 * event (the page redeems or opens the token), `auth-callback` to the auth-callback handler.
 * Links that arrive before the window exists, or while its page is loading, are queued and
 * handled once, in order, when the page has loaded (docs/security.md D2).
 */
export function createDeepLinkRouter(options: { log: Logger }): DeepLinkRouter {
  const { log } = options;
  const waiting: DeepLink[] = [];
  let window: DeepLinkWindow | undefined;
  let onAuthCallback: AuthCallbackHandler | undefined;

  /** The window, once its page has loaded and can take links. */
  const readyWindow = (): DeepLinkWindow | undefined =>
    window && !window.isDestroyed() && !window.webContents.isLoading() ? window : undefined;

  const dispatch = (target: DeepLinkWindow, link: DeepLink) => {
    if (link.kind === 'impersonate' || link.kind === 'invite') {
      send(target, 'deep-links:link', link);
    } else if (onAuthCallback) {
      const handler = onAuthCallback;
      Promise.resolve()
        .then(() => handler(link))
        .catch((error: unknown) =>
          log.error('The social-login callback failed', { error: errorName(error) }),
        );
    } else {
      log.warn('Ignored a social-login callback: social login is not available');
    }
  };

  const flush = () => {
    for (let target = readyWindow(); target && waiting.length > 0; target = readyWindow()) {
      dispatch(target, waiting.shift()!);
    }
  };

  return {
    receive(raw, source) {
      const link = parseDeepLink(raw);
      if (!link) {
        log.warn('Ignored a link that is not a Shortlist deep link', {
          source,
          length: raw.length,
        });
        return;
      }
      log.info('Deep link received', {
        source,
        kind: link.kind,
        ...(link.kind === 'impersonate' ? { id: link.id } : {}),
      });
      const target = readyWindow();
      if (target) {
        dispatch(target, link);
      } else if (waiting.length < MAX_WAITING_LINKS) {
        waiting.push(link);
      } else {
        log.warn('Ignored a deep link: too many are waiting for the window', { source });
      }
    },
    attachWindow(target) {
      window = target;
      // Every load, not only the first: links that came during a reload wait for it.
      target.webContents.on('did-finish-load', () => {
        if (window === target) flush();
      });
      flush();
    },
    setAuthCallbackHandler(handler) {
      onAuthCallback = handler;
    },
  };
}
