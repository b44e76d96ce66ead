/**
 * The composition root, run under Node with electron, electron-store and the server replaced:
 * the services start in order, the window is locked down, IPC answers the app and refuses others,
 * the protocol serves with a CSP, and quitting closes the embedded server.
 */
import type { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerOptions } from '../server/start';

const h = vi.hoisted(() => {
  const calls: unknown[] = [];
  const ipc = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const windows: { options: Record<string, unknown> }[] = [];
  const closeServer = vi.fn(async () => {});
  let releaseServer!: () => void;
  const serverGate = new Promise<void>((resolve) => (releaseServer = resolve));
  const cardSession = { setPermissionRequestHandler() {}, setPermissionCheckHandler() {} };
  return {
    cardSession,
    calls,
    ipc,
    protocolHandlers,
    windows,
    closeServer,
    serverGate,
    releaseServer: () => releaseServer(),
  };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeApp extends Emitter {
    isPackaged = true;
    requestSingleInstanceLock = () => (h.calls.push('single instance'), true);
    setAsDefaultProtocolClient = (scheme: string) => (
      h.calls.push(['protocol client', scheme]),
      true
    );
    whenReady = () => Promise.resolve();
    getPath = (name: string) => `/user/${name}`;
    getAppPath = () => '/app';
    getVersion = () => '9.9.9';
    quit = () => {
      h.calls.push('quit');
      this.emit('will-quit', { preventDefault: () => h.calls.push('quit held') });
    };
    exit = (code: number) => h.calls.push(`exit ${code}`);
  }
  class BrowserWindow extends Emitter {
    static getAllWindows = () => h.windows;
    constructor(readonly options: Record<string, unknown>) {
      super();
      h.windows.push(this);
    }
    loadURL = async (url: string) => void h.calls.push(['loadURL', url]);
    show = () => h.calls.push('show');
    maximize = () => h.calls.push('maximize');
    isDestroyed = () => false;
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 0, y: 0, width: 1280, height: 800 });
    webContents = Object.assign(new Emitter(), {
      sent: [] as unknown[][],
      isLoading: () => true,
      send(...args: unknown[]) {
        this.sent.push(args);
      },
    });
  }
  return {
    app: new FakeApp(),
    BrowserWindow,
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    dialog: {},
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: () => h.calls.push('menu'),
    },
    protocol: {
      registerSchemesAsPrivileged: () => h.calls.push('privileged scheme'),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        h.calls.push('protocol');
        h.protocolHandlers.set(scheme, handler);
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => h.calls.push('permission requests'),
        setPermissionCheckHandler: () => h.calls.push('permission checks'),
      },
      // The card window's session (card-entry/): one object, as Electron's per partition.
      fromPartition: () => h.cardSession,
    },
    shell: { openExternal: async (url: string) => void h.calls.push(['openExternal', url]) },
    // A Linux without a keyring: the session must stay in memory.
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => 'basic_text',
      encryptString: () => {
        throw new Error('not expected: basic_text must not be used');
      },
      decryptString: () => {
        throw new Error('not expected: basic_text must not be used');
      },
    },
    ipcMain: {
      handle: (
        channel: string,
        listener: (event: unknown, ...args: unknown[]) => Promise<unknown>,
      ) => {
        h.calls.push('ipc');
        h.ipc.set(channel, listener);
      },
      removeHandler: (channel: string) => h.ipc.delete(channel),
    },
  };
});

vi.mock('electron-store', () => ({
  default: class {
    readonly map = new Map<string, unknown>();
    constructor(options: unknown) {
      h.calls.push(['settings', options]);
    }
    get = (key: string) => this.map.get(key);
    set = (key: string, value: unknown) => void this.map.set(key, value);
    delete = (key: string) => void this.map.delete(key);
  },
}));

// As on a machine where the optional keytar did not install.
vi.mock('keytar', () => {
  throw new Error("Cannot find package 'keytar'");
});

vi.mock('../server/start', () => ({
  startServer: async (options: unknown) => {
    h.calls.push(['startServer', options]);
    await h.serverGate;
    h.calls.push('server listening');
    return { url: 'http://127.0.0.1:45678', close: h.closeServer };
  },
}));

const LAUNCH_LINK = 'shortlist://impersonate/7?token=S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';

const env = { ...process.env };
const argv = [...process.argv];
/** Main's fetch (bound when it starts): answers as the API would, recording each request. */
const apiFetch = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(
      JSON.stringify({ data: { issueAccessToken: { access_token: 'minted', expires_in: 900 } } }),
    ),
);
beforeAll(async () => {
  delete process.env['SHORTLIST_API_URL'];
  vi.stubGlobal('fetch', apiFetch);
  // Launched by a link, with a Chromium switch after it.
  process.argv.push(LAUNCH_LINK, '--no-sandbox');
  await import('./index');
  await vi.waitFor(() => expect(h.ipc.size).toBeGreaterThan(0));
});
afterAll(() => {
  vi.unstubAllGlobals();
  process.env = env;
  process.argv.splice(0, process.argv.length, ...argv);
});

const named = (call: unknown) => (Array.isArray(call) ? call[0] : call);

describe('main process start-up', () => {
  it('starts settings → API → protocol → window → IPC, without waiting for the server', async () => {
    await vi.waitFor(() => expect(h.calls.map(named)).toContain('startServer'));
    const order = h.calls.map(named);
    const first = (name: string) => order.indexOf(name);
    expect(first('privileged scheme')).toBe(0);
    expect(first('single instance')).toBe(1);
    expect(first('protocol client')).toBeLessThan(first('settings'));
    expect(first('settings')).toBeLessThan(first('protocol'));
    expect(first('permission requests')).toBeLessThan(first('protocol'));
    expect(first('protocol')).toBeLessThan(first('loadURL'));
    expect(first('loadURL')).toBeLessThan(first('ipc'));
    expect(order).not.toContain('server listening');
  });

  it('starts the embedded server on loopback under user data', () => {
    expect(h.calls).toContainEqual([
      'startServer',
      {
        mode: 'embedded',
        host: '127.0.0.1',
        port: 0,
        purpose: 'the Shortlist desktop app',
        dataDir: expect.stringMatching(/user.userData.data$/),
        corsOrigins: [],
        pgliteFiles: expect.any(Promise),
        // SENTRY_DSN is unset here: a reporter that sends nothing.
        errorReporter: expect.objectContaining({ capture: expect.any(Function) }),
      },
    ]);
  });

  it("reads PGlite's files for the server while its modules load", async () => {
    const call = h.calls.find((c) => named(c) === 'startServer') as [string, ServerOptions];
    const files = await call[1].pgliteFiles;
    expect(files?.wasmModule).toBeInstanceOf(WebAssembly.Module);
  });

  it('opens one locked-down window on app://shortlist/', () => {
    expect(h.windows).toHaveLength(1);
    expect(h.windows[0]?.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(h.calls).toContainEqual(['loadURL', 'app://shortlist/']);
  });

  it('serves the renderer, refusing traversal, before the API is up', async () => {
    const handler = h.protocolHandlers.get('app');
    const response = await handler?.(new Request('app://shortlist/..%2f..%2fetc%2fpasswd'));
    expect(response?.status).toBe(403);
  });

  it('answers the config once the API listens, and refuses other senders', async () => {
    const getConfig = h.ipc.get('app:get-config');
    const config = getConfig?.({ senderFrame: { url: 'app://shortlist/login' } });
    h.releaseServer();
    await expect(config).resolves.toEqual({
      apiUrl: 'http://127.0.0.1:45678',
      version: '9.9.9',
      mode: 'embedded',
      platform: 'desktop',
    });
    await expect(getConfig?.({ senderFrame: { url: 'https://evil.example/' } })).rejects.toThrow(
      'Refused',
    );
  });

  it('registers shortlist:// and delivers the launch link once the page has loaded', async () => {
    expect(h.calls).toContainEqual(['protocol client', 'shortlist']);
    const contents = (
      h.windows[0] as unknown as {
        webContents: EventEmitter & { sent: unknown[][]; isLoading(): boolean };
      }
    ).webContents;
    expect(contents.sent).toEqual([]);
    contents.isLoading = () => false;
    contents.emit('did-finish-load');
    contents.emit('did-finish-load');
    expect(contents.sent).toEqual([
      [
        'deep-links:link',
        {
          kind: 'impersonate',
          id: '7',
          token: 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U',
        },
      ],
    ]);
  });

  it('keeps the session in memory, saying why, without a keychain or a real keyring', async () => {
    const app = { senderFrame: { url: 'app://shortlist/login' } };
    await expect(h.ipc.get('session:get-persistence')?.(app)).resolves.toEqual({
      persistent: false,
      reason: expect.stringContaining('keyring'),
    });
    await expect(h.ipc.get('session:set-token')?.(app, 'tok_abc')).resolves.toEqual({
      ok: true,
      value: undefined,
    });
    // The page gets a token minted by the API from the session, never the session.
    apiFetch.mockClear();
    await expect(h.ipc.get('session:get-token')?.(app)).resolves.toEqual({
      ok: true,
      value: 'minted',
    });
    const [url, init] = apiFetch.mock.calls[0] ?? [];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok_abc');
  });

  it('closes the embedded server before quitting', async () => {
    const { app } = await import('electron');
    (app as unknown as EventEmitter & { quit(): void }).quit();
    await vi.waitFor(() => expect(h.closeServer).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(h.calls.filter((call) => call === 'quit')).toHaveLength(2));
  });
});
