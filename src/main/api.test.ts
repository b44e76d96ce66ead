import { describe, expect, it, vi } from 'vitest';
import {
  API_START_FAILED,
  chooseApi,
  createApiService,
  INVALID_API_URL,
  parseRemoteApiUrl,
  type StartServer,
} from './api';
import { createMemoryLogger } from './logger';

describe('parseRemoteApiUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['  https://API.example.com:8443  ', 'https://api.example.com:8443'],
  ])('accepts %s as %s', (value, origin) => {
    expect(parseRemoteApiUrl(value)).toEqual({ ok: true, value: origin });
  });

  it.each([
    'http://api.example.com',
    'http://127.0.0.1:4000',
    'https://user:pass@api.example.com',
    'https://api.example.com/graphql',
    'https://api.example.com/?x=1',
    'https://api.example.com/#x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'api.example.com',
    '',
  ])('refuses %s', (value) => {
    expect(parseRemoteApiUrl(value)).toEqual({ ok: false, error: INVALID_API_URL });
  });
});

describe('chooseApi', () => {
  it('is embedded by default', () => {
    expect(chooseApi({})).toEqual({ choice: { mode: 'embedded' }, warnings: [] });
    expect(chooseApi({ env: '', stored: null })).toEqual({
      choice: { mode: 'embedded' },
      warnings: [],
    });
  });

  it('prefers the environment over the setting', () => {
    expect(
      chooseApi({ env: 'https://env.example.com', stored: 'https://stored.example.com' }).choice,
    ).toEqual({
      mode: 'remote',
      apiUrl: 'https://env.example.com',
    });
  });

  it('uses the setting when there is no environment variable', () => {
    expect(chooseApi({ stored: 'https://stored.example.com' }).choice).toEqual({
      mode: 'remote',
      apiUrl: 'https://stored.example.com',
    });
  });

  it('skips an invalid environment variable to the setting, and says so', () => {
    const { choice, warnings } = chooseApi({
      env: 'http://env.example.com',
      stored: 'https://stored.example.com',
    });
    expect(choice).toEqual({ mode: 'remote', apiUrl: 'https://stored.example.com' });
    expect(warnings).toEqual([`Ignoring SHORTLIST_API_URL: ${INVALID_API_URL}`]);
  });

  it('falls back to embedded when nothing valid is given', () => {
    const { choice, warnings } = chooseApi({ env: 'ftp://x', stored: 42 });
    expect(choice).toEqual({ mode: 'embedded' });
    expect(warnings).toHaveLength(2);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createApiService (embedded)', () => {
  function setUp() {
    const pending = deferred<{ url: string; close(): Promise<void> }>();
    const close = vi.fn(async () => {});
    const startServer = vi.fn<StartServer>(() => pending.promise);
    const log = createMemoryLogger();
    const api = createApiService(
      { mode: 'embedded' },
      { startServer, server: { dataDir: '/user/data' }, log },
    );
    return { api, pending, close, startServer, log };
  }

  it('starts the server on loopback with a random port, once', () => {
    const { api, startServer } = setUp();
    api.start();
    api.start();
    void api.ready();
    expect(startServer).toHaveBeenCalledExactlyOnceWith({
      mode: 'embedded',
      host: '127.0.0.1',
      port: 0,
      purpose: 'the Shortlist desktop app',
      dataDir: '/user/data',
    });
  });

  it('does not block: ready() resolves only when the server listens', async () => {
    const { api, pending, close } = setUp();
    api.start();
    let settled = false;
    const ready = api.ready().then((endpoint) => {
      settled = true;
      return endpoint;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(api.cspSource()).toBe('http://127.0.0.1:*');

    pending.resolve({ url: 'http://127.0.0.1:53211/', close });
    expect(await ready).toEqual({ apiUrl: 'http://127.0.0.1:53211', mode: 'embedded' });
    expect(api.cspSource()).toBe('http://127.0.0.1:53211');
  });

  it('reports a failed start as a value-free rejection, logged once', async () => {
    const { api, pending, log } = setUp();
    api.start();
    pending.reject(new Error('database locked'));
    await expect(api.ready()).rejects.toThrow(API_START_FAILED);
    await expect(api.ready()).rejects.toThrow(API_START_FAILED);
    expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
  });

  it('refuses a server that is not on loopback', async () => {
    const { api, pending, close } = setUp();
    api.start();
    pending.resolve({ url: 'http://0.0.0.0:53211', close });
    await expect(api.ready()).rejects.toThrow(API_START_FAILED);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes the server on quit, even if it is still starting, and only once', async () => {
    const { api, pending, close } = setUp();
    api.start();
    const closing = api.close();
    const again = api.close();
    pending.resolve({ url: 'http://127.0.0.1:53211', close });
    await Promise.all([closing, again]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('closes nothing if it never started, and does not start afterwards', async () => {
    const { api, startServer } = setUp();
    await api.close();
    await expect(api.ready()).rejects.toThrow(API_START_FAILED);
    expect(startServer).not.toHaveBeenCalled();
  });
});

describe('createApiService (remote)', () => {
  it('starts nothing and is ready at once', async () => {
    const startServer = vi.fn<StartServer>();
    const api = createApiService(
      { mode: 'remote', apiUrl: 'https://api.example.com' },
      { startServer, server: { dataDir: '/user/data' }, log: createMemoryLogger() },
    );
    api.start();
    expect(await api.ready()).toEqual({ apiUrl: 'https://api.example.com', mode: 'remote' });
    expect(api.cspSource()).toBe('https://api.example.com');
    await api.close();
    expect(startServer).not.toHaveBeenCalled();
  });
});
