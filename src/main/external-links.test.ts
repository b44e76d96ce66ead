import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_LINK_REFUSED, externalLinkPolicy, openExternalLink } from './external-links';

describe('externalLinkPolicy', () => {
  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com/jobs?id=1#apply', 'https://example.com/jobs?id=1#apply'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['mailto:hiring@example.com', 'mailto:hiring@example.com'],
    ['mailto:hiring@example.com?subject=Hello', 'mailto:hiring@example.com?subject=Hello'],
  ])('allows %s', (url, value) => {
    expect(externalLinkPolicy(url)).toEqual({ ok: true, value });
  });

  it.each([
    'http://example.com/',
    'http://127.0.0.1:4000/',
    'http://localhost/',
    'file:///etc/passwd',
    'file://C:/Windows/System32/calc.exe',
    'javascript:alert(1)',
    'data:text/html,hi',
    'app://shortlist/',
    'shortlist://impersonate?id=1&token=x',
    'smb://evil/share',
    'ms-msdt:/id PCWDiagnostic',
    'vscode://file/etc/passwd',
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'mailto:',
    'example.com',
    '//example.com',
    '',
  ])('refuses %s', (url) => {
    expect(externalLinkPolicy(url)).toEqual({ ok: false, error: EXTERNAL_LINK_REFUSED });
  });
});

describe('openExternalLink', () => {
  it('passes the re-serialised URL on', async () => {
    const open = vi.fn(async () => {});
    expect(await openExternalLink('https://Example.com', open)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(open).toHaveBeenCalledWith('https://example.com/');
  });

  it('never calls openExternal for a refused URL', async () => {
    const open = vi.fn(async () => {});
    expect(await openExternalLink('file:///etc/passwd', open)).toEqual({
      ok: false,
      error: EXTERNAL_LINK_REFUSED,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('turns a failure to open into a value', async () => {
    const open = vi.fn(async () => {
      throw new Error('no handler');
    });
    expect(await openExternalLink('mailto:a@example.com', open)).toEqual({
      ok: false,
      error: EXTERNAL_LINK_REFUSED,
    });
  });
});
