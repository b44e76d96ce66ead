/**
 * Runtime settings: rows of the `settings` table (key → JSON value), typed here. Each
 * setting declares its default (used while no row exists) and what a valid value is, so
 * `admin settings set` refuses a value the code could not use. Figures the
 * brief leaves open are settings with sensible defaults, changeable with the admin CLI.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

interface SettingDefinition<T> {
  description: string;
  defaultValue: T;
  isValid(value: unknown): value is T;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** A whole number from `min` to `max`. */
const isWholeNumber =
  (min: number, max: number) =>
  (value: unknown): value is number =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Every setting the code reads and its type. To add one: a line here and its definition below. */
/** The seller an invoice names: the business running Shortlist. */
export interface InvoiceSeller {
  name: string;
  address: string[];
  vatNumber: string | null;
}

const isInvoiceSeller = (value: unknown): value is InvoiceSeller => {
  const seller = value as InvoiceSeller;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof seller.name === 'string' &&
    seller.name.trim() !== '' &&
    Array.isArray(seller.address) &&
    seller.address.every((line) => typeof line === 'string') &&
    (seller.vatNumber === null || typeof seller.vatNumber === 'string')
  );
};

export interface SettingValues {
  autoApproveAccounts: boolean;
  invoiceSeller: InvoiceSeller;
  jobPostPricePence: number;
  smsCodesPerAddressPerDay: number;
  smsCodesPerDay: number;
  subscriptionPricePence: number;
  subscriptionJobPosts: number;
  vatPercent: number;
  volumeDiscountPercentPerExtraPost: number;
  volumeDiscountMaxPercent: number;
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
  invoiceSeller: {
    description:
      'Who invoices name as the seller: {"name": "…", "address": ["…"], "vatNumber": "GB…" or null}',
    defaultValue: { name: 'Shortlist', address: [], vatNumber: null },
    isValid: isInvoiceSeller,
  },
  jobPostPricePence: {
    description: 'The price of one job post before discounts and VAT, in pence (the brief: £495)',
    defaultValue: 49_500,
    isValid: isWholeNumber(100, 10_000_000),
  },
  smsCodesPerAddressPerDay: {
    description:
      'Text-notification codes sent in any 24 hours for callers from one client address (docs/notification-settings.md)',
    defaultValue: 20,
    isValid: isWholeNumber(0, 1_000_000),
  },
  smsCodesPerDay: {
    description:
      'Text-notification codes sent in any 24 hours in all, whoever asks: a ceiling on the SMS bill',
    defaultValue: 1_000,
    isValid: isWholeNumber(0, 10_000_000),
  },
  subscriptionPricePence: {
    description: 'A month of the subscription before VAT, in pence (the brief: £195)',
    defaultValue: 19_500,
    isValid: isWholeNumber(100, 10_000_000),
  },
  subscriptionJobPosts: {
    description: 'Job posts each month of the subscription adds (the brief: 2)',
    defaultValue: 2,
    isValid: isWholeNumber(1, 100),
  },
  vatPercent: {
    description: 'VAT charged on purchases, in percent (the brief: 20)',
    defaultValue: 20,
    isValid: isWholeNumber(0, 100),
  },
  volumeDiscountPercentPerExtraPost: {
    description:
      'The volume discount: percent off each job post for every post bought beyond the first',
    defaultValue: 2,
    isValid: isWholeNumber(0, 100),
  },
  volumeDiscountMaxPercent: {
    description: 'The most the volume discount takes off a job post, in percent',
    defaultValue: 18,
    isValid: isWholeNumber(0, 100),
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

  /** Several settings in one query, each as `get` reads it. */
  async getMany<K extends SettingKey>(keys: readonly K[]): Promise<Pick<SettingValues, K>> {
    const rows = await this.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [...keys]));
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    return Object.fromEntries(
      keys.map((key) => {
        const definition: SettingDefinition<SettingValue<K>> = SETTINGS[key];
        const value = stored.get(key);
        return [key, definition.isValid(value) ? value : definition.defaultValue];
      }),
    ) as Pick<SettingValues, K>;
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
