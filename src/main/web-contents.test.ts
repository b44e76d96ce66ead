import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from './app-url';
import { createMemoryLogger } from './logger';
import { hardenWebContents } from './web-contents';

function setUp(appOrigins: string[] = [APP_ORIGIN]) {
  const emitter = new EventEmitter();
  let windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents = {
    on: (event: string, listener: (...args: never[]) => void) =>
      emitter.on(event, listener as (...args: unknown[]) => void),
    setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' }) => {
      windowOpenHandler = handler;
    },
  };
  const openExternal = vi.fn(async (_url: string) => {});
  const log = createMemoryLogger();
  hardenWebContents(contents, { appOrigins, openExternal, log });

  const emit = (event: string, url?: string) => {
    const preventDefault = vi.fn();
    emitter.emit(event, { preventDefault }, url);
    return preventDefault;
  };
  const open = (url: string) => {
    if (!windowOpenHandler) throw new Error('no window open handler');
    return windowOpenHandler({ url });
  };
  return { emit, open, openExternal, log };
}

describe('will-navigate', () => {
  it.each(['app://shortlist/', 'app://shortlist/employer/dashboard'])('lets %s through', (url) => {
    const { emit, openExternal } = setUp();
    expect(emit('will-navigate', url)).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://app.example.com.evil.io/',
    'app://shortlist@evil/',
    'app://shortlist.evil/',
    'http://localhost:5173/',
    'https://evil.example/',
  ])('prevents %s', (url) => {
    const { emit } = setUp();
    expect(emit('will-navigate', url)).toHaveBeenCalledOnce();
  });

  it('opens an https link outside the app instead', () => {
    const { emit, openExternal } = setUp();
    emit('will-navigate', 'https://example.com/about');
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.com/about');
  });

  it('opens nothing for a link the policy refuses, and logs no URL', () => {
    const { emit, openExternal, log } = setUp();
    emit('will-navigate', 'file:///etc/passwd?token=secret');
    expect(openExternal).not.toHaveBeenCalled();
    expect(JSON.stringify(log.entries)).not.toContain('secret');
  });

  it('trusts the dev server only when it is one of the app origins', () => {
    const { emit } = setUp(['http://localhost:5173']);
    expect(emit('will-navigate', 'http://localhost:5173/login')).not.toHaveBeenCalled();
    expect(emit('will-navigate', 'app://shortlist/')).toHaveBeenCalledOnce();
  });
});

describe('will-redirect', () => {
  it('lets an app redirect through', () => {
    const { emit } = setUp();
    expect(emit('will-redirect', 'app://shortlist/login')).not.toHaveBeenCalled();
  });

  it('prevents a redirect away and opens nothing', () => {
    const { emit, openExternal } = setUp();
    expect(emit('will-redirect', 'https://evil.example/')).toHaveBeenCalledOnce();
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('window.open', () => {
  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['mailto:hiring@example.com', 'mailto:hiring@example.com'],
  ])('denies %s and opens it outside', (url, opened) => {
    const { open, openExternal } = setUp();
    expect(open(url)).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith(opened);
  });

  it.each([
    'app://shortlist/',
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://evil/x',
  ])('denies %s and opens nothing', (url) => {
    const { open, openExternal } = setUp();
    expect(open(url)).toEqual({ action: 'deny' });
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('survives openExternal failing', async () => {
    const { open, openExternal, log } = setUp();
    openExternal.mockRejectedValueOnce(new Error('no browser'));
    expect(open('https://example.com/')).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(log.entries.some((entry) => entry.level === 'warn')).toBe(true));
  });
});

describe('webviews', () => {
  it('are never attached', () => {
    const { emit } = setUp();
    expect(emit('will-attach-webview')).toHaveBeenCalledOnce();
  });
});
