/**
 * Which URLs the invoice saver may fetch with the bearer token: exactly
 * `{api origin}/api/user/{id}/invoice/{invoice_id}` with numeric ids, nothing else.
 *
 * The URL comes from the renderer, so it is treated as hostile: it is parsed with `new URL()`,
 * its origin compared with the API's (never a prefix test), and the parsed URL must serialise
 * back to exactly the input, so dot segments, backslashes, stripped tabs and newlines, userinfo,
 * default ports and anything else the parser would have quietly normalised are refused rather
 * than "fixed".
 */
import type { Result } from '../../shared/bridge';

/** A real invoice URL is well under 100 characters. */
export const MAX_INVOICE_URL_LENGTH = 2048;

/** Positive integers without leading zeros, small enough for a bigint column. */
const ID = '[1-9][0-9]{0,17}';
const INVOICE_PATH = new RegExp(`^/api/user/(${ID})/invoice/(${ID})$`);

export interface InvoiceUrl {
  /** The URL to fetch, as parsed (identical to the input). */
  href: string;
  userId: string;
  invoiceId: string;
}

/** Why a URL was refused; logged, never shown (the renderer gets `forbidden-host`). */
export type InvoiceUrlRefusal =
  | 'unparseable'
  | 'not-canonical'
  | 'credentials'
  | 'other-origin'
  | 'not-invoice-path'
  | 'query-or-fragment';

/**
 * Checks `raw` against the API origin (itself normalised through `new URL()`, so a trailing
 * slash or an upper-case host in the setting does not matter).
 */
export function parseInvoiceUrl(
  raw: string,
  apiOrigin: string,
): Result<InvoiceUrl, InvoiceUrlRefusal> {
  // Printable ASCII only: the URL parser silently drops tabs and newlines inside a URL.
  if (raw.length > MAX_INVOICE_URL_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) {
    return { ok: false, error: 'unparseable' };
  }
  let url: URL;
  let api: URL;
  try {
    url = new URL(raw);
    api = new URL(apiOrigin);
  } catch {
    return { ok: false, error: 'unparseable' };
  }
  // `https://api.example.com@evil.io/…` has the origin of evil.io, but
  // `http://user@127.0.0.1:port/…` has the API's origin: userinfo is refused either way.
  if (url.username !== '' || url.password !== '') return { ok: false, error: 'credentials' };
  // `file:`, `javascript:`, `data:` … have an opaque origin ('null'); only http(s) can match.
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin === 'null' ||
    url.origin !== api.origin
  ) {
    return { ok: false, error: 'other-origin' };
  }
  if (url.href !== raw) return { ok: false, error: 'not-canonical' };
  // `?` and `#` with nothing after them leave `search` and `hash` empty; refuse them too.
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(raw))
    return { ok: false, error: 'query-or-fragment' };
  const path = INVOICE_PATH.exec(url.pathname);
  if (path === null) return { ok: false, error: 'not-invoice-path' };
  return { ok: true, value: { href: url.href, userId: path[1]!, invoiceId: path[2]! } };
}
