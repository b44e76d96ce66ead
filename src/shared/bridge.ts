/**
 * The bridge: the one interface the renderer may use for anything outside the page.
 *
 * Declared once here. `src/preload` implements it over IPC for the desktop app (exposed
 * as `window.desktop`), `src/renderer/platform/web.ts` implements it for browsers.
 * IPC channels are kebab-case and namespaced; request/response channels are kept apart
 * from one-way events. Expected failures come back as `Result` values, never thrown,
 * so their shape survives the IPC boundary.
 */

import type { AuthenticateCardRequest, CardEntryError, CollectCardRequest } from './card-entry';
import type { ErrorReportingConfig } from './error-reporting';

export type Result<T, E extends string = string> = { ok: true; value: T } | { ok: false; error: E };

/** Every `onX` returns this, so a React effect cleans up in one line. */
export type Unsubscribe = () => void;

export type AppMode = 'embedded' | 'remote' | 'web';

export interface AppConfig {
  /** Origin of the API server, e.g. `http://127.0.0.1:53211`; GraphQL is at `${apiUrl}/graphql`. */
  apiUrl: string;
  version: string;
  mode: AppMode;
  platform: 'desktop' | 'web';
}

/**
 * A parsed `shortlist://` link; anything that does not parse is dropped in main. Only
 * `impersonate` and `invite` reach the renderer: main redeems `auth-callback` itself (it holds
 * the PKCE verifier) and reports the outcome as a `SocialLoginResult`.
 */
export type DeepLink =
  | { kind: 'impersonate'; id: string; token: string }
  | { kind: 'auth-callback'; code: string; state: string }
  /** An invitation mail's "Open in the Shortlist app": the renderer opens `/invite/{token}`. */
  | { kind: 'invite'; token: string };

/** Where the desktop keeps the session token (docs/security.md K2). */
export type SessionPersistence =
  | { persistent: true; backend: 'keychain' | 'safe-storage' }
  /** The session lasts until quit; `reason` is shown on the settings page. */
  | { persistent: false; reason: string };

/** The route groups a social sign-in can start from. */
export const SOCIAL_LOGIN_GROUPS = ['candidate', 'employer', 'agency'] as const;
export type SocialLoginGroup = (typeof SOCIAL_LOGIN_GROUPS)[number];

/** What a finished social sign-in yields to the renderer (the token itself stays in main). */
export type SocialLoginResult =
  | { kind: 'signed-in'; group: SocialLoginGroup }
  /** An unknown identity: registration starts at step 2 with these filled in. */
  | {
      kind: 'register';
      group: SocialLoginGroup;
      email: string;
      firstName: string;
      lastName: string;
      /** A one-time ticket the register mutation takes to link the identity. */
      ticket: string;
    }
  | { kind: 'error'; message: string };

/**
 * Why a download was not saved. `forbidden-host`: not a download URL of the API
 * (shared/downloads.ts); `unauthorized`: refused (signed out, or a file link that expired);
 * `wrong-type`: the answer was not the kind of file the URL promises (an error page).
 */
export type SaveDownloadError =
  | 'cancelled'
  | 'forbidden-host'
  | 'unauthorized'
  | 'wrong-type'
  | 'download-failed'
  | 'write-failed';

/** A saved download: where the user saved it, or null when the browser's own download took it. */
export interface SavedDownload {
  path: string | null;
}

/** The API the desktop app talks to; a change applies after a restart. */
export type ApiSetting = { kind: 'embedded' } | { kind: 'remote'; url: string };

export type UpdateStatus =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'downloading'; percent: number }
  | { state: 'ready'; version: string }
  | { state: 'error'; message: string };

/**
 * Small values the brief keeps in cookies or browser storage (the active team `lh_team`,
 * the login type). The desktop keeps them in its settings store.
 */
export const PREFERENCE_KEYS = ['activeTeamId', 'loginType'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/**
 * A request/response method: `Signature` is what it takes and answers (the page gets a
 * Promise of the answer). Only a type rides on it; at run time it is its kind.
 */
export interface InvokeMember<Signature extends (...args: never[]) => unknown> {
  readonly kind: 'invoke';
  readonly signature?: Signature;
}
/** A one-way event from main, offered to the page as an `onX(listener)` subscription. */
export interface EventMember<Payload> {
  readonly kind: 'event';
  readonly payload?: Payload;
}
type BridgeMember = InvokeMember<(...args: never[]) => unknown> | EventMember<unknown>;

const invoke = <Signature extends (...args: never[]) => unknown>(): InvokeMember<Signature> => ({
  kind: 'invoke',
});
const event = <Payload>(): EventMember<Payload> => ({ kind: 'event' });

/**
 * The bridge, declared once: domain → method → its signature. Everything else is derived from
 * this table: the page's `DesktopBridge`, the IPC channel maps main's handlers are typed by, and
 * the preload's implementation. Each method's channel is its domain and name in kebab case
 * (`session.getToken` → `session:get-token`; an event `updates.onStatus` → `updates:status`).
 * Adding a method: one line here, plus its handler in src/main/ipc/bridge-handlers.ts (the
 * compiler asks for it) and the browser's version in src/renderer/platform/web.ts.
 */
export const BRIDGE = {
  app: {
    getConfig: invoke<() => AppConfig>(),
    /** Opens an https: or mailto: link in the system browser or mail client. */
    openExternal: invoke<(url: string) => Result<void>>(),
    /** Where the page reports its errors (SENTRY_DSN), or null when reporting is off. */
    getErrorReporting: invoke<() => ErrorReportingConfig | null>(),
  },
  session: {
    /**
     * The bearer token for the page's next request: on the desktop a 15-minute token minted
     * from the session main keeps (asked for each request, never kept by the page); null when
     * signed out; `unavailable` when the API could not be asked.
     */
    getToken: invoke<() => Result<string | null, 'unavailable'>>(),
    /** Signs in with a session the page just received; the page forgets it after this. */
    setToken: invoke<(token: string) => Result<void>>(),
    /**
     * Ends the session on the server and forgets it (and any impersonation over it). The desktop
     * ends a session it could not reach the server about at its next start.
     */
    signOut: invoke<() => void>(),
    getPersistence: invoke<() => SessionPersistence>(),
    /** Keeps the current session aside and switches to the impersonated one. */
    beginImpersonation: invoke<(token: string) => Result<void>>(),
    /** Drops the impersonated session and restores the one kept aside (if any). */
    endImpersonation: invoke<() => Result<{ restored: boolean }>>(),
    isImpersonating: invoke<() => boolean>(),
  },
  socialLogin: {
    /** Desktop: opens the system browser; the outcome arrives through `onResult`. */
    start: invoke<(group: SocialLoginGroup) => Result<void>>(),
    onResult: event<SocialLoginResult>(),
  },
  downloads: {
    /**
     * Saves a file the API serves (a stored file's link, or an invoice PDF, which goes with the
     * session's token): the desktop downloads it in main, asks where to save it and offers to
     * open it; a browser downloads it as it does any file. Only the API's download URLs
     * (shared/downloads.ts).
     */
    save: invoke<(url: string) => Result<SavedDownload, SaveDownloadError>>(),
  },
  preferences: {
    get: invoke<(key: PreferenceKey) => string | null>(),
    set: invoke<(key: PreferenceKey, value: string | null) => void>(),
  },
  deepLinks: {
    onLink: event<DeepLink>(),
  },
  updates: {
    getStatus: invoke<() => UpdateStatus>(),
    onStatus: event<UpdateStatus>(),
    /** Quits and installs the downloaded update. */
    restartNow: invoke<() => void>(),
    /** Checks now and answers what to tell the user (up to date, downloading, ready, failed). */
    checkNow: invoke<() => string>(),
  },
  payments: {
    /**
     * Desktop: card entry with Stripe in a locked window on the API's `/pay/card` page
     * (shared/card-entry.ts); answers the payment method id it made. Browsers mount Stripe
     * Elements in the page instead and answer `failed` here.
     */
    collectCard: invoke<(request: CollectCardRequest) => Result<string, CardEntryError>>(),
    /** Desktop: a payment's 3-D Secure step in the same kind of window (`/pay/authenticate`). */
    authenticate:
      invoke<
        (request: AuthenticateCardRequest) => Result<{ completed: boolean }, CardEntryError>
      >(),
  },
  settings: {
    getApi: invoke<() => ApiSetting>(),
    setApi: invoke<(setting: ApiSetting) => Result<void>>(),
  },
} as const satisfies Record<string, Record<string, BridgeMember>>;

type Bridge = typeof BRIDGE;

/** `socialLogin` → `social-login`. */
type KebabCase<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : Name;
/** An event's channel drops the `on` of its method: `onStatus` → `status`. */
type ChannelOf<Domain extends string, Method extends string, Member> =
  Member extends EventMember<unknown>
    ? Method extends `on${infer Name}`
      ? `${KebabCase<Domain>}:${KebabCase<Uncapitalize<Name>>}`
      : `${KebabCase<Domain>}:${KebabCase<Method>}`
    : `${KebabCase<Domain>}:${KebabCase<Method>}`;

/** `KebabCase` at run time. */
const kebabCase = (name: string): string =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The IPC channel of `BRIDGE[domain][method]`, as `ChannelOf` derives it for the compiler. */
export function bridgeChannel(domain: string, method: string, kind: BridgeMember['kind']): string {
  const name =
    kind === 'event' && method.startsWith('on')
      ? method.charAt(2).toLowerCase() + method.slice(3)
      : method;
  return `${kebabCase(domain)}:${kebabCase(name)}`;
}

/** Every member of the bridge with its channel, in declaration order. */
export const BRIDGE_MEMBERS: readonly {
  domain: string;
  method: string;
  kind: BridgeMember['kind'];
  channel: string;
}[] = Object.entries(BRIDGE).flatMap(([domain, methods]) =>
  Object.entries(methods).map(([method, member]: [string, BridgeMember]) => ({
    domain,
    method,
    kind: member.kind,
    channel: bridgeChannel(domain, method, member.kind),
  })),
);

/** Every member of the table as `{ channel, member }`, one union. */
type Channels = {
  [D in keyof Bridge & string]: {
    [M in keyof Bridge[D] & string]: {
      channel: ChannelOf<D, M, Bridge[D][M]>;
      member: Bridge[D][M];
    };
  }[keyof Bridge[D] & string];
}[keyof Bridge & string];

/** Request/response channels: name → [arguments, result]. */
export type InvokeChannels = {
  [
    C in Channels as C['member'] extends EventMember<unknown> ? never : C['channel']
  ]: C['member'] extends InvokeMember<infer Signature>
    ? [Parameters<Signature>, ReturnType<Signature>]
    : never;
};

/** One-way events from main to the renderer: name → payload. */
export type EventChannels = {
  [
    C in Channels as C['member'] extends EventMember<unknown> ? C['channel'] : never
  ]: C['member'] extends EventMember<infer Payload> ? Payload : never;
};

export type InvokeChannel = keyof InvokeChannels;
export type EventChannel = keyof EventChannels;
export type InvokeArgs<C extends InvokeChannel> = InvokeChannels[C][0];
export type InvokeResult<C extends InvokeChannel> = InvokeChannels[C][1];

/** What the page calls a member: a request answers a Promise, an event takes a listener. */
type PageMethod<Member> =
  Member extends InvokeMember<infer Signature>
    ? (...args: Parameters<Signature>) => Promise<ReturnType<Signature>>
    : Member extends EventMember<infer Payload>
      ? (listener: (payload: Payload) => void) => Unsubscribe
      : never;

/** `window.desktop`: implemented by src/preload over IPC and by the renderer for browsers. */
export type DesktopBridge = {
  [D in keyof Bridge]: { [M in keyof Bridge[D]]: PageMethod<Bridge[D][M]> };
};

declare global {
  interface Window {
    /** Present only in the desktop app (set by the preload script). */
    desktop?: DesktopBridge;
  }
}
