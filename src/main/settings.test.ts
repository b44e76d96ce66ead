import { describe, expect, it } from 'vitest';
import { INVALID_API_URL } from './api';
import {
  API_URL_SETTING,
  createApiSetting,
  createMapSettingsStore,
  createPreferences,
} from './settings';

describe('createPreferences', () => {
  it('reads nothing from an empty store', () => {
    const preferences = createPreferences(createMapSettingsStore());
    expect(preferences.get('activeTeamId')).toBeNull();
    expect(preferences.get('loginType')).toBeNull();
  });

  it('keeps each preference under its own key', () => {
    const store = createMapSettingsStore();
    const preferences = createPreferences(store);
    preferences.set('activeTeamId', '42');
    preferences.set('loginType', 'employer');
    expect(preferences.get('activeTeamId')).toBe('42');
    expect(preferences.get('loginType')).toBe('employer');
    expect([...store.map.keys()].sort()).toEqual([
      'preferences.activeTeamId',
      'preferences.loginType',
    ]);
  });

  it('deletes a preference set to null', () => {
    const store = createMapSettingsStore({ 'preferences.activeTeamId': '42' });
    const preferences = createPreferences(store);
    preferences.set('activeTeamId', null);
    expect(preferences.get('activeTeamId')).toBeNull();
    expect(store.map.has('preferences.activeTeamId')).toBe(false);
  });

  it('treats a non-string value in the file as absent', () => {
    const preferences = createPreferences(
      createMapSettingsStore({ 'preferences.activeTeamId': { evil: true } }),
    );
    expect(preferences.get('activeTeamId')).toBeNull();
  });
});

describe('createApiSetting', () => {
  it('is the embedded API until a remote one is chosen', () => {
    expect(createApiSetting(createMapSettingsStore()).get()).toEqual({ kind: 'embedded' });
  });

  it('keeps a remote API as its bare https origin, which chooseApi reads at the next start', () => {
    const store = createMapSettingsStore();
    const setting = createApiSetting(store);
    expect(setting.set({ kind: 'remote', url: ' https://api.example.com/ ' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(store.map.get(API_URL_SETTING)).toBe('https://api.example.com');
    expect(setting.get()).toEqual({ kind: 'remote', url: 'https://api.example.com' });
  });

  it('refuses anything but an https origin, keeping the previous choice', () => {
    const store = createMapSettingsStore({ [API_URL_SETTING]: 'https://api.example.com' });
    const setting = createApiSetting(store);
    for (const url of [
      'http://api.example.com',
      'https://user@api.example.com',
      'https://api.example.com/graphql',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(setting.set({ kind: 'remote', url })).toEqual({ ok: false, error: INVALID_API_URL });
    }
    expect(setting.get()).toEqual({ kind: 'remote', url: 'https://api.example.com' });
  });

  it('goes back to the embedded API, and reads a damaged value as embedded', () => {
    const store = createMapSettingsStore({ [API_URL_SETTING]: 'https://api.example.com' });
    const setting = createApiSetting(store);
    setting.set({ kind: 'embedded' });
    expect(store.map.has(API_URL_SETTING)).toBe(false);
    expect(createApiSetting(createMapSettingsStore({ [API_URL_SETTING]: 42 })).get()).toEqual({
      kind: 'embedded',
    });
  });
});
