/**
 * The main-process side of the bridge: one entry per `InvokeChannels` channel, each with its
 * argument schema. The mapped type makes the compiler insist on an entry for every channel the
 * desktop implements.
 */
import {
  PREFERENCE_KEYS,
  SOCIAL_LOGIN_GROUPS,
  type AppConfig,
  type InvokeArgs,
  type InvokeChannel,
  type Result,
  type SaveDownloadError,
  type SavedDownload,
  type SocialLoginGroup,
  type UpdateStatus,
} from '../../shared/bridge';
import type { CardEntry } from '../card-entry/card-window';
import type { ErrorReportingConfig } from '../../shared/error-reporting';
import type { ApiEndpoint } from '../api';
import { openExternalLink, type OpenExternal } from '../external-links';
import type { ApiSettingStore, Preferences } from '../settings';
import type { Session } from '../token-store/session';
import type { Handler, IpcRouter } from './router';
import {
  apiSetting,
  args,
  authenticateCardRequest,
  collectCardRequest,
  enumOf,
  nullable,
  string,
  token,
  url,
  type Schema,
} from './schema';

const preferenceValue = string({ max: 256 });

export interface BridgeServices {
  api: { ready(): Promise<ApiEndpoint> };
  version: string;
  openExternal: OpenExternal;
  /** SENTRY_DSN's config for the page, or null (error-reporting.ts). */
  errorReporting: ErrorReportingConfig | null;
  /** The session: the saved token and any impersonation over it (token-store/session.ts). */
  tokens: Session;
  preferences: Preferences;
  /** The API chosen on the settings page (settings.ts); applies at the next start. */
  apiSetting: ApiSettingStore;
  /** Sign-in through the system browser (social-login/). */
  socialLogin: { start(group: SocialLoginGroup): Promise<Result<void>> };
  /** Files and invoice PDFs from the API, saved where the user says (downloads/). */
  downloads: { save(url: string): Promise<Result<SavedDownload, SaveDownloadError>> };
  /** Card entry with Stripe in a locked window on the API's card page (card-entry/). */
  cardEntry: CardEntry;
  /** The update policy (updater/). */
  updates: { getStatus(): UpdateStatus; restartNow(): void; checkNow(): Promise<string> };
}

type ChannelTable = {
  [C in InvokeChannel]: { schema: Schema<InvokeArgs<C>>; handler: Handler<C> };
};

export function bridgeHandlers(services: BridgeServices): ChannelTable {
  return {
    'app:get-config': {
      schema: args(),
      // Waits for the embedded server, so the renderer never sees an API that is not listening.
      handler: async (): Promise<AppConfig> => {
        const { apiUrl, mode } = await services.api.ready();
        return { apiUrl, version: services.version, mode, platform: 'desktop' };
      },
    },
    'app:open-external': {
      schema: args(url),
      handler: (target) => openExternalLink(target, services.openExternal),
    },
    'app:get-error-reporting': {
      schema: args(),
      handler: () => services.errorReporting,
    },
    'session:get-token': {
      schema: args(),
      handler: () => services.tokens.accessToken(),
    },
    'session:set-token': {
      schema: args(token),
      handler: (value) => services.tokens.save(value),
    },
    'session:sign-out': {
      schema: args(),
      handler: () => services.tokens.signOut(),
    },
    'session:get-persistence': {
      schema: args(),
      handler: () => services.tokens.persistence(),
    },
    'session:begin-impersonation': {
      schema: args(token),
      handler: (value) => {
        services.tokens.beginImpersonation(value);
        return { ok: true, value: undefined };
      },
    },
    'session:end-impersonation': {
      schema: args(),
      handler: async () => ({ ok: true, value: await services.tokens.endImpersonation() }),
    },
    'session:is-impersonating': {
      schema: args(),
      handler: () => services.tokens.isImpersonating(),
    },
    'social-login:start': {
      schema: args(enumOf(SOCIAL_LOGIN_GROUPS)),
      handler: (group) => services.socialLogin.start(group),
    },
    'downloads:save': {
      schema: args(url),
      handler: (target) => services.downloads.save(target),
    },
    'payments:collect-card': {
      schema: args(collectCardRequest),
      handler: (request) => services.cardEntry.collectCard(request),
    },
    'payments:authenticate': {
      schema: args(authenticateCardRequest),
      handler: (request) => services.cardEntry.authenticate(request),
    },
    'updates:get-status': {
      schema: args(),
      handler: () => services.updates.getStatus(),
    },
    'updates:restart-now': {
      schema: args(),
      handler: () => services.updates.restartNow(),
    },
    'updates:check-now': {
      schema: args(),
      handler: () => services.updates.checkNow(),
    },
    'settings:get-api': {
      schema: args(),
      handler: () => services.apiSetting.get(),
    },
    'settings:set-api': {
      schema: args(apiSetting),
      handler: (setting) => services.apiSetting.set(setting),
    },
    'preferences:get': {
      schema: args(enumOf(PREFERENCE_KEYS)),
      handler: (key) => services.preferences.get(key),
    },
    'preferences:set': {
      schema: args(enumOf(PREFERENCE_KEYS), nullable(preferenceValue)),
      handler: (key, value) => services.preferences.set(key, value),
    },
  };
}

export function registerBridgeHandlers(router: IpcRouter, services: BridgeServices): void {
  const table = bridgeHandlers(services);
  for (const channel of Object.keys(table) as InvokeChannel[]) {
    register(router, channel, table[channel]);
  }
}

function register<C extends InvokeChannel>(
  router: IpcRouter,
  channel: C,
  entry: ChannelTable[C],
): void {
  router.handle(channel, entry.schema, entry.handler);
}
