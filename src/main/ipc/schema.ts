import type { ApiSetting } from '../../shared/bridge';

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
