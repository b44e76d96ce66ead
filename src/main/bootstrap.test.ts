import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { bootstrap, type BootstrapApp } from './bootstrap';
import { createDeepLinkRouter, type DeepLinkWindow } from './deep-links';
import { createMemoryLogger } from './logger';

const TOKEN = 'S-oFXEaXYrCFTiNFrGrt_DXq_LqkC6ygvzRATpvr_-U';
const LINK = `shortlist://impersonate/42?token=${TOKEN}`;

class FakeApp extends EventEmitter implements BootstrapApp {
  readonly calls: string[] = [];
  constructor(
    readonly isPackaged: boolean,
    private readonly gotLock = true,
  ) {
    super();
  }
  requestSingleInstanceLock() {
    this.calls.push('lock');
    return this.gotLock;
  }
  quit() {
    this.calls.push('quit');
  }
  setAsDefaultProtocolClient(protocol: string) {
    this.calls.push(`protocol ${protocol}`);
    return true;
  }
}

function start(app: FakeApp, argv: string[] = ['/opt/Shortlist/shortlist']) {
  const onLink = vi.fn();
  const onReopened = vi.fn();
  const started = bootstrap(app, { argv, onLink, onReopened });
  return { started, onLink, onReopened };
}

describe('bootstrap (docs/security.md D1–D4)', () => {
  it('a second instance hands over and quits without listening or registering', () => {
    const app = new FakeApp(true, false);
    const { started, onLink } = start(app, ['/opt/Shortlist/shortlist', LINK]);
    expect(started).toBe(false);
    expect(app.calls).toEqual(['lock', 'quit']);
    expect(app.eventNames()).toEqual([]);
    // Its link is not handled here: Electron gives its argv to the first instance.
    expect(onLink).not.toHaveBeenCalled();
  });

  it('the first instance listens for links before anything else happens', () => {
    const app = new FakeApp(true);
    const { started } = start(app);
    expect(started).toBe(true);
    expect(app.eventNames().sort()).toEqual(['open-url', 'second-instance']);
    expect(app.calls).toEqual(['lock', 'protocol shortlist']);
  });

  it('registers the scheme only in packaged builds', () => {
    const app = new FakeApp(false);
    start(app);
    expect(app.calls).toEqual(['lock']);
  });

  it('reads a cold-start link from the launch arguments, past Chromium switches', () => {
    const { onLink } = start(new FakeApp(true), ['/opt/Shortlist/shortlist', LINK, '--no-sandbox']);
    expect(onLink).toHaveBeenCalledExactlyOnceWith(LINK, 'launch');
  });

  it('takes the link a second instance hands over, and brings the window forward', () => {
    const app = new FakeApp(true);
    const { onLink, onReopened } = start(app);
    app.emit('second-instance', {}, ['C:\\Shortlist\\Shortlist.exe', '--flag', LINK]);
    expect(onLink).toHaveBeenCalledExactlyOnceWith(LINK, 'second-instance');
    expect(onReopened).toHaveBeenCalledOnce();
  });

  it('a second instance without a link only brings the window forward', () => {
    const app = new FakeApp(true);
    const { onLink, onReopened } = start(app);
    app.emit('second-instance', {}, ['C:\\Shortlist\\Shortlist.exe']);
    expect(onLink).not.toHaveBeenCalled();
    expect(onReopened).toHaveBeenCalledOnce();
  });

  it('takes macOS open-url and stops the default handling', () => {
    const app = new FakeApp(true);
    const { onLink } = start(app);
    const event = { preventDefault: vi.fn() };
    app.emit('open-url', event, LINK);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(onLink).toHaveBeenCalledExactlyOnceWith(LINK, 'open-url');
  });

  it('with the router: open-url before ready reaches the page once it has loaded, once', () => {
    const app = new FakeApp(true);
    const log = createMemoryLogger();
    const router = createDeepLinkRouter({ log });
    bootstrap(app, {
      argv: ['/Applications/Shortlist.app'],
      onLink: router.receive,
      onReopened() {},
    });

    // Before `ready`: no window yet.
    app.emit('open-url', { preventDefault() {} }, LINK);

    const contents = Object.assign(new EventEmitter(), {
      loading: true,
      sent: [] as unknown[][],
      isLoading: () => contents.loading,
      send: (...args: unknown[]) => void contents.sent.push(args),
    });
    const window: DeepLinkWindow = { isDestroyed: () => false, webContents: contents };
    router.attachWindow(window);
    expect(contents.sent).toEqual([]);
    contents.loading = false;
    contents.emit('did-finish-load');
    contents.emit('did-finish-load');
    expect(contents.sent).toEqual([
      ['deep-links:link', { kind: 'impersonate', id: '42', token: TOKEN }],
    ]);
  });
});
