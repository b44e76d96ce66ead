import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PING_QUERY, type TestApp } from '../../testing/test-app';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('serving the built UI', () => {
  let rendererDir: string;
  let t: TestApp;

  beforeAll(async () => {
    rendererDir = await mkdtemp(join(tmpdir(), 'shortlist-renderer-'));
    await mkdir(join(rendererDir, 'assets'));
    await writeFile(join(rendererDir, 'index.html'), INDEX_HTML);
    await writeFile(join(rendererDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await createTestApp({ mode: 'web', rendererDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(rendererDir, { recursive: true, force: true });
  });

  it('serves index.html at the root with the CSP and security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html (SPA fallback), CSP included', async () => {
    for (const url of ['/employer/login', '/candidate/dashboard?tab=2', '/resources/how-to-hire']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('has a CSP without unsafe-eval or inline scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('serves hashed assets as long-lived files, without the HTML policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('keeps API paths and missing files out of the fallback', async () => {
    for (const url of [
      '/api/unknown',
      '/api',
      '/assets/missing.js',
      '/favicon.ico',
      '/files/missing',
      '/files/a/b',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    const post = await t.app.inject({ method: 'POST', url: '/employer/login', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('still answers the API and the probe', async () => {
    expect((await t.graphql(PING_QUERY)).data).toEqual({ ping: true });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('does not serve files outside the folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});
