/**
 * The built desktop bundles run. Electron cannot be launched on the machines that test this, so
 * `out/main/index.js` runs under plain Node in a child process with a stand-in `electron`
 * (tests/node/built-bundles/), and `out/preload/index.cjs` runs here in a `vm` context holding
 * only what Electron gives a sandboxed preload, its `ipcRenderer` wired to that main process.
 * Shown: main starts the embedded server, opens one hardened window whose navigation and popups
 * are refused, the preload exposes exactly the bridge's channels, and quitting stops the server.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE, BRIDGE_MEMBERS } from '../../src/shared/bridge';
import { notTestableReason, root, skipReasonFor } from './built-app';

const mainBundle = join(root, 'out', 'main', 'index.js');
const preloadBundle = join(root, 'out', 'preload', 'index.cjs');
const standIns = fileURLToPath(new URL('./built-bundles/stand-ins.mjs', import.meta.url));

const notTestable = notTestableReason([mainBundle, preloadBundle]);
const skipReason = skipReasonFor(notTestable);

/** The page every IPC call comes from, as main's sender check sees it. */
const APP_PAGE = 'app://shortlist/employer/dashboard';

/** The built main process in a child, driven through the stand-in's commands. */
class MainProcess {
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 0;
  output = '';

  /** `onPageEvent` gets what main sends the window's page (`webContents.send`). */
  constructor(
    userData: string,
    private readonly onPageEvent: (channel: string, ...args: unknown[]) => void,
  ) {
    // As a plain start: the embedded API, the built renderer (no dev server).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      STAND_IN_USER_DATA: userData,
      STAND_IN_APP_PATH: root,
    };
    delete env['SHORTLIST_API_URL'];
    delete env['ELECTRON_RENDERER_URL'];
    this.child = fork(mainBundle, [], {
      cwd: root,
      execArgv: ['--import', standIns],
      env,
      serialization: 'advanced',
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.on('message', (message: MainMessage) => {
      if ('pageEvent' in message) {
        this.onPageEvent(...message.pageEvent);
        return;
      }
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.value);
    });
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        // Nothing answers any more: whoever waits learns why.
        for (const waiting of this.pending.values()) {
          waiting.reject(new Error(`The main process exited (${code}):\n${this.output}`));
        }
        this.pending.clear();
        resolve(code);
      }),
    );
  }

  call<T = unknown>(command: string, payload?: unknown): Promise<T> {
    if (!this.running)
      return Promise.reject(new Error(`The main process is gone:\n${this.output}`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, command, payload });
    });
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  kill(): void {
    if (this.running) this.child.kill('SIGKILL');
  }
}

type MainMessage =
  | { id: number; value?: unknown; error?: string }
  | { pageEvent: [channel: string, ...args: unknown[]] };

interface MainState {
  windows: {
    options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>;
    url: string | null;
  }[];
  handlers: string[];
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[];
  protocolSchemes: string[];
  openedExternally: string[];
}

/**
 * Runs the built preload as Electron runs a sandboxed one: a fresh context with the page's timers
 * and no Node globals, the script wrapped in a function given only `require` (electron and a few
 * built-ins), a reduced `process`, `Buffer`, `global` and the immediates, and no file paths.
 */
function runSandboxedPreload(electron: unknown) {
  const allowed: Record<string, unknown> = {
    electron,
    events: { EventEmitter },
    timers: { setTimeout, clearTimeout, setInterval, clearInterval, setImmediate, clearImmediate },
    url: { URL, URLSearchParams },
  };
  const required: string[] = [];
  const sandboxRequire = (name: string) => {
    required.push(name);
    if (!(name in allowed)) throw new Error(`module not found: ${name}`);
    return allowed[name];
  };
  const sandboxProcess = {
    platform: process.platform,
    arch: process.arch,
    versions: { ...process.versions },
    env: {},
    argv: [],
    type: 'renderer',
    sandboxed: true,
    contextIsolated: true,
  };
  const context = vm.createContext({
    console,
    queueMicrotask,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
  });
  const wrapped = vm.runInContext(
    `(function (exports, require, module, process, Buffer, global, setImmediate, clearImmediate) {${readFileSync(preloadBundle, 'utf8')}\n})`,
    context,
    { filename: preloadBundle },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} };
  wrapped(
    module.exports,
    sandboxRequire,
    module,
    sandboxProcess,
    Buffer,
    vm.runInContext('globalThis', context),
    setImmediate,
    clearImmediate,
  );
  return { required, context };
}

describe.skipIf(skipReason !== null)(
  `the built desktop bundles${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let userData: string;
    let main: MainProcess;
    let state: MainState;
    /** What the preload handed to `contextBridge.exposeInMainWorld`. */
    const exposed: [string, unknown][] = [];
    const invoked: string[] = [];
    const subscribed: string[] = [];
    const sentByPage: string[] = [];
    /** While false, the preload's invokes are recorded only, not sent to main. */
    let forward = true;
    const pageEvents = new EventEmitter();
    let required: string[] = [];

    /** Why main or the preload did not start; reported by the first test rather than as a skip. */
    let startFailure: unknown;

    beforeAll(async () => {
      if (notTestable !== null) {
        startFailure = new Error(`The built bundles cannot be tested: ${notTestable}`);
        return;
      }
      userData = mkdtempSync(join(tmpdir(), 'shortlist-built-bundles-'));
      // Like Electron, the page's listeners get an event (whose `sender` is ipcRenderer) first.
      main = new MainProcess(userData, (channel, ...args) =>
        pageEvents.emit(channel, { sender: 'ipcRenderer' }, ...args),
      );
      try {
        await start();
      } catch (error) {
        startFailure = error;
      }
    }, 60_000);

    async function start() {
      // IPC is registered last in main's start-up: from then on the app is up.
      const deadline = Date.now() + 30_000;
      while ((await main.call<MainState>('state')).handlers.length === 0) {
        if (!main.running || Date.now() > deadline) {
          throw new Error(`The built main process did not start:\n${main.output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      state = await main.call<MainState>('state');

      const ipcRenderer = {
        invoke: (channel: string, ...args: unknown[]) => {
          invoked.push(channel);
          return forward
            ? main.call('invoke', { channel, args, senderUrl: APP_PAGE })
            : Promise.resolve(undefined);
        },
        on: (channel: string, listener: (...args: unknown[]) => void) => {
          subscribed.push(channel);
          pageEvents.on(channel, listener);
          return ipcRenderer;
        },
        removeListener: (channel: string, listener: (...args: unknown[]) => void) => {
          pageEvents.removeListener(channel, listener);
          return ipcRenderer;
        },
        send: (channel: string) => void sentByPage.push(channel),
        sendSync: (channel: string) => void sentByPage.push(channel),
      };
      const contextBridge = {
        exposeInMainWorld: (key: string, api: unknown) => void exposed.push([key, api]),
      };
      ({ required } = runSandboxedPreload({ contextBridge, ipcRenderer }));
    }

    afterAll(async () => {
      main?.kill();
      await main?.exited;
      if (userData) rmSync(userData, { recursive: true, force: true });
    });

    const desktop = () =>
      exposed[0]?.[1] as Record<string, Record<string, (...args: unknown[]) => unknown>>;

    it('main and the sandboxed preload start', () => {
      if (startFailure !== undefined) throw startFailure;
    });

    it('main starts the embedded server, which the preload reaches and which answers { ping }', async () => {
      const config = (await desktop().app?.getConfig?.()) as { apiUrl: string; mode: string };
      expect(config).toMatchObject({ mode: 'embedded', platform: 'desktop' });
      expect(config.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${config.apiUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ ping }' }),
      });
      expect(await response.json()).toEqual({ data: { ping: true } });
      // Its database is under the app's user data.
      expect(readdirSync(join(userData, 'data')).length).toBeGreaterThan(0);
    }, 60_000);

    it('opens one window, sandboxed and isolated, on the app scheme only', () => {
      expect(state.windows).toHaveLength(1);
      const [window] = state.windows;
      expect(window?.options.webPreferences).toEqual({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        nodeIntegrationInWorker: false,
        webSecurity: true,
        webviewTag: false,
        disableBlinkFeatures: 'Auxclick',
        preload: preloadBundle,
      });
      expect(window?.url).toBe('app://shortlist/');
      expect(state.privilegedSchemes.map((entry) => entry.scheme)).toEqual(['app']);
      expect(state.protocolSchemes).toEqual(['app']);
    });

    it('serves the page from the build with a CSP that allows no other site', async () => {
      const config = (await desktop().app?.getConfig?.()) as { apiUrl: string };
      const page = await main.call<{ status: number; csp: string; body: string }>('fetchApp', {
        url: 'app://shortlist/',
      });
      expect(page.status).toBe(200);
      expect(page.body).toBe(readFileSync(join(root, 'out', 'renderer', 'index.html'), 'utf8'));
      expect(page.csp).toContain("default-src 'self'");
      expect(page.csp).toContain(`connect-src 'self' ${config.apiUrl}`);
      expect(page.csp).toContain("frame-ancestors 'none'");
    });

    it('refuses navigation away from the app, redirects, webviews and popups', async () => {
      await expect(main.call('navigate', { url: 'app://shortlist/login' })).resolves.toEqual({
        prevented: false,
      });
      for (const url of ['https://evil.example/', 'file:///etc/passwd', 'http://127.0.0.1:1/']) {
        await expect(main.call('navigate', { url })).resolves.toEqual({ prevented: true });
        await expect(main.call('redirect', { url })).resolves.toEqual({ prevented: true });
      }
      await expect(main.call('attachWebview')).resolves.toEqual({ prevented: true });
      // A popup is never an app window; an allowed link goes to the system browser instead.
      await expect(main.call('openWindow', { url: 'https://example.com/help' })).resolves.toEqual({
        action: 'deny',
      });
      await expect(main.call('openWindow', { url: 'file:///etc/passwd' })).resolves.toEqual({
        action: 'deny',
      });
      // A plain click on an https: link opens it outside too; nothing else was opened.
      expect((await main.call<MainState>('state')).openedExternally).toEqual([
        'https://evil.example/',
        'https://example.com/help',
      ]);
    });

    it('denies every permission the page asks for', async () => {
      for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
        await expect(main.call('permission', { permission })).resolves.toBe(false);
        await expect(main.call('checkPermission', { permission })).resolves.toBe(false);
      }
    });

    it('refuses IPC from a page that is not the app', async () => {
      await expect(
        main.call('invoke', {
          channel: 'session:get-token',
          args: [],
          senderUrl: 'https://evil.example/',
        }),
      ).rejects.toThrow('Refused');
    });

    it('the preload needs only what the sandbox offers and exposes one global, desktop', () => {
      expect(required).toEqual(['electron']);
      expect(exposed.map(([key]) => key)).toEqual(['desktop']);
    });

    it('the preload exposes exactly the bridge, and main handles exactly its requests', async () => {
      const api = desktop();
      const shape = (bridge: object) =>
        Object.fromEntries(
          Object.entries(bridge).map(([domain, methods]) => [domain, Object.keys(methods).sort()]),
        );
      expect(shape(api)).toEqual(shape(BRIDGE));
      // Every member is a plain function: nothing else crosses the bridge.
      for (const methods of Object.values(api)) {
        for (const member of Object.values(methods)) expect(member).toBeTypeOf('function');
      }

      forward = false;
      invoked.length = 0;
      try {
        for (const { domain, method, kind } of BRIDGE_MEMBERS) {
          const member = api[domain]?.[method];
          if (kind === 'invoke') await member?.();
          else (member?.(() => {}) as () => void)();
        }
      } finally {
        forward = true;
      }
      const channels = (kind: 'invoke' | 'event') =>
        BRIDGE_MEMBERS.filter((member) => member.kind === kind)
          .map((member) => member.channel)
          .sort();
      expect([...invoked].sort()).toEqual(channels('invoke'));
      expect([...new Set(subscribed)].sort()).toEqual(channels('event'));
      expect([...state.handlers].sort()).toEqual(channels('invoke'));
      expect(sentByPage).toEqual([]);
    });

    it('a link from a second launch reaches the page through the preload, the payload only', async () => {
      const received: unknown[][] = [];
      const unsubscribe = desktop().deepLinks?.onLink?.((...args: unknown[]) =>
        received.push(args),
      ) as () => void;
      const token = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';
      await main.call('secondInstance', {
        argv: ['shortlist', `shortlist://impersonate/7?token=${token}`],
      });
      await vi.waitFor(() => expect(received).toEqual([[{ kind: 'impersonate', id: '7', token }]]));
      // Not a link: dropped in main. Its answer comes after anything main sent the page.
      await main.call('secondInstance', { argv: ['shortlist', 'shortlist://evil/../x'] });
      expect(received).toHaveLength(1);
      unsubscribe();
    });

    it('quitting closes the embedded server, then the process exits', async () => {
      const { apiUrl } = (await desktop().app?.getConfig?.()) as { apiUrl: string };
      await main.call('quit');
      await expect(main.exited).resolves.toBe(0);
      await expect(fetch(`${apiUrl}/graphql`, { method: 'POST' })).rejects.toThrow();
    });
  },
);
