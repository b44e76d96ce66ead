import { describe, expect, it } from 'vitest';
import { parseDownloadUrl } from './downloads';

const API = 'https://api.example.com';

const NAME = `${'3f'.repeat(16)}.pdf`;
const SIGNATURE = 'Xk_2-'.repeat(8) + 'abc';
const SIGNED = `?expires=1767225600&signature=${SIGNATURE}`;

describe('parseDownloadUrl', () => {
  it('accepts the invoice route on the API origin, and gives its ids', () => {
    expect(parseDownloadUrl(`${API}/api/user/7/invoice/42`, API)).toEqual({
      ok: true,
      value: {
        kind: 'invoice',
        href: `${API}/api/user/7/invoice/42`,
        userId: '7',
        invoiceId: '42',
      },
    });
  });

  it('accepts a stored file, bare or with its signed link, and gives its name', () => {
    expect(parseDownloadUrl(`${API}/files/${NAME}${SIGNED}`, API)).toEqual({
      ok: true,
      value: { kind: 'file', href: `${API}/files/${NAME}${SIGNED}`, storedName: NAME },
    });
    const photo = `${'0a'.repeat(16)}.png`;
    expect(parseDownloadUrl(`${API}/files/${photo}`, API)).toEqual({
      ok: true,
      value: { kind: 'file', href: `${API}/files/${photo}`, storedName: photo },
    });
  });

  it.each([
    ['a query other than a signed link', `/files/${NAME}?download=1`],
    ['the signature first', `/files/${NAME}?signature=${SIGNATURE}&expires=1767225600`],
    ['a short signature', `/files/${NAME}?expires=1767225600&signature=abc`],
    ['an extra parameter', `/files/${NAME}${SIGNED}&next=https://evil.io`],
    ['a repeated parameter', `/files/${NAME}${SIGNED}&expires=1`],
    ['an empty query', `/files/${NAME}?`],
    ['a fragment', `/files/${NAME}${SIGNED}#x`],
  ])('refuses a file with %s', (_name, path) => {
    expect(parseDownloadUrl(`${API}${path}`, API)).toEqual({
      ok: false,
      error: 'query-or-fragment',
    });
  });

  it.each([
    ['a name that is not a stored one', '/files/cv.pdf'],
    ['an upper-case name', `/files/${NAME.toUpperCase()}`],
    ['a nested path', `/files/x/${NAME}`],
    ['an encoded slash', `/files/..%2F${NAME}`],
    ['the files folder', '/files/'],
    ['another prefix', `/uploads/${NAME}`],
  ])('refuses %s', (_name, path) => {
    expect(parseDownloadUrl(`${API}${path}`, API)).toEqual({
      ok: false,
      error: 'not-download-path',
    });
  });

  it('refuses a signed file link on another origin before anything else', () => {
    expect(parseDownloadUrl(`https://evil.io/files/${NAME}${SIGNED}`, API)).toEqual({
      ok: false,
      error: 'other-origin',
    });
  });

  it('accepts the embedded API on 127.0.0.1 with its port, and a setting with a trailing slash', () => {
    const embedded = 'http://127.0.0.1:53211';
    expect(parseDownloadUrl(`${embedded}/api/user/1/invoice/2`, embedded).ok).toBe(true);
    expect(parseDownloadUrl(`${API}/api/user/1/invoice/2`, `${API}/`).ok).toBe(true);
  });

  it.each([
    // Other hosts, including ones a prefix test would let through.
    ['another host', 'https://evil.io/api/user/1/invoice/2', 'other-origin'],
    ['a suffixed host', 'https://api.example.com.evil.io/api/user/1/invoice/2', 'other-origin'],
    ['a sub-domain', 'https://x.api.example.com/api/user/1/invoice/2', 'other-origin'],
    [
      'userinfo hiding the real host',
      'https://api.example.com@evil.io/api/user/1/invoice/2',
      'credentials',
    ],
    [
      'userinfo on the API host',
      'https://user:pw@api.example.com/api/user/1/invoice/2',
      'credentials',
    ],
    ['another port', 'https://api.example.com:8443/api/user/1/invoice/2', 'other-origin'],
    ['another scheme', 'http://api.example.com/api/user/1/invoice/2', 'other-origin'],
    ['file:', 'file:///api/user/1/invoice/2', 'other-origin'],
    ['javascript:', 'javascript:alert(1)', 'other-origin'],
    ['data:', 'data:application/pdf;base64,JVBERi0=', 'other-origin'],
    ['blob:', `blob:${API}/5b3c1f0e-0000-4000-8000-000000000000`, 'other-origin'],
    ['a relative URL', '/api/user/1/invoice/2', 'unparseable'],
    ['a protocol-relative URL', '//evil.io/api/user/1/invoice/2', 'unparseable'],
    ['an empty string', '', 'unparseable'],
    ['a tab the parser would drop', `${API}/api/user/1/inv\toice/2`, 'unparseable'],
    ['a newline the parser would drop', `${API}/api/user/1/invoice/2\n`, 'unparseable'],
    ['spaces', ` ${API}/api/user/1/invoice/2`, 'unparseable'],
    ['non-ASCII', `${API}/api/user/1/invoice/２`, 'unparseable'],
    ['an overlong URL', `${API}/api/user/1/invoice/2?${'a'.repeat(3000)}`, 'unparseable'],
    // Spellings the parser normalises to something else: refused, not "fixed".
    ['traversal out of the route', `${API}/api/user/1/invoice/../../x`, 'not-canonical'],
    ['traversal back into the route', `${API}/api/user/1/invoice/9/../2`, 'not-canonical'],
    ['encoded dot segments', `${API}/api/user/1/invoice/%2e%2e/2`, 'not-canonical'],
    ['backslashes', `${API}\\api\\user\\1\\invoice\\2`, 'not-canonical'],
    ['an upper-case host', 'https://API.example.com/api/user/1/invoice/2', 'not-canonical'],
    [
      'the default port spelt out',
      'https://api.example.com:443/api/user/1/invoice/2',
      'not-canonical',
    ],
    ['an upper-case scheme', 'HTTPS://api.example.com/api/user/1/invoice/2', 'not-canonical'],
    // Right origin, wrong path.
    ['encoded slashes', `${API}/api/user/1%2Finvoice%2F2`, 'not-download-path'],
    ['an encoded slash in an id', `${API}/api/user/1/invoice/2%2F3`, 'not-download-path'],
    ['another API route', `${API}/graphql`, 'not-download-path'],
    ['the site root', `${API}/`, 'not-download-path'],
    ['a non-numeric user', `${API}/api/user/me/invoice/2`, 'not-download-path'],
    ['a negative id', `${API}/api/user/1/invoice/-2`, 'not-download-path'],
    ['a leading zero', `${API}/api/user/01/invoice/2`, 'not-download-path'],
    ['an extension', `${API}/api/user/1/invoice/2.pdf`, 'not-download-path'],
    ['a trailing slash', `${API}/api/user/1/invoice/2/`, 'not-download-path'],
    ['an extra segment', `${API}/api/user/1/invoice/2/x`, 'not-download-path'],
    ['a prefix', `${API}/x/api/user/1/invoice/2`, 'not-download-path'],
    ['an overlong id', `${API}/api/user/1/invoice/${'9'.repeat(19)}`, 'not-download-path'],
    ['a query', `${API}/api/user/1/invoice/2?download=1`, 'query-or-fragment'],
    ['an empty query', `${API}/api/user/1/invoice/2?`, 'query-or-fragment'],
    ['a fragment', `${API}/api/user/1/invoice/2#x`, 'query-or-fragment'],
  ])('refuses %s', (_name, url, reason) => {
    expect(parseDownloadUrl(url, API)).toEqual({ ok: false, error: reason });
  });

  it('refuses other spellings of the embedded API host', () => {
    const embedded = 'http://127.0.0.1:53211';
    for (const host of ['localhost:53211', '2130706433:53211', '127.1:53211', '[::1]:53211']) {
      expect(parseDownloadUrl(`http://${host}/api/user/1/invoice/2`, embedded).ok).toBe(false);
    }
  });

  it('refuses everything when the API origin itself does not parse', () => {
    expect(parseDownloadUrl(`${API}/api/user/1/invoice/2`, 'not a url')).toEqual({
      ok: false,
      error: 'unparseable',
    });
  });
});
