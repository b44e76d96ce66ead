import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebBridge } from './web';

const origin = 'http://127.0.0.1:4310';

/** The API the page was served from: a PDF, a 401 and an HTML page at the invoice route. */
const received: { url: string; headers: HeadersInit | undefined }[] = [];
async function api(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  received.push({ url, headers: init?.headers });
  if (url === `${origin}/api/user/1/invoice/7`) {
    return new Response('%PDF-1.4 invoice', { headers: { 'content-type': 'application/pdf' } });
  }
  if (url === `${origin}/api/user/1/invoice/8`) return new Response(null, { status: 401 });
  return new Response('<html>login</html>', { headers: { 'content-type': 'application/pdf' } });
}

const links: { href: string; download: string; clicked: boolean }[] = [];
beforeEach(() => {
  received.length = 0;
  links.length = 0;
  const storage = new Map<string, string>([['shortlist.session.token', 'tok_user']]);
  vi.stubGlobal('window', {
    location: { origin },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  });
  vi.stubGlobal('fetch', api);
  vi.stubGlobal('document', {
    createElement: () => {
      const link = { href: '', download: '', clicked: false, click: () => (link.clicked = true) };
      links.push(link);
      return link;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('web bridge: downloads.save, an invoice', () => {
  it("downloads the PDF with the session's token and hands it to the browser", async () => {
    const result = await createWebBridge().downloads.save(`${origin}/api/user/1/invoice/7`);
    expect(result).toEqual({ ok: true, value: { path: 'Shortlist-invoice-7.pdf' } });
    expect(received[0]?.headers).toEqual({ Authorization: 'Bearer tok_user' });
    expect(links).toMatchObject([{ download: 'Shortlist-invoice-7.pdf', clicked: true }]);
    expect(links[0]?.href).toMatch(/^blob:/);
  });

  it('answers unauthorized for a 401 and not-pdf for anything that is not a PDF', async () => {
    const { downloads } = createWebBridge();
    expect(await downloads.save(`${origin}/api/user/1/invoice/8`)).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await downloads.save(`${origin}/api/user/1/invoice/9`)).toEqual({
      ok: false,
      error: 'wrong-type',
    });
    expect(links).toEqual([]);
  });

  it('sends nothing to another origin', async () => {
    const { downloads } = createWebBridge();
    for (const url of ['https://evil.example/api/user/1/invoice/7', 'javascript:alert(1)']) {
      expect(await downloads.save(url)).toEqual({ ok: false, error: 'forbidden-host' });
    }
    expect(received).toEqual([]);
  });
});

describe('web bridge: downloads.save, a stored file', () => {
  const cv = `${origin}/files/${'ab'.repeat(16)}.pdf?expires=1767225600&signature=${'s'.repeat(43)}`;

  it('hands a signed link to the browser’s own download, fetching nothing itself', async () => {
    expect(await createWebBridge().downloads.save(cv)).toEqual({ ok: true, value: { path: null } });
    expect(links).toMatchObject([{ href: cv, download: '', clicked: true }]);
    expect(links).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('refuses links elsewhere, or that are not a stored file’s', async () => {
    const { downloads } = createWebBridge();
    for (const url of [
      cv.replace(origin, 'https://evil.example'),
      `${cv}&next=https://evil.example`,
      `${origin}/files/cv.pdf`,
      `${origin}/graphql`,
      `/files/${'ab'.repeat(16)}.pdf`,
    ]) {
      expect(await downloads.save(url)).toEqual({ ok: false, error: 'forbidden-host' });
    }
    expect(links).toEqual([]);
    expect(received).toEqual([]);
  });
});
