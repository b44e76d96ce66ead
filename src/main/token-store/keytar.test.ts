import { describe, expect, it, vi } from 'vitest';
import { fakeKeytar } from './fakes';
import { createKeytarTokenStore, KEYCHAIN_SERVICE, loadKeytar } from './keytar';

describe('loadKeytar', () => {
  const functions = fakeKeytar();

  it.each([
    ['a CommonJS default export', { default: functions }],
    ['named exports', functions],
  ])('takes %s', async (_name, module) => {
    await expect(loadKeytar(async () => module)).resolves.toBe(
      'default' in module ? module.default : module,
    );
  });

  it('imports the keytar package', async () => {
    const importModule = vi.fn(async () => functions);
    await loadKeytar(importModule);
    expect(importModule).toHaveBeenCalledExactlyOnceWith('keytar');
  });

  it.each([
    ['missing', async () => Promise.reject(new Error("Cannot find package 'keytar'"))],
    [
      'built for another ABI',
      async () => {
        throw new Error('was compiled against a different Node.js version');
      },
    ],
    ['not keytar', async () => ({ default: { getPassword: () => null } })],
    ['empty', async () => ({})],
  ])('is null when the package is %s', async (_name, importModule) => {
    await expect(loadKeytar(importModule)).resolves.toBeNull();
  });
});

describe('createKeytarTokenStore', () => {
  it('keeps the token under service Shortlist and the API account, and deletes it', async () => {
    const keytar = fakeKeytar();
    const deletePassword = vi.spyOn(keytar, 'deletePassword');
    const store = createKeytarTokenStore(keytar, 'https://api.example.com');
    expect(await store.get()).toBeNull();
    await store.set('tok_1');
    expect(keytar.entries).toEqual(new Map([['Shortlist / https://api.example.com', 'tok_1']]));
    expect(await store.get()).toBe('tok_1');
    await store.clear();
    expect(keytar.entries.size).toBe(0);
    expect(deletePassword).toHaveBeenCalledWith(KEYCHAIN_SERVICE, 'https://api.example.com');
    // Signing out twice is harmless.
    await store.clear();
  });

  it('keeps accounts apart', async () => {
    const keytar = fakeKeytar();
    await createKeytarTokenStore(keytar, 'embedded').set('local');
    expect(await createKeytarTokenStore(keytar, 'https://api.example.com').get()).toBeNull();
  });

  it('lets keychain failures through to the session, which decides', async () => {
    const keytar = fakeKeytar();
    vi.spyOn(keytar, 'setPassword').mockRejectedValueOnce(new Error('Cannot autolaunch D-Bus'));
    await expect(createKeytarTokenStore(keytar, 'embedded').set('x')).rejects.toThrow('D-Bus');
  });
});
