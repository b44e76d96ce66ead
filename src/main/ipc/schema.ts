import type { ApiSetting } from '../../shared/bridge';
import {
  CARD_BILLING_FIELDS,
  CARD_BILLING_MAX,
  CLIENT_SECRET,
  PUBLISHABLE_KEY,
  type AuthenticateCardRequest,
  type CardBillingDetails,
  type CollectCardRequest,
} from '../../shared/card-entry';

/**
 * Tiny argument schemas for IPC handlers (docs/security.md E7). A schema is a type guard, so a handler
 * registered with one receives exactly the types its channel declares in src/shared/bridge.ts.
 * Deliberately small: IPC arguments are a handful of short strings.
 */
export type Schema<T> = (value: unknown) => value is T;

export function string(options: { min?: number; max: number; pattern?: RegExp }): Schema<string> {
  const { min = 0, max, pattern } = options;
  return (value): value is string =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value));
}

export function enumOf<const T extends readonly string[]>(values: T): Schema<T[number]> {
  return (value): value is T[number] => typeof value === 'string' && values.includes(value);
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value): value is T | null => value === null || schema(value);
}

/** The whole argument list: exactly these arguments, no more, no fewer. */
export function args<T extends unknown[]>(...schemas: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  return (value): value is T =>
    Array.isArray(value) &&
    value.length === schemas.length &&
    schemas.every((schema, index) => schema(value[index]));
}

/** A bearer token: 1–512 printable ASCII characters, no spaces. */
export const token = string({ min: 1, max: 512, pattern: /^[\x21-\x7e]+$/ });

/** A URL the renderer hands over; its meaning is checked by the handler's own policy. */
export const url = string({ min: 1, max: 4096 });

/** The settings page's API choice; the URL itself is checked by the setting (https origin). */
export function apiSetting(value: unknown): value is ApiSetting {
  if (typeof value !== 'object' || value === null) return false;
  const entries = Object.entries(value);
  if (entries.length === 1) return (value as { kind?: unknown }).kind === 'embedded';
  return (
    entries.length === 2 &&
    (value as { kind?: unknown }).kind === 'remote' &&
    url((value as { url?: unknown }).url)
  );
}

/** A plain object with exactly these keys, each matching its schema. */
export function exactObject<T extends object>(shape: { [K in keyof T]: Schema<T[K]> }): Schema<T> {
  const keys = Object.keys(shape) as (keyof T & string)[];
  return (value): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    const own = Object.keys(value);
    return (
      own.length === keys.length &&
      keys.every(
        (key) => Object.hasOwn(value, key) && shape[key]((value as Record<string, unknown>)[key]),
      )
    );
  };
}

const billingValue = nullable(string({ max: CARD_BILLING_MAX }));

/** The card window's billing details: every field present, each a short string or null. */
export const cardBillingDetails: Schema<CardBillingDetails> = exactObject<CardBillingDetails>(
  Object.fromEntries(CARD_BILLING_FIELDS.map((field) => [field, billingValue])) as {
    [K in keyof CardBillingDetails]: Schema<CardBillingDetails[K]>;
  },
);

const publishableKey = string({ min: 1, max: 300, pattern: PUBLISHABLE_KEY });

/** `payments:collect-card`'s request. */
export const collectCardRequest: Schema<CollectCardRequest> = exactObject<CollectCardRequest>({
  publishableKey,
  billingDetails: cardBillingDetails,
});

/** `payments:authenticate`'s request. */
export const authenticateCardRequest: Schema<AuthenticateCardRequest> =
  exactObject<AuthenticateCardRequest>({
    publishableKey,
    clientSecret: string({ min: 1, max: 300, pattern: CLIENT_SECRET }),
  });
