/**
 * Runtime settings: rows of the `settings` table (key → JSON value), typed here. Each
 * setting declares its default (used while no row exists) and what a valid value is, so
 * `admin settings set` refuses a value the code could not use. Figures the
 * brief leaves open are settings with sensible defaults, changeable with the admin CLI.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

interface SettingDefinition<T> {
  description: string;
  defaultValue: T;
  isValid(value: unknown): value is T;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Every setting the code reads and its type. To add one: a line here and its definition below. */
export interface SettingValues {
  autoApproveAccounts: boolean;
}

export type SettingKey = keyof SettingValues;
export type SettingValue<K extends SettingKey> = SettingValues[K];

export const SETTINGS: { [K in SettingKey]: SettingDefinition<SettingValues[K]> } = {
  autoApproveAccounts: {
    description:
      'New accounts start ACTIVE instead of waiting for `admin approve` (on in the embedded and web demo data)',
    defaultValue: false,
    isValid: isBoolean,
  },
};

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** A value of the wrong shape for its setting. */
export class InvalidSettingValueError extends Error {
  constructor(key: SettingKey, value: unknown) {
    super(`${JSON.stringify(value)} is not a valid value for ${key}`);
  }
}

export class SettingsService {
  constructor(private readonly db: Database) {}

  /**
   * The stored value, or the default when there is no row or the row holds something the
   * code cannot use (a hand-edited row never breaks a request).
   */
  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const definition: SettingDefinition<SettingValue<K>> = SETTINGS[key];
    const [row] = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .limit(1);
    return row && definition.isValid(row.value) ? row.value : definition.defaultValue;
  }

  /** Whether a row exists (the value is not just the default). */
  async isStored(key: SettingKey): Promise<boolean> {
    const [row] = await this.db
      .select({ key: settings.key })
      .from(settings)
      .where(eq(settings.key, key))
      .limit(1);
    return row !== undefined;
  }

  async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
    const definition: SettingDefinition<SettingValue<K>> = SETTINGS[key];
    if (!definition.isValid(value)) throw new InvalidSettingValueError(key, value);
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }
}
