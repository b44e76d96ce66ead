/**
 * Which URLs the bridge's `downloads.save` may fetch: on the API's origin, exactly
 * - a stored file, `/files/{stored name}`, bare (photos, logos) or with its signed link's
 *   `?expires={seconds}&signature={signature}` (CVs, documents: modules/files/file-links.ts);
 * - an invoice PDF, `/api/user/{id}/invoice/{invoice_id}` with numeric ids, fetched with the
 *   session's token;
 * nothing else. Used by the desktop's main process (before any request or token) and by the
 * browser's implementation alike.
 *
 * The URL comes from the page, so it is treated as hostile: it is parsed with `new URL()`,
 * its origin compared with the API's (never a prefix test), and the parsed URL must serialise
 * back to exactly the input, so dot segments, backslashes, stripped tabs and newlines,
 * userinfo, default ports and anything else the parser would have quietly normalised are
 * refused rather than "fixed".
 */
import type { Result } from './bridge';

/** A real download URL is well under 200 characters. */
export const MAX_DOWNLOAD_URL_LENGTH = 2048;

/** Positive integers without leading zeros, small enough for a bigint column. */
const ID = '[1-9][0-9]{0,17}';
const INVOICE_PATH = new RegExp(`^/api/user/(${ID})/invoice/(${ID})$`);
/** A stored name (platform/files/file-store.ts): 128 random bits in hex and an extension. */
const FILE_PATH = /^\/files\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;
/** A signed link's query, in the order the server writes it. */
const SIGNED_QUERY = /^\?expires=[1-9][0-9]{0,11}&signature=[A-Za-z0-9_-]{43}$/;

export type DownloadUrl =
  | {
      kind: 'invoice';
      /** The URL to fetch, as parsed (identical to the input). */
      href: string;
      userId: string;
      invoiceId: string;
    }
  | { kind: 'file'; href: string; storedName: string };

/** Why a URL was refused; logged, never shown (the page gets `forbidden-host`). */
export type DownloadUrlRefusal =
  | 'unparseable'
  | 'not-canonical'
  | 'credentials'
  | 'other-origin'
  | 'not-download-path'
  | 'query-or-fragment';

/**
 * Checks `raw` against the API origin (itself normalised through `new URL()`, so a trailing
 * slash or an upper-case host in the setting does not matter).
 */
export function parseDownloadUrl(
  raw: string,
  apiOrigin: string,
): Result<DownloadUrl, DownloadUrlRefusal> {
  // Printable ASCII only: the URL parser silently drops tabs and newlines inside a URL.
  if (raw.length > MAX_DOWNLOAD_URL_LENGTH || !/^[\x21-\x7e]+$/.test(raw)) {
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
  // `#` with nothing after it leaves `hash` empty; refuse it too.
  if (url.hash !== '' || raw.includes('#')) return { ok: false, error: 'query-or-fragment' };

  const invoice = INVOICE_PATH.exec(url.pathname);
  if (invoice !== null) {
    if (url.search !== '' || raw.includes('?')) return { ok: false, error: 'query-or-fragment' };
    return {
      ok: true,
      value: { kind: 'invoice', href: url.href, userId: invoice[1]!, invoiceId: invoice[2]! },
    };
  }
  const file = FILE_PATH.exec(url.pathname);
  if (file !== null) {
    const bare = url.search === '' && !raw.includes('?');
    if (!bare && !SIGNED_QUERY.test(url.search)) return { ok: false, error: 'query-or-fragment' };
    return { ok: true, value: { kind: 'file', href: url.href, storedName: file[1]! } };
  }
  return { ok: false, error: 'not-download-path' };
}
