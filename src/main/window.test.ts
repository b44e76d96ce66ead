import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { WindowPlacement } from './window-state';
import { createMainWindow, MAIN_WINDOW_SIZE } from './window';

class FakeWindow {
  static created: FakeWindow[] = [];
  readonly listeners = new Map<string, () => void>();
  readonly calls: string[] = [];
  readonly show = vi.fn(() => void this.calls.push('show'));
  readonly maximize = vi.fn(() => void this.calls.push('maximize'));
  readonly loadURL = vi.fn(async (_url: string) => {});
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeWindow.created.push(this);
  }
  once(event: string, listener: () => void) {
    this.listeners.set(event, listener);
    return this;
  }
}

function open(startUrl = 'app://shortlist/', placement?: WindowPlacement) {
  FakeWindow.created = [];
  const onLoadFailed = vi.fn();
  const window = createMainWindow({
    BrowserWindow: FakeWindow,
    preloadPath: '/app/out/preload/index.cjs',
    startUrl,
    onLoadFailed,
    placement,
  });
  return { window, onLoadFailed };
}

describe('createMainWindow', () => {
  it('isolates the page (docs/security.md E1)', () => {
    const { window } = open();
    expect(window.options.webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('never loosens anything (docs/security.md E2)', () => {
    const prefs = open().window.options.webPreferences ?? {};
    for (const key of [
      'allowRunningInsecureContent',
      'experimentalFeatures',
      'enableBlinkFeatures',
      'additionalArguments',
    ]) {
      expect(prefs).not.toHaveProperty(key);
    }
  });

  it('opens at the default size, centred, hidden until painted', () => {
    const { window } = open();
    expect(window.options).toMatchObject({ ...MAIN_WINDOW_SIZE, center: true, show: false });
    expect(window.options.x).toBeUndefined();
    expect(window.options.y).toBeUndefined();
    expect(window.show).not.toHaveBeenCalled();
    window.listeners.get('ready-to-show')?.();
    expect(window.show).toHaveBeenCalledOnce();
    expect(window.maximize).not.toHaveBeenCalled();
  });

  it('opens where it was left, keeping the minimum size', () => {
    const { window } = open('app://shortlist/', {
      bounds: { x: 40, y: 60, width: 1400, height: 900 },
      isMaximized: false,
    });
    expect(window.options).toMatchObject({
      x: 40,
      y: 60,
      width: 1400,
      height: 900,
      center: false,
      minWidth: MAIN_WINDOW_SIZE.minWidth,
      minHeight: MAIN_WINDOW_SIZE.minHeight,
    });
  });

  it('maximises before showing when it was left maximised', () => {
    const { window } = open('app://shortlist/', {
      bounds: { x: 40, y: 60, width: 1400, height: 900 },
      isMaximized: true,
    });
    expect(window.maximize).not.toHaveBeenCalled();
    window.listeners.get('ready-to-show')?.();
    expect(window.calls).toEqual(['maximize', 'show']);
  });

  it('loads the start URL', () => {
    const { window } = open('http://localhost:5173/');
    expect(window.loadURL).toHaveBeenCalledExactlyOnceWith('http://localhost:5173/');
  });

  it('reports a failed load and still shows the window', async () => {
    const failure = new Error('ERR_FILE_NOT_FOUND');
    const onLoadFailed = vi.fn();
    class FailingWindow extends FakeWindow {
      override readonly loadURL = vi.fn(async () => {
        throw failure;
      });
    }
    createMainWindow({
      BrowserWindow: FailingWindow,
      preloadPath: '/p.cjs',
      startUrl: 'app://shortlist/',
      onLoadFailed,
    });
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledWith(failure));
    expect(FakeWindow.created.at(-1)?.show).toHaveBeenCalledOnce();
  });
});
