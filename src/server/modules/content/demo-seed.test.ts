import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitiesFor } from '../../../shared/content';
import { normaliseContentDocument } from '../../../shared/content-document';
import { GROUPS, type Group } from '../../../shared/users';
import { LocalFileStore } from '../../platform/files/file-store';
import { type ArticleEntry, ContentService, type DealEntry, imagesOf, type PageEntry } from '.';
import type { DatabaseHandle } from '../../db/client';
import { articles, deals, files, landingPages } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { communityFiles, settleCommunityContent } from './demo-seed';
import { seedDemo } from '../../seed/demo';

const DAY_MS = 24 * 60 * 60 * 1000;

const entries = communityFiles().map((file) => ({
  ...file,
  entry: file.draft.entry((path) => `/files/${createHash('md5').update(path).digest('hex')}.png`),
}));
const articleEntries = entries.flatMap(({ entry }) => (entry.kind === 'article' ? [entry] : []));
const dealEntries = entries.flatMap(({ entry }) => (entry.kind === 'deal' ? [entry] : []));
const pageEntries = entries.flatMap(({ entry }) => (entry.kind === 'page' ? [entry] : []));

const readBy = (group: Group, list: readonly ArticleEntry[]) =>
  list.filter((entry) => availabilitiesFor(group).includes(entry.availability));

describe('the demo community content files', () => {
  it('give the blog more than a page of public articles, and each group its own', () => {
    const blog = articleEntries.filter((a) => a.type === 'ARTICLE' && a.availability === 'PUBLIC');
    expect(blog.length).toBeGreaterThanOrEqual(14);
    const ofType = (type: ArticleEntry['type']) => articleEntries.filter((a) => a.type === type);
    expect(
      ofType('ARTICLE').filter((a) =>
        ['FREELANCER', 'FREELANCER_AND_AGENCY'].includes(a.availability),
      ),
    ).toHaveLength(3);
    expect(
      ofType('ARTICLE').filter((a) => ['EMPLOYER', 'EMPLOYER_AND_AGENCY'].includes(a.availability)),
    ).toHaveLength(3);
    for (const group of GROUPS) {
      expect(readBy(group, ofType('MENTORING')).length).toBeGreaterThanOrEqual(2);
      expect(readBy(group, ofType('TRAINING')).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('give every article a summary and a cover, some an image in the text', () => {
    for (const article of articleEntries) {
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.image).toMatch(/^\/files\//);
    }
    const inline = articleEntries.filter((article) =>
      normaliseContentDocument(article.content)?.content.some((block) => block.type === 'image'),
    );
    expect(inline.length).toBeGreaterThanOrEqual(3);
  });

  it('give seven deals, each with a subtitle and an https link to an example domain', () => {
    expect(dealEntries).toHaveLength(7);
    for (const deal of dealEntries as DealEntry[]) {
      expect(deal.subtitle).not.toBe('');
      expect(new URL(deal.link).hostname).toMatch(/(^|\.)example\.(com|org)$/);
      expect(deal.link.startsWith('https://')).toBe(true);
    }
  });

  it('give the landing pages the footer links to, and extra ones for its own column', () => {
    const names = new Map((pageEntries as PageEntry[]).map((page) => [page.slug, page.name]));
    expect(Object.fromEntries(names)).toMatchObject({
      'how-it-works-candidates': 'How It Works (candidates)',
      'how-it-works-employers': 'How It Works (employers)',
      pricing: 'Pricing',
      faqs: 'FAQs',
      'about-us': 'About Us',
      'contact-us': 'Contact Us',
      'terms-and-conditions': 'Terms & Conditions',
      'platform-terms': 'Platform Terms',
      'privacy-policy': 'Privacy Policy',
      cookies: 'Cookies',
    });
    const footer = (pageEntries as PageEntry[]).filter((page) => page.displayInFooter);
    expect(footer.map((page) => page.slug).sort()).toEqual(
      ['for-agencies', 'hiring-guide', 'partner-with-us'].sort(),
    );
  });

  it("states the brief's prices on the pricing page", () => {
    const pricing = pageEntries.find((page) => page.slug === 'pricing')!.content;
    for (const figure of [
      '£195 per month, including 2 job posts',
      '4th of each month',
      '£495 per job post, plus VAT at 20%',
      '£594',
      '30 days',
      'zero commission on successful hires',
      'commission starting at 10% for permanent or freelance roles',
    ]) {
      expect(pricing).toContain(figure);
    }
    expect(pricing).not.toMatch(/554|£59\b/);
  });

  it('name each image once, by a file name of its own', () => {
    const images = communityFiles().flatMap((file) => file.draft.images);
    expect(new Set(images.map((path) => basename(path))).size).toBe(images.length);
  });
});

describe('seedDemo with the community content', () => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'shortlist-community-files-'));
    await seedDemo(handle.db, { files: new LocalFileStore(folder) });
  });
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('publishes every file once, newest first, with its images stored', async () => {
    const rows = await handle.db.select().from(articles);
    expect(rows).toHaveLength(articleEntries.length);
    expect(rows.every((row) => row.publishedAt !== null)).toBe(true);
    expect(await handle.db.$count(deals)).toBe(7);
    expect(await handle.db.$count(landingPages)).toBe(pageEntries.length);

    const stored = new Set(await readdir(folder));
    const images = await handle.db.select().from(files).where(eq(files.kind, 'content-image'));
    expect(images.length).toBe(new Set(communityFiles().flatMap((f) => f.draft.images)).size);
    expect(images.every((image) => image.ownerId === null && stored.has(image.storedName))).toBe(
      true,
    );
    for (const row of rows) {
      for (const src of imagesOf(row)) expect(stored.has(src.slice('/files/'.length))).toBe(true);
    }

    const service = new ContentService(handle.db);
    const blog = await service.articles(null, { types: ['ARTICLE'] }, { first: 10, page: 1 });
    expect(blog.rows).toHaveLength(10);
    expect(blog.hasMorePages).toBe(true);
    expect(blog.rows.map((row) => row.slug).slice(0, 2)).toEqual([
      'what-employers-look-for-in-a-portfolio',
      'writing-a-cv-that-gets-read',
    ]);
    const dates = blog.rows.map((row) => row.createdAt.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("moves the content's dates forward on the snapshot's first start", async () => {
    const before = await handle.db.select().from(deals).orderBy(deals.id);
    await handle.db.transaction((tx) =>
      settleCommunityContent(tx, (column) => sql`${column} + interval '1 day'`),
    );
    const after = await handle.db.select().from(deals).orderBy(deals.id);
    expect(after.map((row) => row.createdAt.getTime() - DAY_MS)).toEqual(
      before.map((row) => row.createdAt.getTime()),
    );
    expect(after.map((row) => row.publishedAt!.getTime() - DAY_MS)).toEqual(
      before.map((row) => row.publishedAt!.getTime()),
    );
  });

  it('adds nothing on a second start', async () => {
    await seedDemo(handle.db, { files: new LocalFileStore(folder) });
    expect(await handle.db.$count(articles)).toBe(articleEntries.length);
  });

  it('seeds the content without images where there is no data folder', async () => {
    const bare = await createTestDatabase();
    try {
      await seedDemo(bare.db);
      const rows = await bare.db.select().from(articles);
      expect(rows).toHaveLength(articleEntries.length);
      expect(rows.every((row) => row.image === null && imagesOf(row).length === 0)).toBe(true);
    } finally {
      await bare.close();
    }
  });
});
