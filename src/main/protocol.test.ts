import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  contentSecurityPolicy,
  contentTypeFor,
  createAppProtocolHandler,
  resolveAppFile,
} from './protocol';

const root = resolve(sep, 'app', 'out', 'renderer');

describe('resolveAppFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/assets/index-abc123.js', join('assets', 'index-abc123.js')],
    ['/assets/logo%20dark.svg', join('assets', 'logo dark.svg')],
    ['/fonts/Inter.woff2', join('fonts', 'Inter.woff2')],
  ])('serves %s from the renderer folder', (pathname, relative) => {
    expect(resolveAppFile(root, pathname)).toEqual({ ok: true, path: join(root, relative) });
  });

  it.each(['/employer/dashboard', '/candidate/profile/', '/team/register2/42', '/login'])(
    'serves index.html for the client route %s',
    (pathname) => {
      expect(resolveAppFile(root, pathname)).toEqual({ ok: true, path: join(root, 'index.html') });
    },
  );

  it.each([
    ['traversal', '/../../etc/passwd'],
    ['traversal inside', '/assets/../../secret.txt'],
    ['dot segment', '/./index.html'],
    ['encoded traversal', '/%2e%2e/%2e%2e/etc/passwd'],
    ['mixed-case encoded traversal', '/%2E%2e/secret.js'],
    ['half-encoded traversal', '/.%2e/secret.js'],
    ['encoded slash', '/..%2f..%2fetc%2fpasswd'],
    ['encoded slash in a name', '/assets%2f..%2f..%2fsecret.js'],
    ['backslash', '/..\\..\\secret.js'],
    ['encoded backslash', '/..%5c..%5csecret.js'],
    ['absolute path', '//etc/passwd'],
    ['absolute path with extension', '//etc/hosts.txt'],
    ['Windows drive', '/C:/Windows/win.ini'],
    ['encoded Windows drive', '/C%3a%5cWindows%5cwin.ini'],
    ['NTFS stream', '/index.html::$DATA'],
    ['null byte', '/index.html%00.png'],
    ['raw null byte', '/index.html\0.png'],
    ['malformed escape', '/%E0%A4%A.js'],
    ['Windows device', '/con.js'],
    ['relative', 'index.html'],
  ])('refuses %s (%s)', (_name, pathname) => {
    expect(resolveAppFile(root, pathname).ok).toBe(false);
  });

  it('decodes once: a double-encoded `..` is a literal name inside the folder', () => {
    expect(resolveAppFile(root, '/%252e%252e/secret.js')).toEqual({
      ok: true,
      path: join(root, '%2e%2e', 'secret.js'),
    });
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy('http://127.0.0.1:53211');

  it('allows the API origin for connections and images only', () => {
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:53211");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:53211");
    expect(csp).toContain("script-src 'self';");
  });

  it('locks down the rest', () => {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('APP_SCHEME_PRIVILEGES', () => {
  it('registers app: as a standard, secure, fetchable, CORS-enabled scheme', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
    });
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.JS', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.woff2', 'font/woff2'],
    ['a.bin', 'application/octet-stream'],
  ])('%s → %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type);
  });
});

describe('createAppProtocolHandler', () => {
  let dir: string;
  let handler: (request: Request) => Promise<Response>;
  let apiSource = 'http://127.0.0.1:*';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shortlist-protocol-'));
    const renderer = join(dir, 'renderer');
    await mkdir(join(renderer, 'assets'), { recursive: true });
    await writeFile(join(renderer, 'index.html'), '<!doctype html><title>Shortlist</title>');
    await writeFile(join(renderer, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dir, 'secret.txt'), 'secret');
    handler = createAppProtocolHandler({
      rootDir: renderer,
      contentSecurityPolicy: () => contentSecurityPolicy(apiSource),
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html with the CSP', async () => {
    const response = await handler(new Request('app://shortlist/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy('http://127.0.0.1:*'),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Shortlist</title>');
  });

  it('follows the API origin once it is known', async () => {
    apiSource = 'http://127.0.0.1:40001';
    const response = await handler(new Request('app://shortlist/employer/dashboard'));
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://127.0.0.1:40001",
    );
  });

  it('serves assets with their type and without a CSP', async () => {
    const response = await handler(new Request('app://shortlist/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers HEAD without a body', async () => {
    const response = await handler(
      new Request('app://shortlist/assets/app.js', { method: 'HEAD' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('404s a missing asset instead of falling back to the page', async () => {
    expect((await handler(new Request('app://shortlist/assets/missing.js'))).status).toBe(404);
  });

  it('refuses to climb out of the renderer folder', async () => {
    for (const url of [
      'app://shortlist/..%2fsecret.txt',
      'app://shortlist/%2e%2e%5csecret.txt',
      'app://shortlist//secret.txt',
    ]) {
      const response = await handler(new Request(url));
      expect(response.status, url).toBe(403);
    }
    // The URL parser already folds `..` and `%2e%2e` segments; what is left stays inside the folder.
    const folded = await handler(new Request('app://shortlist/%2e%2e/secret.txt'));
    expect(folded.status).toBe(404);
  });

  it('serves only its own host and only reads', async () => {
    expect((await handler(new Request('app://other/index.html'))).status).toBe(404);
    expect(
      (await handler(new Request('app://shortlist/', { method: 'POST', body: 'x' }))).status,
    ).toBe(405);
  });
});
