import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseContentDocument } from '../../../shared/content-document';
import { messages } from '../../../shared/messages';
import { articles, deals, files, landingPages } from '../../db/schema';
import { demoLogoPng } from '../../seed/demo';
import { LocalFileStore } from '../../platform/files/file-store';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { content } from './content';
import { ADMIN_COMMANDS } from './index';

const m = messages.content.admin;
const png = (shade: number) =>
  demoLogoPng({ background: [shade, 40, 90], mark: [250, 250, 250] }, 24);

describe('admin content', () => {
  let t: TestApp;
  let folder: string;
  let storeFolder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = await mkdtemp(join(tmpdir(), 'shortlist-content-cli-'));
    storeFolder = join(folder, 'store');
    await mkdir(join(folder, 'images'));
    await writeFile(join(folder, 'images', 'cover.png'), png(10));
    await writeFile(join(folder, 'images', 'desk.png'), png(80));
    await writeFile(join(folder, 'images', 'other.png'), png(160));
    await writeFile(join(folder, 'images', 'fake.png'), 'not an image at all');
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function run(...args: string[]) {
    const lines: string[] = [];
    const code = await content.run(
      {
        db: t.db,
        print: (line) => lines.push(line),
        ...ADMIN_TEST_CONTEXT,
        files: new LocalFileStore(storeFolder),
      },
      args,
    );
    return { code, output: lines.join('\n') };
  }

  async function file(name: string, text: string) {
    const path = join(folder, name);
    await writeFile(path, text);
    return path;
  }

  const contentFiles = () => t.db.select().from(files).where(eq(files.kind, 'content-image'));
  const stored = async () => (await readdir(storeFolder).catch(() => [])).sort();

  const ARTICLE = `---
title: Writing a CV that gets read
slug: cv-that-gets-read
summary: Six fixes that take an evening.
type: ARTICLE
availability: FREELANCER_AND_AGENCY
image: images/cover.png
---
## Start with the role

Lead with **what you did**, then where.

![A tidy desk](images/desk.png)
`;

  it('is listed for the CLI', () => {
    expect(ADMIN_COMMANDS).toMatchObject({ content });
  });

  it('saves an article as a draft with its images, publishes it, and updates it in place', async () => {
    const path = await file('cv.md', ARTICLE);
    expect(await run('save', 'article', path)).toEqual({
      code: 0,
      output: m.saved('article', 'cv-that-gets-read', true, false),
    });
    const [row] = await t.db.select().from(articles).where(eq(articles.slug, 'cv-that-gets-read'));
    expect(row).toMatchObject({
      title: 'Writing a CV that gets read',
      summary: 'Six fixes that take an evening.',
      availability: 'FREELANCER_AND_AGENCY',
      publishedAt: null,
    });
    const images = await contentFiles();
    expect(images).toHaveLength(2);
    expect(
      images.every((image) => image.ownerId === null && image.contentType === 'image/png'),
    ).toBe(true);
    expect(await stored()).toEqual(images.map((image) => image.storedName).sort());
    expect(row!.image).toBe(
      `/files/${images.find((i) => i.originalName === 'cover.png')!.storedName}`,
    );
    const doc = normaliseContentDocument(row!.content);
    expect(doc?.content).toEqual([
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: 'Start with the role' }],
      },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Lead with ' },
          { type: 'text', text: 'what you did', marks: [{ type: 'bold' }] },
          { type: 'text', text: ', then where.' },
        ],
      },
      {
        type: 'image',
        attrs: {
          src: `/files/${images.find((i) => i.originalName === 'desk.png')!.storedName}`,
          alt: 'A tidy desk',
        },
      },
    ]);

    expect(await run('publish', 'article', 'cv-that-gets-read')).toEqual({
      code: 0,
      output: m.published('article', 'cv-that-gets-read'),
    });
    const [publishedRow] = await t.db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'cv-that-gets-read'));
    expect(publishedRow!.publishedAt).toBeInstanceOf(Date);

    // The update keeps the publication and swaps the inline image: the old one goes.
    await file('cv.md', ARTICLE.replace('images/desk.png', 'images/other.png'));
    expect(await run('save', 'article', path)).toEqual({
      code: 0,
      output: m.saved('article', 'cv-that-gets-read', false, true),
    });
    const after = await contentFiles();
    expect(after.map((image) => image.originalName).sort()).toEqual(['cover.png', 'other.png']);
    expect(await stored()).toEqual(after.map((image) => image.storedName).sort());
    const [updated] = await t.db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'cv-that-gets-read'));
    expect(updated!.publishedAt).toEqual(publishedRow!.publishedAt);

    expect(await run('unpublish', 'article', 'cv-that-gets-read')).toEqual({
      code: 0,
      output: m.unpublished('article', 'cv-that-gets-read'),
    });
    expect(await run('delete', 'article', 'cv-that-gets-read')).toEqual({
      code: 0,
      output: m.deleted('article', 'cv-that-gets-read', 'Writing a CV that gets read', 2),
    });
    expect(await contentFiles()).toEqual([]);
    expect(await stored()).toEqual([]);
    expect(await run('delete', 'article', 'cv-that-gets-read')).toEqual({
      code: 1,
      output: m.notFound('article', 'cv-that-gets-read'),
    });
  });

  it('saves a deal and a page published at once', async () => {
    const deal = await file(
      'deal.md',
      '---\ntitle: Accounting software\nslug: books-deal\nsubtitle: Three months free\nlink: https://www.example.com/offer\n---\nSign up through the link.\n',
    );
    expect(await run('save', 'deal', deal, '--publish')).toEqual({
      code: 0,
      output: m.saved('deal', 'books-deal', true, true),
    });
    const [dealRow] = await t.db.select().from(deals).where(eq(deals.slug, 'books-deal'));
    expect(dealRow).toMatchObject({
      availability: 'MEMBERS',
      link: 'https://www.example.com/offer',
    });
    expect(dealRow!.publishedAt).toBeInstanceOf(Date);

    const page = await file(
      'page.md',
      '---\nname: For Agencies\nslug: for-agencies-test\nsort_order: 40\ndisplay_in_footer: true\n---\n# For agencies\n',
    );
    expect((await run('save', 'page', page, '--publish')).code).toBe(0);
    const [pageRow] = await t.db
      .select()
      .from(landingPages)
      .where(eq(landingPages.slug, 'for-agencies-test'));
    expect(pageRow).toMatchObject({ name: 'For Agencies', sortOrder: 40, displayInFooter: true });

    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^kind\s+slug\s+title\s+details\s+published\s+created/);
    expect(listed.output).toContain('books-deal');
    expect(listed.output).toContain('for-agencies-test');
    const pages = await run('list', 'pages');
    expect(pages.output).not.toContain('books-deal');
    expect(pages.output).toContain('order 40, footer');
  });

  it('refuses a file with clear messages and stores nothing', async () => {
    const before = await stored();
    const cases: [string, string, string][] = [
      [
        'article',
        ARTICLE.replace('type: ARTICLE', 'colour: blue'),
        m.unknownField('colour', 'article', [
          'title',
          'slug',
          'summary',
          'type',
          'availability',
          'image',
        ]),
      ],
      [
        'article',
        ARTICLE.replace('FREELANCER_AND_AGENCY', 'EVERYONE'),
        m.invalidChoice('availability', [
          'PUBLIC',
          'MEMBERS',
          'FREELANCER',
          'EMPLOYER',
          'AGENCY',
          'FREELANCER_AND_AGENCY',
          'EMPLOYER_AND_AGENCY',
        ]),
      ],
      ['article', ARTICLE.replace('slug: cv-that-gets-read', 'slug: CV That'), m.invalidSlug],
      [
        'article',
        ARTICLE.replace('summary: Six fixes that take an evening.\n', ''),
        m.missingField('summary'),
      ],
      [
        'article',
        ARTICLE.replace('images/desk.png', 'images/missing.png'),
        m.imageMissing('images/missing.png'),
      ],
      [
        'article',
        ARTICLE.replace('images/desk.png', 'images/fake.png'),
        m.imageType('images/fake.png'),
      ],
      [
        'article',
        ARTICLE.replace('images/desk.png', '../outside.png'),
        m.imagePath('../outside.png'),
      ],
      ['article', ARTICLE.replace('images/desk.png', '/etc/passwd'), m.imagePath('/etc/passwd')],
      [
        'deal',
        '---\ntitle: T\nslug: t\nsubtitle: S\nlink: http://www.example.com\n---\nText.\n',
        m.invalidLink,
      ],
      [
        'deal',
        '---\ntitle: T\nslug: t\nsubtitle: S\nlink: javascript:alert(1)\n---\nText.\n',
        m.invalidLink,
      ],
      ['page', '---\nname: N\nslug: n\nsort_order: soon\n---\nText.\n', m.invalidSortOrder],
      [
        'page',
        '---\nname: N\nslug: n\ndisplay_in_footer: yes\n---\nText.\n',
        m.invalidBoolean('display_in_footer'),
      ],
      ['page', '---\nname: N\nslug: n\n---\n\n', m.emptyBody],
    ];
    for (const [kind, text, message] of cases) {
      const path = await file('bad.md', text);
      expect(await run('save', kind, path)).toEqual({ code: 1, output: `bad.md: ${message}` });
    }
    expect(await stored()).toEqual(before);
    expect(await run('save', 'article', join(folder, 'nothing.md'))).toEqual({
      code: 1,
      output: m.fileUnreadable(join(folder, 'nothing.md')),
    });
  });

  it('answers its usage for a malformed command line, and NOT_FOUND for an unknown slug', async () => {
    for (const args of [
      [],
      ['save', 'post', 'x.md'],
      ['save', 'article'],
      ['list', 'posts'],
      ['remove', 'article', 'x'],
      ['save', 'article', 'x.md', '--now'],
    ]) {
      const answer = await run(...args);
      expect(answer.code).toBe(2);
      expect(answer.output).toBe(`Usage: admin ${m.usage}\n${m.kinds}`);
    }
    expect(await run('publish', 'page', 'nowhere')).toEqual({
      code: 1,
      output: m.notFound('page', 'nowhere'),
    });
  });
});
