// The preload's wiring, with electron replaced: one global, `desktop`, holding the bridge.
import { describe, expect, it, vi } from 'vitest';

const exposeInMainWorld = vi.fn();
const ipcRenderer = {
  invoke: vi.fn(async () => null),
  on: vi.fn(),
  removeListener: vi.fn(),
  send: vi.fn(),
};
vi.mock('electron', () => ({ contextBridge: { exposeInMainWorld }, ipcRenderer }));

describe('preload', () => {
  it('exposes the bridge as window.desktop, and nothing else', async () => {
    await import('./index');
    expect(exposeInMainWorld).toHaveBeenCalledOnce();
    const [name, bridge] = exposeInMainWorld.mock.calls[0] as [
      string,
      Record<string, Record<string, unknown>>,
    ];
    expect(name).toBe('desktop');
    expect(Object.keys(bridge).sort()).toEqual([
      'app',
      'deepLinks',
      'downloads',
      'payments',
      'preferences',
      'session',
      'settings',
      'socialLogin',
      'updates',
    ]);
    for (const namespace of Object.values(bridge)) {
      for (const member of Object.values(namespace)) expect(member).not.toBe(ipcRenderer);
    }

    await (bridge.session?.getToken as () => Promise<unknown>)();
    expect(ipcRenderer.invoke).toHaveBeenCalledWith('session:get-token');
    expect(ipcRenderer.send).not.toHaveBeenCalled();
  });
});
