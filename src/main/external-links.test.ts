import { describe, expect, it, vi } from 'vitest';
import { EXTERNAL_LINK_REFUSED, externalLinkPolicy, openExternalLink } from './external-links';

describe('externalLinkPolicy', () => {
  it.each([
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com/jobs?id=1#apply', 'https://example.com/jobs?id=1#apply'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['mailto:hiring@example.com', 'mailto:hiring@example.com'],
    ['MAILTO:Hiring.Team+jobs@Example.co.uk', 'mailto:Hiring.Team+jobs@Example.co.uk'],
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
    // Plain mailto only: a query can attach local files (`attach=`, `attachment=`) or add
    // recipients and headers in some mail clients, so none is passed on, subject included.
    'mailto:hiring@example.com?subject=Hello',
    'mailto:hiring@example.com?attach=/etc/passwd',
    'mailto:hiring@example.com?attachment=C:%5CUsers%5Cme%5C.ssh%5Cid_rsa',
    'mailto:?attach=~/.ssh/id_rsa',
    'mailto:?to=hiring@example.com&attach=/etc/passwd',
    'mailto:hiring@example.com?body=hi&attach=/etc/passwd',
    'mailto:hiring@example.com?cc=other@example.com',
    'mailto:hiring@example.com#attach=/etc/passwd',
    'mailto:hiring@example.com%3Fattach=/etc/passwd',
    'mailto:hiring@example.com,other@example.com',
    'mailto:hiring@example.com&attach=/etc/passwd',
    'mailto:hiring',
    'mailto:@example.com',
    'mailto:hiring@',
    'mailto:hiring@example',
    'mailto:hiring@-example.com',
    'mailto:"a b"@example.com',
    'mailto://hiring@example.com',
    'mailto:hiring@example.com/../../etc/passwd',
    'mailto:hiring%40example.com',
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
