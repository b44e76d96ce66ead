// A stand-in for `electron` in the main process, for running the BUILT out/main/index.js under
// plain Node (tests/node/built-bundles.test.ts forks it; stand-ins.mjs maps the import here).
//
// It offers what main and electron-store call, behaving as Electron does where the test looks
// (a BrowserWindow emits `web-contents-created`, `quit` runs `will-quit` and may be held),
// passes what main sends the page to the test, and answers the test's commands over the fork's IPC channel (advanced serialization): what was created and registered, an
// IPC call as a given page would make it, a navigation, a popup, a permission request, a quit.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';

const userData = required('STAND_IN_USER_DATA');
const appPath = required('STAND_IN_APP_PATH');

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`The electron stand-in needs ${name}`);
  return value;
}

const ipcHandlers = new Map();
const protocolHandlers = new Map();
const privilegedSchemes = [];
const windows = [];
const openedExternally = [];
const permissionHandlers = { request: null, check: null };

class App extends EventEmitter {
  // As under `electron .` (npm start): not packaged, so no updater and no dev server by default.
  isPackaged = false;
  requestSingleInstanceLock() {
    return true;
  }
  setAsDefaultProtocolClient() {
    return true;
  }
  whenReady() {
    return Promise.resolve();
  }
  getPath(name) {
    return name === 'userData' ? userData : join(userData, name);
  }
  getAppPath() {
    return appPath;
  }
  getVersion() {
    return '0.0.0-stand-in';
  }
  getName() {
    return 'Shortlist';
  }
  quit() {
    let held = false;
    const event = { preventDefault: () => (held = true) };
    this.emit('before-quit', event);
    if (!held) this.emit('will-quit', event);
    if (held) return;
    this.emit('quit');
    setImmediate(() => process.exit(0));
  }
  exit(code = 0) {
    process.exit(code);
  }
}

export const app = new App();

class WebContents extends EventEmitter {
  windowOpenHandler = null;
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  isLoading() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  /** What main sends the page goes to the test, which hands it to the preload's `ipcRenderer`. */
  send(channel, ...args) {
    process.send({ pageEvent: [channel, ...args] });
  }
}

export class BrowserWindow extends EventEmitter {
  static getAllWindows() {
    return [...windows];
  }
  static getFocusedWindow() {
    return null;
  }
  url = null;
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new WebContents();
    windows.push(this);
    // As Electron does while constructing the window, before anything loads.
    app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url) {
    this.url = url;
  }
  show() {}
  focus() {}
  restore() {}
  maximize() {}
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 800 };
  }
}

export const ipcMain = {
  handle(channel, listener) {
    if (ipcHandlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcHandlers.set(channel, listener);
  },
  removeHandler(channel) {
    ipcHandlers.delete(channel);
  },
  // electron-store answers its renderer-side API here; the preload never offers `sendSync`.
  on() {},
};

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    privilegedSchemes.push(...schemes);
  },
  handle(scheme, handler) {
    protocolHandlers.set(scheme, handler);
  },
};

const partitions = new Map();

export const session = {
  defaultSession: {
    setPermissionRequestHandler(handler) {
      permissionHandlers.request = handler;
    },
    setPermissionCheckHandler(handler) {
      permissionHandlers.check = handler;
    },
  },
  // One object per partition, as Electron's (the card window's session, card-entry/).
  fromPartition(partition) {
    if (!partitions.has(partition)) {
      partitions.set(partition, {
        setPermissionRequestHandler() {},
        setPermissionCheckHandler() {},
      });
    }
    return partitions.get(partition);
  },
};

export const shell = {
  async openExternal(url) {
    openedExternally.push(url);
  },
  async openPath() {
    return '';
  },
  showItemInFolder() {},
};

export const screen = {
  getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
};

export const Menu = {
  buildFromTemplate: (template) => template,
  setApplicationMenu() {},
};

export const dialog = {
  showSaveDialog: async () => ({ canceled: true }),
  showMessageBox: async () => ({ response: 0 }),
};

// A Linux without a keyring: the session stays in memory and nothing is written.
export const safeStorage = {
  isEncryptionAvailable: () => false,
  getSelectedStorageBackend: () => 'basic_text',
  encryptString() {
    throw new Error('Encryption is not available.');
  },
  decryptString() {
    throw new Error('Encryption is not available.');
  },
};

export default {
  app,
  BrowserWindow,
  ipcMain,
  protocol,
  session,
  shell,
  screen,
  Menu,
  dialog,
  safeStorage,
};

/** What the first window's web contents does with `event` to `url`: whether it was refused. */
function emitNavigation(event, url) {
  let prevented = false;
  windows[0].webContents.emit(event, { preventDefault: () => (prevented = true) }, url);
  return { prevented };
}

const commands = {
  state: () => ({
    windows: windows.map((window) => ({ options: window.options, url: window.url })),
    handlers: [...ipcHandlers.keys()],
    privilegedSchemes,
    protocolSchemes: [...protocolHandlers.keys()],
    openedExternally,
  }),
  /** An `ipcRenderer.invoke` from a page at `senderUrl`. */
  invoke: ({ channel, args, senderUrl }) => {
    const handler = ipcHandlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: { url: senderUrl }, sender: windows[0]?.webContents }, ...args);
  },
  navigate: ({ url }) => emitNavigation('will-navigate', url),
  redirect: ({ url }) => emitNavigation('will-redirect', url),
  attachWebview: () => emitNavigation('will-attach-webview', undefined),
  openWindow: ({ url }) => {
    const handler = windows[0].webContents.windowOpenHandler;
    return handler
      ? handler({ url, frameName: '', features: '', disposition: 'new-window' })
      : null;
  },
  permission: ({ permission }) =>
    new Promise((resolve) =>
      permissionHandlers.request(windows[0].webContents, permission, resolve),
    ),
  checkPermission: ({ permission }) =>
    permissionHandlers.check(windows[0].webContents, permission, 'app://shortlist', {}),
  /** A request to the app's own scheme, as the window would make it. */
  fetchApp: async ({ url }) => {
    const response = await protocolHandlers.get(new URL(url).protocol.slice(0, -1))(
      new Request(url),
    );
    const body = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      csp: response.headers.get('content-security-policy'),
      body,
    };
  },
  /** Someone opened the app again, e.g. by a link (Linux and Windows). */
  secondInstance: ({ argv }) => {
    app.emit('second-instance', { preventDefault() {} }, argv, process.cwd());
    return null;
  },
  quit: () => {
    app.quit();
    return null;
  },
};

process.on('message', async ({ id, command, payload }) => {
  try {
    const value = await commands[command](payload);
    process.send({ id, value });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The test went away: so does this process.
process.on('disconnect', () => process.exit(0));
