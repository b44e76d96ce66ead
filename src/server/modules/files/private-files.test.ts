/**
 * CVs and supporting documents are private: `GET /files/:name` serves them only with a valid
 * signed link (file-links.ts), as a download nobody caches; photos and logos stay public.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { settings } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { docxBytes, pdfBytes } from '../../testing/documents';
import { createCandidate } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PNG_BYTES, uploadFile } from '../../testing/uploads';
import { FILE_LINK_LIFETIME_MS, FILE_LINK_SECRET_KEY, FileLinks, storedNameOf } from './file-links';

const PDF = await pdfBytes('Amelia Hart — CV');

describe('private files over HTTP', () => {
  let t: TestApp;
  let token: string;
  let links: FileLinks;
  let cv: string;
  let otherCv: string;

  const upload = async (kind: string, bytes: Uint8Array, filename: string) => {
    const answer = await uploadFile(t.app, { token, kind, bytes, filename, contentType: 'x/y' });
    expect(answer.status).toBe(201);
    return answer.body.url!;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const signed = async (path: string, signer = links) => (await signer.sign(path))!;
  const query = (url: string) => new URL(url, 'http://api').searchParams;

  beforeAll(async () => {
    t = await createTestApp();
    const candidate = await createCandidate(t.db);
    token = await t.login(candidate.email, candidate.password);
    links = new FileLinks(t.db);
    cv = await upload('resume', PDF, 'Amelia Hart CV.pdf');
    otherCv = await upload('document', docxBytes(), 'Portfolio notes.docx');
  });
  afterAll(() => t.close());

  it('serves a private file with a signed link, as a download no cache keeps', async () => {
    const url = await signed(cv);
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Amelia Hart CV.pdf"; filename*=UTF-8''Amelia%20Hart%20CV.pdf`,
    );
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['etag']).toBeUndefined();
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const docx = await get(await signed(otherCv));
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toMatch(
      /^attachment; filename="Portfolio notes.docx"/,
    );
  });

  it('refuses a private file without a link, or with an expired, altered or borrowed one (403)', async () => {
    const good = query(await signed(cv));
    const expires = good.get('expires')!;
    const signature = good.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const tenMinutesAgo = new FileLinks(t.db, () => new Date(Date.now() - 10 * 60_000));
    const nextYear = new FileLinks(t.db, () => new Date(Date.now() + 365 * 86_400_000));
    const otherFile = query(await signed(otherCv));
    const refused = [
      ['unsigned', cv],
      ['an expiry without a signature', `${cv}?expires=${expires}`],
      ['a signature without an expiry', `${cv}?signature=${signature}`],
      ['expired', await signed(cv, tenMinutesAgo)],
      [
        'a later expiry on the same signature',
        `${cv}?expires=${Number(expires) + 600}&signature=${signature}`,
      ],
      ['an altered signature', `${cv}?expires=${expires}&signature=${flipped}`],
      [
        'a signature of another file',
        `${cv}?expires=${otherFile.get('expires')}&signature=${otherFile.get('signature')}`,
      ],
      ['a link minted for far beyond its life', await signed(cv, nextYear)],
      ['a truncated signature', `${cv}?expires=${expires}&signature=${signature.slice(0, 20)}`],
      [
        'a repeated parameter',
        `${cv}?expires=${expires}&expires=${expires}&signature=${signature}`,
      ],
      ['a non-numeric expiry', `${cv}?expires=tomorrow&signature=${signature}`],
      ['a signature from another server', `${cv}?expires=${expires}&signature=${'A'.repeat(43)}`],
    ];
    for (const [name, url] of refused) {
      const answer = await get(url!);
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 403 });
      expect(answer.json()).toEqual({ message: messages.uploads.linkExpired });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.body).not.toContain('%PDF');
    }
  });

  it('keeps photos and logos public and cacheable', async () => {
    const photo = await upload('avatar', PNG_BYTES, 'me.png');
    const served = await get(photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('FileLinks', () => {
  it('signs only served paths of stored files', async () => {
    const handle = await createTestDatabase();
    try {
      const links = new FileLinks(handle.db);
      for (const path of [
        '/files/../x.pdf',
        'files/0.pdf',
        '/avatars/x.png',
        `/files/${'g'.repeat(32)}.pdf`,
      ]) {
        expect(await links.sign(path)).toBeNull();
      }
      expect(storedNameOf(`/files/${'a'.repeat(32)}.pdf`)).toBe(`${'a'.repeat(32)}.pdf`);
    } finally {
      await handle.close();
    }
  });

  it('makes its secret on first use, once per database, shared by every server on it', async () => {
    const handle = await createTestDatabase();
    try {
      const secretRow = () =>
        handle.db.select().from(settings).where(eq(settings.key, FILE_LINK_SECRET_KEY));
      expect(await secretRow()).toEqual([]);
      const path = `/files/${'b'.repeat(32)}.pdf`;
      const now = new Date('2026-05-01T10:00:00Z');
      // Two processes start at once: both sign, one secret wins, and each checks the other's.
      const first = new FileLinks(handle.db, () => now);
      const second = new FileLinks(handle.db, () => now);
      const [a, b] = await Promise.all([first.sign(path), second.sign(path)]);
      expect(a).toBe(b);
      expect(await secretRow()).toHaveLength(1);
      const params = new URL(a!, 'http://api').searchParams;
      const check = (links: FileLinks) =>
        links.check(`${'b'.repeat(32)}.pdf`, params.get('expires'), params.get('signature'));
      expect(await check(second)).toBe('valid');
      expect(await check(new FileLinks(handle.db, () => now))).toBe('valid');
      // It lives FILE_LINK_LIFETIME_MS, and no longer.
      const later = (ms: number) => new FileLinks(handle.db, () => new Date(now.getTime() + ms));
      expect(await check(later(FILE_LINK_LIFETIME_MS - 1000))).toBe('valid');
      expect(await check(later(FILE_LINK_LIFETIME_MS))).toBe('expired');
      expect(await first.check(`${'b'.repeat(32)}.pdf`, undefined, undefined)).toBe('missing');
    } finally {
      await handle.close();
    }
  });
});
