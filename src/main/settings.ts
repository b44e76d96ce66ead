/**
 * The desktop's settings: electron-store in the app, a Map in tests. Keys are dotted paths
 * (`preferences.activeTeamId`), which electron-store nests in its JSON file.
 */
import type { ApiSetting, PreferenceKey, Result } from '../shared/bridge';
import { parseRemoteApiUrl } from './api';

/** The part of electron-store main uses. */
export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

/** The setting that points the app at a remote API (see api.ts); absent means embedded. */
export const API_URL_SETTING = 'apiUrl';

export interface Preferences {
  get(key: PreferenceKey): string | null;
  set(key: PreferenceKey, value: string | null): void;
}

/** The brief's cookie-kept values (`lh_team`, the login type), kept in settings on the desktop. */
export function createPreferences(store: SettingsStore): Preferences {
  const path = (key: PreferenceKey) => `preferences.${key}`;
  return {
    get(key) {
      const value = store.get(path(key));
      return typeof value === 'string' ? value : null;
    },
    set(key, value) {
      if (value === null) store.delete(path(key));
      else store.set(path(key), value);
    },
  };
}

/**
 * The API the app talks to, as chosen on the settings page: the embedded server, or a remote
 * https origin. Read once at start (api.ts), so a change applies at the next start.
 */
export interface ApiSettingStore {
  get(): ApiSetting;
  set(setting: ApiSetting): Result<void>;
}

export function createApiSetting(store: SettingsStore): ApiSettingStore {
  return {
    get() {
      const stored = store.get(API_URL_SETTING);
      const parsed = typeof stored === 'string' ? parseRemoteApiUrl(stored) : null;
      return parsed?.ok ? { kind: 'remote', url: parsed.value } : { kind: 'embedded' };
    },
    set(setting) {
      if (setting.kind === 'embedded') {
        store.delete(API_URL_SETTING);
        return { ok: true, value: undefined };
      }
      const parsed = parseRemoteApiUrl(setting.url);
      if (!parsed.ok) return parsed;
      store.set(API_URL_SETTING, parsed.value);
      return { ok: true, value: undefined };
    },
  };
}

/** For tests. */
export function createMapSettingsStore(
  initial: Record<string, unknown> = {},
): SettingsStore & { map: Map<string, unknown> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    delete: (key) => void map.delete(key),
  };
}
