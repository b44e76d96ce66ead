import { describe, expect, it } from 'vitest';
import { createMapSettingsStore, createPreferences } from './settings';

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
