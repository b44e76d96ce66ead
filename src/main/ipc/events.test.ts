import { describe, expect, it, vi } from 'vitest';
import { send } from './events';

describe('send', () => {
  it('sends the payload on the event channel', () => {
    const target = { isDestroyed: () => false, webContents: { send: vi.fn() } };
    expect(send(target, 'updates:status', { state: 'checking' })).toBe(true);
    expect(target.webContents.send).toHaveBeenCalledExactlyOnceWith('updates:status', {
      state: 'checking',
    });
  });

  it('skips a destroyed window', () => {
    const target = { isDestroyed: () => true, webContents: { send: vi.fn() } };
    expect(send(target, 'deep-links:link', { kind: 'auth-callback', code: 'c', state: 's' })).toBe(
      false,
    );
    expect(target.webContents.send).not.toHaveBeenCalled();
  });
});
