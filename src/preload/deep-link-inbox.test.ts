import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { DeepLink } from '../shared/bridge';
import { createDeepLinkInbox } from './deep-link-inbox';
import type { IpcRendererLike } from './ipc-renderer-like';

const link = (id: string): DeepLink => ({ kind: 'impersonate', id, token: `token-${id}` });

function setUp() {
  const emitter = new EventEmitter();
  const ipc: IpcRendererLike = {
    invoke: async () => undefined,
    on: (channel, listener) => emitter.on(channel, listener),
    removeListener: (channel, listener) => emitter.removeListener(channel, listener),
  };
  const inbox = createDeepLinkInbox(ipc);
  const send = (payload: DeepLink) => emitter.emit('deep-links:link', { sender: 'ipc' }, payload);
  return { inbox, send, emitter };
}

/** Lets queued microtasks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createDeepLinkInbox', () => {
  it('listens from the start, before the page subscribes', () => {
    expect(setUp().emitter.listenerCount('deep-links:link')).toBe(1);
  });

  it('keeps links that arrive before anyone listens, for the first listener, once', async () => {
    const { inbox, send } = setUp();
    send(link('1'));
    send(link('2'));
    const first = vi.fn();
    inbox.onLink(first);
    expect(first).not.toHaveBeenCalled();
    await settle();
    expect(first.mock.calls).toEqual([[link('1')], [link('2')]]);

    const second = vi.fn();
    inbox.onLink(second);
    await settle();
    expect(second).not.toHaveBeenCalled();
  });

  it('passes an invitation on as it came, waiting like any link', async () => {
    const { inbox, send } = setUp();
    const invite: DeepLink = { kind: 'invite', token: 'invitation-token' };
    send(invite);
    const listener = vi.fn();
    inbox.onLink(listener);
    await settle();
    expect(listener.mock.calls).toEqual([[invite]]);
  });

  it('gives waiting links to the subscription that stays (React StrictMode)', async () => {
    const { inbox, send } = setUp();
    send(link('1'));
    const listener = vi.fn();
    // StrictMode: subscribe, clean up and subscribe again, all in one task.
    const unsubscribe = inbox.onLink(listener);
    unsubscribe();
    inbox.onLink(listener);
    await settle();
    expect(listener).toHaveBeenCalledExactlyOnceWith(link('1'));
  });

  it('keeps waiting when the only listener left before it could be told', async () => {
    const { inbox, send } = setUp();
    send(link('1'));
    inbox.onLink(vi.fn())();
    await settle();
    const later = vi.fn();
    inbox.onLink(later);
    await settle();
    expect(later).toHaveBeenCalledExactlyOnceWith(link('1'));
  });

  it('delivers at once while someone listens, and not after unsubscribing', async () => {
    const { inbox, send } = setUp();
    const listener = vi.fn();
    const unsubscribe = inbox.onLink(listener);
    send(link('1'));
    expect(listener).toHaveBeenCalledExactlyOnceWith(link('1'));
    unsubscribe();
    send(link('2'));
    await settle();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps at most a few links while nobody listens', async () => {
    const { inbox, send } = setUp();
    for (let id = 1; id <= 20; id += 1) send(link(String(id)));
    const listener = vi.fn();
    inbox.onLink(listener);
    await settle();
    expect(listener).toHaveBeenCalledTimes(8);
    expect(listener.mock.calls[0]).toEqual([link('1')]);
  });
});
