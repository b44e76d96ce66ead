import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { DeepLink, InvokeChannel, UpdateStatus } from '../shared/bridge';
import { createDesktopBridge } from './desktop-bridge';
import type { IpcRendererLike } from './ipc-renderer-like';

function fakeIpc(answers: Partial<Record<InvokeChannel, unknown>> = {}) {
  const emitter = new EventEmitter();
  const ipcRendererItself = { secret: 'the real ipcRenderer' };
  const ipc = {
    invoke: vi.fn(
      async (channel: string, ..._args: unknown[]) => answers[channel as InvokeChannel],
    ),
    on: vi.fn((channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
      emitter.on(channel, listener),
    ),
    removeListener: vi.fn(
      (channel: string, listener: (event: unknown, ...args: unknown[]) => void) =>
        emitter.removeListener(channel, listener),
    ),
  } satisfies IpcRendererLike;
  // Like Electron, the listener's first argument is an event whose `sender` is ipcRenderer.
  const emit = (channel: string, payload: unknown) =>
    emitter.emit(channel, { sender: ipcRendererItself }, payload);
  return { ipc, emit, emitter, ipcRendererItself };
}

describe('createDesktopBridge: requests', () => {
  it.each([
    [
      'app.getConfig',
      (b: ReturnType<typeof createDesktopBridge>) => b.app.getConfig(),
      'app:get-config',
      [],
    ],
    [
      'app.openExternal',
      (b: ReturnType<typeof createDesktopBridge>) => b.app.openExternal('https://example.com'),
      'app:open-external',
      ['https://example.com'],
    ],
    [
      'app.getErrorReporting',
      (b: ReturnType<typeof createDesktopBridge>) => b.app.getErrorReporting(),
      'app:get-error-reporting',
      [],
    ],
    [
      'session.getToken',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.getToken(),
      'session:get-token',
      [],
    ],
    [
      'session.setToken',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.setToken('tok'),
      'session:set-token',
      ['tok'],
    ],
    [
      'session.signOut',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.signOut(),
      'session:sign-out',
      [],
    ],
    [
      'session.getPersistence',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.getPersistence(),
      'session:get-persistence',
      [],
    ],
    [
      'session.beginImpersonation',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.beginImpersonation('tok'),
      'session:begin-impersonation',
      ['tok'],
    ],
    [
      'session.endImpersonation',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.endImpersonation(),
      'session:end-impersonation',
      [],
    ],
    [
      'session.isImpersonating',
      (b: ReturnType<typeof createDesktopBridge>) => b.session.isImpersonating(),
      'session:is-impersonating',
      [],
    ],
    [
      'preferences.get',
      (b: ReturnType<typeof createDesktopBridge>) => b.preferences.get('activeTeamId'),
      'preferences:get',
      ['activeTeamId'],
    ],
    [
      'preferences.set',
      (b: ReturnType<typeof createDesktopBridge>) => b.preferences.set('loginType', null),
      'preferences:set',
      ['loginType', null],
    ],
    [
      'socialLogin.start',
      (b: ReturnType<typeof createDesktopBridge>) => b.socialLogin.start('agency'),
      'social-login:start',
      ['agency'],
    ],
    [
      'downloads.save',
      (b: ReturnType<typeof createDesktopBridge>) => b.downloads.save('https://api/x.pdf'),
      'downloads:save',
      ['https://api/x.pdf'],
    ],
    [
      'updates.getStatus',
      (b: ReturnType<typeof createDesktopBridge>) => b.updates.getStatus(),
      'updates:get-status',
      [],
    ],
    [
      'updates.restartNow',
      (b: ReturnType<typeof createDesktopBridge>) => b.updates.restartNow(),
      'updates:restart-now',
      [],
    ],
    [
      'updates.checkNow',
      (b: ReturnType<typeof createDesktopBridge>) => b.updates.checkNow(),
      'updates:check-now',
      [],
    ],
    [
      'settings.getApi',
      (b: ReturnType<typeof createDesktopBridge>) => b.settings.getApi(),
      'settings:get-api',
      [],
    ],
    [
      'settings.setApi',
      (b: ReturnType<typeof createDesktopBridge>) => b.settings.setApi({ kind: 'embedded' }),
      'settings:set-api',
      [{ kind: 'embedded' }],
    ],
    [
      'payments.authenticate',
      (b: ReturnType<typeof createDesktopBridge>) =>
        b.payments.authenticate({ publishableKey: 'pk_test_1', clientSecret: 'pi_1_secret_2' }),
      'payments:authenticate',
      [{ publishableKey: 'pk_test_1', clientSecret: 'pi_1_secret_2' }],
    ],
  ] as const)('%s invokes %s with its arguments', async (_name, call, channel, args) => {
    const { ipc } = fakeIpc({ [channel]: 'answer' });
    const bridge = createDesktopBridge(ipc);
    await expect(call(bridge)).resolves.toBe('answer');
    expect(ipc.invoke).toHaveBeenCalledExactlyOnceWith(channel, ...args);
  });

  it('passes a rejection through', async () => {
    const { ipc } = fakeIpc();
    ipc.invoke.mockRejectedValueOnce(new Error('Refused: invalid arguments.'));
    await expect(createDesktopBridge(ipc).session.setToken('bad token')).rejects.toThrow('Refused');
  });
});

describe('createDesktopBridge: events', () => {
  const link: DeepLink = { kind: 'auth-callback', code: 'code', state: 'state' };
  const status: UpdateStatus = { state: 'ready', version: '1.2.3' };

  it('delivers the payload only, never the IPC event', () => {
    const { ipc, emit } = fakeIpc();
    const listener = vi.fn();
    createDesktopBridge(ipc).deepLinks.onLink(listener);
    emit('deep-links:link', link);
    expect(listener).toHaveBeenCalledExactlyOnceWith(link);
  });

  it('keeps each event on its own channel', () => {
    const { ipc, emit } = fakeIpc();
    const bridge = createDesktopBridge(ipc);
    const onLink = vi.fn();
    const onStatus = vi.fn();
    bridge.deepLinks.onLink(onLink);
    bridge.updates.onStatus(onStatus);
    emit('updates:status', status);
    expect(onStatus).toHaveBeenCalledExactlyOnceWith(status);
    expect(onLink).not.toHaveBeenCalled();
    const onResult = vi.fn();
    bridge.socialLogin.onResult(onResult);
    emit('social-login:result', { kind: 'signed-in', group: 'agency' });
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ kind: 'signed-in', group: 'agency' });
    expect(onStatus).toHaveBeenCalledOnce();
  });

  it('unsubscribe removes exactly that listener', () => {
    const { ipc, emit, emitter } = fakeIpc();
    const bridge = createDesktopBridge(ipc);
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = bridge.updates.onStatus(first);
    bridge.updates.onStatus(second);
    expect(emitter.listenerCount('updates:status')).toBe(2);

    offFirst();
    offFirst(); // twice is harmless
    expect(emitter.listenerCount('updates:status')).toBe(1);
    emit('updates:status', status);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('the same function subscribed twice is unsubscribed one at a time', () => {
    const { ipc, emit } = fakeIpc();
    const bridge = createDesktopBridge(ipc);
    const listener = vi.fn();
    const off = bridge.deepLinks.onLink(listener);
    bridge.deepLinks.onLink(listener);
    off();
    emit('deep-links:link', link);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('createDesktopBridge: what the page can reach', () => {
  it('exposes only the bridge functions', () => {
    const bridge = createDesktopBridge(fakeIpc().ipc);
    const shape = Object.fromEntries(
      Object.entries(bridge).map(([key, value]) => [key, Object.keys(value).sort()]),
    );
    expect(shape).toEqual({
      app: ['getConfig', 'getErrorReporting', 'openExternal'],
      session: [
        'beginImpersonation',
        'endImpersonation',
        'getPersistence',
        'getToken',
        'isImpersonating',
        'setToken',
        'signOut',
      ],
      socialLogin: ['onResult', 'start'],
      downloads: ['save'],
      preferences: ['get', 'set'],
      deepLinks: ['onLink'],
      updates: ['checkNow', 'getStatus', 'onStatus', 'restartNow'],
      payments: ['authenticate', 'collectCard'],
      settings: ['getApi', 'setApi'],
    });
    for (const namespace of Object.values(bridge)) {
      for (const member of Object.values(namespace)) expect(member).toBeTypeOf('function');
    }
  });

  it('hands out neither ipcRenderer nor anything reaching it', async () => {
    const { ipc, emit, ipcRendererItself } = fakeIpc({ 'session:get-token': 'tok' });
    const bridge = createDesktopBridge(ipc);
    const seen: unknown[] = [];
    bridge.deepLinks.onLink((...args: unknown[]) => seen.push(...args));
    emit('deep-links:link', { kind: 'impersonate', id: '1', token: 't' });
    const returned = [await bridge.session.getToken(), bridge.updates.onStatus(() => {})];
    const reachable = JSON.stringify([bridge, seen, returned.map(String)]);
    expect(reachable).not.toContain(ipcRendererItself.secret);
    expect(seen).toEqual([{ kind: 'impersonate', id: '1', token: 't' }]);
  });
});
