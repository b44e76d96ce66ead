/**
 * The composition root (docs/conventions.md 5): builds the main process's services with their Electron objects
 * injected, then starts them in this order:
 *   (before ready) single instance + deep-link sources → settings → API → session →
 *   app protocol → window → IPC.
 * Each service is a module beside this one, tested under Node with fakes; only this file and
 * ipc/index.ts reach for Electron itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { prefetchPgliteFiles, SNAPSHOT_FILES } from '../server/db/pglite-files';
import {
  chooseApi,
  createApiService,
  type ApiChoice,
  type ApiService,
  type EmbeddedServerOptions,
  type StartServer,
} from './api';
import { CARD_ENTRY_PARTITION, createCardEntry } from './card-entry/card-window';
import { APP_ORIGIN, APP_SCHEME, APP_START_URL } from './app-url';
import { bootstrap } from './bootstrap';
import { createDeepLinkRouter } from './deep-links';
import { createDownloadSaver, type DownloadSaver } from './downloads';
import { send } from './ipc/events';
import { registerIpc } from './ipc';
import { errorReportingConfig, reportingOrigin } from '../shared/error-reporting';
import { messages } from '../shared/messages';
import { startMainErrorReporting } from './error-reporting';
import { createConsoleLogger } from './logger';
import { buildMenuTemplate } from './menu';
import { denyAllPermissions } from './permissions';
import { APP_SCHEME_PRIVILEGES, contentSecurityPolicy, createAppProtocolHandler } from './protocol';
import {
  API_URL_SETTING,
  createApiSetting,
  createPreferences,
  type SettingsStore,
} from './settings';
import { closeOnQuit } from './shutdown';
import { tokenAccount } from './token-store';
import { loadKeytar } from './token-store/keytar';
import { openTokenStore } from './token-store/open';
import { createSession, type Session } from './token-store/session';
import { createSessionServer } from './token-store/session-server';
import { hardenWebContents } from './web-contents';
import { createUpdatePolicy } from './updater';
import { manualCheckMessage } from './updater/update-policy';
import { createSocialLogin, type SocialLogin } from './social-login/social-login';
import { createMainWindow } from './window';
import { restoreWindowState, trackWindowState } from './window-state';

const log = createConsoleLogger();
/** Written by `npm run build` beside out/main (see package.json): the embedded server seeds the demo. */
const PGLITE_SNAPSHOT = fileURLToPath(new URL(`../${SNAPSHOT_FILES.demo}`, import.meta.url));

// Loaded on demand: the server's module graph (Fastify, GraphQL, PGlite) stays off the path to
// the first window, and is never loaded at all against a remote API. PGlite's own files are
// read meanwhile (server/db/pglite-files.ts).
const startServer: StartServer = async (options) => {
  const takePgliteFiles = prefetchPgliteFiles(
    existsSync(PGLITE_SNAPSHOT) ? PGLITE_SNAPSHOT : undefined,
  );
  const server = await import('../server/start');
  return server.startServer({ ...options, pgliteFiles: takePgliteFiles() });
};

// Only possible before `ready`: app:// must be a standard, secure scheme from the first request.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// Deep links (docs/security.md D1–D3), synchronously at top level: macOS may deliver the link that launched
// the app as `open-url` before `ready`. Links wait in the router until the window's page loads.
const deepLinks = createDeepLinkRouter({ log });
/** Brings the window forward; main() sets it once there is a window (until then it opens one). */
let showMainWindow = (): void => {};

// One instance at a time (a second would open the same embedded database): a second instance
// hands its link over and quits.
if (
  bootstrap(app, {
    argv: process.argv,
    onLink: deepLinks.receive,
    onReopened: () => showMainWindow(),
  })
) {
  main().catch((error: unknown) => {
    log.error('Shortlist could not start', { error });
    app.exit(1);
  });
}

async function main(): Promise<void> {
  // 0. Error reporting (docs/security.md G16), first: only when SENTRY_DSN is set, loaded only then.
  const errorReporting = errorReportingConfig(
    process.env['SENTRY_DSN'],
    process.env['SENTRY_ENVIRONMENT'] ?? (app.isPackaged ? 'production' : 'development'),
    app.getVersion(),
  );
  const errorReporter = await startMainErrorReporting(errorReporting);

  // `electron-vite dev` serves the renderer with hot reload; never trusted in a packaged app.
  const devServerUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
  const appOrigins = [devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN];
  const openExternal = (url: string) => shell.openExternal(url);

  // 1. Settings. A corrupt settings file is reset rather than stopping the app: it holds only
  //    preferences.
  const settings = new Store<Record<string, unknown>>({
    name: 'settings',
    clearInvalidConfig: true,
  });
  const preferences = createPreferences(settings);

  // 2. API, then the session, downloads and updates that use it.
  const { api, choice } = startApi(settings, {
    corsOrigins: devServerUrl ? appOrigins : [],
    errorReporter,
  });
  const tokens = startSession(api, choice);
  const downloads = createDownloads(api, tokens);
  // 2d. Updates (docs/security.md U1, U2): off unless packaged; the feed is electron-builder's `publish`.
  const updates = createUpdatePolicy({ isPackaged: app.isPackaged, log });
  app.on('will-quit', () => updates.stop());

  hardenEverySessionAndPage(appOrigins, openExternal);

  await app.whenReady();
  denyAllPermissions(session.defaultSession);

  // 3. App protocol: the built renderer, with a CSP naming the API origin.
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      rootDir: join(app.getAppPath(), 'out', 'renderer'),
      contentSecurityPolicy: () =>
        contentSecurityPolicy(api.cspSource(), reportingOrigin(errorReporting)),
    }),
  );

  // 4. Window and menu, and what reaches the window: update status, social sign-in, card entry.
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({ platform: process.platform, isPackaged: app.isPackaged, openExternal }),
    ),
  );
  const mainWindow = openMainWindow(settings, devServerUrl ?? APP_START_URL);
  updates.onStatus((status) => send(mainWindow.current(), 'updates:status', status));
  const socialLogin = startSocialLogin({ api, tokens, mainWindow, openExternal });
  // Card entry with Stripe (docs/security.md S4): the API's /pay/card page in a locked window
  // modal to this one; its own in-memory session, no preload, no token.
  const cardEntry = createCardEntry({
    BrowserWindow,
    parent: () => {
      const window = mainWindow.current();
      return window.isDestroyed() ? undefined : window;
    },
    session: () => session.fromPartition(CARD_ENTRY_PARTITION),
    apiUrl: async () => (await api.ready()).apiUrl,
    devTools: !app.isPackaged,
    title: messages.payments.cardTitle,
    log,
  });

  // 5. IPC. Registered in the same tick as the window is created, so before its page can call.
  registerIpc({
    appOrigins,
    services: {
      api,
      version: app.getVersion(),
      errorReporting,
      openExternal,
      tokens,
      preferences,
      apiSetting: createApiSetting(settings),
      socialLogin,
      downloads,
      cardEntry,
      updates: {
        getStatus: () => updates.getStatus(),
        restartNow: () => updates.restartNow(),
        checkNow: async () => manualCheckMessage(await updates.checkNow(), updates.enabled),
      },
    },
    log,
  });
  // First check 10 s from now, then every 4 hours.
  updates.start();

  // A second launch or a deep link (second-instance, open-url) brings the window forward.
  showMainWindow = () => mainWindow.bringForward();
  app.on('activate', () => mainWindow.openIfNone());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

/**
 * 2. The API, started, not awaited: the embedded server boots while the window paints, and
 * `app:get-config` waits for it. Closed on quit.
 */
function startApi(
  settings: SettingsStore,
  server: Pick<EmbeddedServerOptions, 'corsOrigins' | 'errorReporter'>,
): { api: ApiService; choice: ApiChoice } {
  const { choice, warnings } = chooseApi({
    env: process.env['SHORTLIST_API_URL'],
    stored: settings.get(API_URL_SETTING),
  });
  for (const warning of warnings) log.warn(warning);
  const api = createApiService(choice, {
    startServer,
    server: { dataDir: join(app.getPath('userData'), 'data'), ...server },
    log,
  });
  api.start();
  closeOnQuit(app, () => api.close(), { log });
  return { api, choice };
}

/**
 * 2b. The session (docs/security.md K1–K5): keychain, else safeStorage, else memory until quit.
 * Chosen after `ready` (safeStorage picks its Linux backend then); the session's calls wait for
 * it. The page gets 15-minute access tokens minted from it; sessions signed out of offline are
 * ended on the server once the API is up.
 */
function startSession(api: ApiService, choice: ApiChoice): Session {
  const tokens = createSession(
    app.whenReady().then(() =>
      openTokenStore({
        account: tokenAccount(choice),
        loadKeytar: () => loadKeytar(),
        safeStorage,
        platform: process.platform,
        filePath: join(app.getPath('userData'), 'session.json'),
        log,
      }),
    ),
    {
      server: createSessionServer({ fetch, apiUrl: async () => (await api.ready()).apiUrl }),
      log,
    },
  );
  void tokens.retryRevocations();
  return tokens;
}

/**
 * 2c. Downloads (CVs, documents, invoice PDFs): from the API's download URLs only (an invoice
 * with the session's token), saved where the user says. Dialogs are modal to the focused
 * window when there is one.
 */
function createDownloads(api: ApiService, tokens: Session): DownloadSaver {
  return createDownloadSaver({
    apiOrigin: async () => (await api.ready()).apiUrl,
    getToken: () => tokens.get(),
    fetch,
    showSaveDialog: (options) => {
      const parent = BrowserWindow.getFocusedWindow();
      return parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options);
    },
    downloadsPath: () => app.getPath('downloads'),
    showMessageBox: (options) => {
      const parent = BrowserWindow.getFocusedWindow();
      return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
    },
    openPath: (path) => shell.openPath(path),
    showItemInFolder: (path) => shell.showItemInFolder(path),
    log,
  });
}

/**
 * Rules for every session and every web contents, in place before anything loads. The card
 * window (card-entry/) sets its own rules: its page lives on the API's origin and may reach
 * Stripe's hosts, and its result URL is read, never opened outside.
 */
function hardenEverySessionAndPage(
  appOrigins: string[],
  openExternal: (url: string) => Promise<void>,
): void {
  app.on('session-created', denyAllPermissions);
  app.on('web-contents-created', (_event, contents) => {
    if (contents.session === session.fromPartition(CARD_ENTRY_PARTITION)) return;
    hardenWebContents(contents, { appOrigins, openExternal, log });
  });
}

/** The app's main window, whichever is current: closing it does not quit on macOS. */
interface MainWindow {
  current(): BrowserWindow;
  /** Restores and focuses it, opening a new one if it was closed. */
  bringForward(): void;
  /** Opens one if no window is open (the macOS dock icon's `activate`). */
  openIfNone(): void;
}

/** 4. Opens the main window where it was left, and reopens it on demand. */
function openMainWindow(settings: SettingsStore, startUrl: string): MainWindow {
  const open = () => {
    const window = createMainWindow({
      BrowserWindow,
      preloadPath: join(app.getAppPath(), 'out', 'preload', 'index.cjs'),
      startUrl,
      onLoadFailed: (error) => log.error('The window could not load the app', { error }),
      // Where it was left, if that is still on a connected display.
      placement: restoreWindowState(
        settings,
        screen.getAllDisplays().map((display) => display.workArea),
      ),
    });
    trackWindowState(window, settings);
    // Impersonation links go to this window's page once it has loaded.
    deepLinks.attachWindow(window);
    return window;
  };
  let window = open();
  return {
    current: () => window,
    bringForward: () => {
      if (window.isDestroyed()) window = open();
      if (window.isMinimized()) window.restore();
      window.focus();
    },
    openIfNone: () => {
      if (BrowserWindow.getAllWindows().length === 0) window = open();
    },
  };
}

/**
 * Social sign-in (docs/security.md O1, O2): the system browser at the API's /redirect/google; the
 * API sends it back as `shortlist://auth/callback`, which the deep-link router hands here to be
 * redeemed with this process's PKCE verifier. The URL opened is built from the API origin, never
 * taken from the renderer.
 */
function startSocialLogin(deps: {
  api: ApiService;
  tokens: Session;
  mainWindow: MainWindow;
  openExternal: (url: string) => Promise<void>;
}): SocialLogin {
  const { api, mainWindow } = deps;
  const socialLogin = createSocialLogin({
    openExternal: deps.openExternal,
    fetch,
    apiUrl: async () => (await api.ready()).apiUrl,
    session: deps.tokens,
    sendResult: (result) => send(mainWindow.current(), 'social-login:result', result),
    log,
  });
  deepLinks.setAuthCallbackHandler((link) => socialLogin.handleCallback(link));
  return socialLogin;
}
