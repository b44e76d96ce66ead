/**
 * The bridge: the one interface the renderer may use for anything outside the page.
 *
 * Declared once here. `src/preload` implements it over IPC for the desktop app (exposed
 * as `window.desktop`), `src/renderer/platform/web.ts` implements it for browsers.
 * IPC channels are kebab-case and namespaced; request/response channels are kept apart
 * from one-way events. Expected failures come back as `Result` values, never thrown,
 * so their shape survives the IPC boundary.
 */

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
 * `impersonate` reaches the renderer: main redeems `auth-callback` itself (it holds the PKCE
 * verifier) and reports the outcome as a `SocialLoginResult`.
 */
export type DeepLink =
  | { kind: 'impersonate'; id: string; token: string }
  | { kind: 'auth-callback'; code: string; state: string };

/** Where the desktop keeps the session token (SECURITY K2). */
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

export type SaveInvoiceError =
  'cancelled' | 'forbidden-host' | 'unauthorized' | 'not-pdf' | 'download-failed' | 'write-failed';

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

/** Request/response channels: name → [arguments, result]. */
export interface InvokeChannels {
  'app:get-config': [[], AppConfig];
  'app:open-external': [[url: string], Result<void>];
  'session:get-token': [[], string | null];
  'session:set-token': [[token: string], Result<void>];
  'session:clear': [[], void];
  'session:get-persistence': [[], SessionPersistence];
  /** Keeps the current session aside and switches to the impersonated one. */
  'session:begin-impersonation': [[token: string], Result<void>];
  /** Drops the impersonated session and restores the one kept aside (if any). */
  'session:end-impersonation': [[], Result<{ restored: boolean }>];
  'session:is-impersonating': [[], boolean];
  'social-login:start': [[group: SocialLoginGroup], Result<void>];
  'invoices:save': [[url: string], Result<{ path: string }, SaveInvoiceError>];
  'updates:get-status': [[], UpdateStatus];
  'updates:restart-now': [[], void];
  /** A manual check; answers what to tell the user. */
  'updates:check-now': [[], string];
  'settings:get-api': [[], ApiSetting];
  'settings:set-api': [[setting: ApiSetting], Result<void>];
  'preferences:get': [[key: PreferenceKey], string | null];
  'preferences:set': [[key: PreferenceKey, value: string | null], void];
}

/** One-way events from main to the renderer: name → payload. */
export interface EventChannels {
  'deep-links:link': DeepLink;
  'updates:status': UpdateStatus;
  'social-login:result': SocialLoginResult;
}

export type InvokeChannel = keyof InvokeChannels;
export type EventChannel = keyof EventChannels;
export type InvokeArgs<C extends InvokeChannel> = InvokeChannels[C][0];
export type InvokeResult<C extends InvokeChannel> = InvokeChannels[C][1];

export interface DesktopBridge {
  app: {
    getConfig(): Promise<AppConfig>;
    /** Opens an https: or mailto: link in the system browser or mail client. */
    openExternal(url: string): Promise<Result<void>>;
  };
  session: {
    /** The bearer token for the API link; callers keep it in memory only. */
    getToken(): Promise<string | null>;
    setToken(token: string): Promise<Result<void>>;
    clear(): Promise<void>;
    getPersistence(): Promise<SessionPersistence>;
    beginImpersonation(token: string): Promise<Result<void>>;
    endImpersonation(): Promise<Result<{ restored: boolean }>>;
    isImpersonating(): Promise<boolean>;
  };
  socialLogin: {
    /** Desktop: opens the system browser; the outcome arrives through `onResult`. */
    start(group: SocialLoginGroup): Promise<Result<void>>;
    onResult(listener: (result: SocialLoginResult) => void): Unsubscribe;
  };
  invoices: {
    /** Downloads a PDF from the API host, asks where to save it, offers to open it. */
    save(url: string): Promise<Result<{ path: string }, SaveInvoiceError>>;
  };
  preferences: {
    get(key: PreferenceKey): Promise<string | null>;
    set(key: PreferenceKey, value: string | null): Promise<void>;
  };
  deepLinks: {
    onLink(listener: (link: DeepLink) => void): Unsubscribe;
  };
  updates: {
    getStatus(): Promise<UpdateStatus>;
    onStatus(listener: (status: UpdateStatus) => void): Unsubscribe;
    /** Quits and installs the downloaded update. */
    restartNow(): Promise<void>;
    /** Checks now and answers what to tell the user (up to date, downloading, ready, failed). */
    checkNow(): Promise<string>;
  };
  settings: {
    getApi(): Promise<ApiSetting>;
    setApi(setting: ApiSetting): Promise<Result<void>>;
  };
}

declare global {
  interface Window {
    /** Present only in the desktop app (set by the preload script). */
    desktop?: DesktopBridge;
  }
}
