/**
 * Phone numbers as the brief handles them: typed freely (hint `00 0000 000 00`), checked
 * against its pattern and a minimum length, read with GB as the default region, and
 * stored in international form with a leading `+` (E.164, e.g. `+447911123456`).
 * Shared by the forms and the server, so both accept and store exactly the same numbers.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_PHONE_REGION: CountryCode = 'GB';

/** The brief's hint shown in phone inputs. */
export const PHONE_HINT = '00 0000 000 00';

/** The brief's minimum length of a typed number. */
export const PHONE_MIN_LENGTH = 5;

/**
 * The brief's pattern: leading plus signs (more than one is tidied below), an optional
 * bracketed 1-4 digit area code (or 1-4 digits), then digits, spaces, dashes, dots or
 * slashes.
 */
export const PHONE_PATTERN = /^\+*(?:\(\d{1,4}\)|\d{1,4})[-\s./0-9]*$/;

/**
 * The brief's tidy-up: a number typed with more than one plus sign (e.g. `++44…`, which
 * a country-code picker produces when the user also types one) loses its first two
 * characters.
 */
export function tidyPhoneInput(raw: string): string {
  const trimmed = raw.trim();
  const plusSigns = trimmed.split('+').length - 1;
  return plusSigns > 1 ? trimmed.slice(2) : trimmed;
}

/**
 * The number in international form (`+447911123456`), or null when it is not a valid
 * phone number. National numbers are read in the default region (GB); a number typed
 * without its `+` (`33 1 23 45 67 89`) is also tried as international, the brief's
 * "a '+' added if missing".
 */
export function normalisePhone(
  raw: string,
  region: CountryCode = DEFAULT_PHONE_REGION,
): string | null {
  const typed = tidyPhoneInput(raw);
  if (typed.length < PHONE_MIN_LENGTH || !PHONE_PATTERN.test(typed)) return null;
  const candidates = typed.startsWith('+') ? [typed] : [typed, `+${typed}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, region);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

export function isValidPhone(raw: string | null | undefined): boolean {
  return typeof raw === 'string' && normalisePhone(raw) !== null;
}
