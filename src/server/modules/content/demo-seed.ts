/**
 * The demo's community content (docs/content.md): the articles, deals and landing pages
 * written as Markdown under demo-content/, read through the admin commands' own reader
 * (modules/content/content-entry.ts) so the demo holds to what an admin's files must, and
 * seeded once per database with the rest of the demo content (seedDemo), one statement a
 * table. A file's name starts with how many days ago it was published (`03-…md`), so the
 * lists come out newest first. Its images are drawn here (no binary is shipped) and stored as
 * ownerless `content-image` files; the demo snapshot carries them, and its first start
 * moves the dates (settleCommunityContent).
 */
import { basename } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { articles, deals, files, landingPages } from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { contentOf, type DemoDrawing } from '../../platform/demo-seed-kit';
import { CONTENT_IMAGE_KIND } from './content-admin';
import {
  type ArticleEntry,
  type ContentDraft,
  type ContentKind,
  type DealEntry,
  type PageEntry,
  readContentFile,
} from './content-entry';

/**
 * The Markdown sources, embedded in the bundle (the packaged app has no source folder). Asked
 * for only when seeding: journeys import the demo's constants through a loader without Vite.
 */
function sources(): Record<string, string> {
  return import.meta.glob<string>('./demo-content/*/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
}

const FOLDERS: Readonly<Record<string, ContentKind>> = {
  articles: 'article',
  deals: 'deal',
  pages: 'page',
};

export interface CommunityFile {
  /** Where it is, under demo-content/. */
  path: string;
  kind: ContentKind;
  daysAgo: number;
  draft: ContentDraft;
}

let read: readonly CommunityFile[] | undefined;

/** Every demo file, read and checked (a malformed one throws: the seed tests read them all). */
export function communityFiles(): readonly CommunityFile[] {
  if (read) return read;
  const found = sources();
  read = Object.keys(found)
    .sort()
    .map((path) => {
      const match = /\/demo-content\/([a-z]+)\/(\d{2,3})-[a-z0-9-]+\.md$/.exec(path);
      const kind = match ? FOLDERS[match[1]!] : undefined;
      if (!match || !kind) throw new Error(`Not a community content file: ${path}`);
      try {
        return {
          path: path.replace(/^.*\/demo-content\//, ''),
          kind,
          daysAgo: Number(match[2]),
          draft: readContentFile(kind, found[path]!),
        };
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    });
  return read;
}

/** The name a community image is stored under. */
const imageFileName = (path: string) => `community-${basename(path)}`;

type Rgb = readonly [number, number, number];

/** Background, shape and highlight: calm colours that sit behind a card's title. */
const PALETTES: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [15, 118, 110],
    [94, 234, 212],
    [240, 253, 250],
  ],
  [
    [55, 48, 163],
    [165, 180, 252],
    [238, 242, 255],
  ],
  [
    [180, 83, 9],
    [252, 211, 77],
    [255, 251, 235],
  ],
  [
    [190, 18, 60],
    [253, 164, 175],
    [255, 241, 242],
  ],
  [
    [30, 41, 59],
    [148, 163, 184],
    [241, 245, 249],
  ],
  [
    [22, 101, 52],
    [134, 239, 172],
    [240, 253, 244],
  ],
  [
    [3, 105, 161],
    [125, 211, 252],
    [240, 249, 255],
  ],
  [
    [109, 40, 217],
    [196, 181, 253],
    [245, 243, 255],
  ],
];

/** A stable number from a name (FNV-1a), so an image is drawn the same every time. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const IMAGE_SIZE = 240;

/** An abstract picture for `name`: one of five motifs in one of the palettes. */
function drawImage(name: string, draw: DemoDrawing): Buffer {
  const hash = hashOf(name);
  const [background, shape, light] = PALETTES[hash % PALETTES.length]!;
  const size = IMAGE_SIZE;
  const motif = (hash >>> 8) % 5;
  const heights = [0, 1, 2, 3, 4].map((bar) => 0.25 + (((hash >>> (bar * 3)) & 7) / 7) * 0.55);
  return draw.png(size, (x, y) => {
    switch (motif) {
      case 0: {
        // Rings around a point off the centre.
        const ring = Math.floor(Math.hypot(x - size * 0.3, y - size * 0.7) / (size * 0.09));
        return ring % 2 === 0 ? shape : background;
      }
      case 1:
        // Diagonal bands, one of them light.
        return Math.floor((x + y) / (size * 0.12)) % 5 === 2
          ? light
          : Math.floor((x + y) / (size * 0.12)) % 2 === 0
            ? shape
            : background;
      case 2: {
        // A bar chart on a light floor.
        const bar = Math.floor((x - size * 0.1) / (size * 0.16));
        const inBar = bar >= 0 && bar < 5 && (x - size * 0.1) % (size * 0.16) < size * 0.11;
        if (y > size * 0.85) return light;
        return inBar && y > size * 0.85 - heights[bar]! * size * 0.75 ? shape : background;
      }
      case 3: {
        // A grid of dots, every third one light.
        const cell = size / 6;
        const cx = Math.floor(x / cell);
        const cy = Math.floor(y / cell);
        const dot = Math.hypot((x % cell) - cell / 2, (y % cell) - cell / 2) <= cell * 0.3;
        if (!dot) return background;
        return (cx + cy) % 3 === 0 ? light : shape;
      }
      default: {
        // A large sun rising from a corner and a small moon.
        if (Math.hypot(x - size, y - size) <= size * 0.75) return shape;
        return Math.hypot(x - size * 0.25, y - size * 0.25) <= size * 0.1 ? light : background;
      }
    }
  });
}

export interface CommunityContentKit {
  now: Date;
  /** Where the images go; none for a database without a data folder (then no images). */
  store: FileStore | undefined;
  /** The stored names written, for seedDemo to remove if the transaction fails. */
  written: string[];
  draw: DemoDrawing;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's articles, deals and landing pages, all published. */
export async function seedCommunityContent(tx: Database, kit: CommunityContentKit): Promise<void> {
  const all = communityFiles();
  const urls = await storeCommunityImages(tx, kit, [
    ...new Set(all.flatMap((file) => file.draft.images)),
  ]);
  const dated = all.map((file, index) => {
    // A minute apart within a day, so the order never rests on the id alone.
    const createdAt = new Date(kit.now.getTime() - file.daysAgo * DAY_MS - index * 60_000);
    const stamps = { createdAt, updatedAt: createdAt, publishedAt: createdAt };
    return { entry: file.draft.entry((path) => urls.get(path) ?? ''), stamps };
  });
  const articleRows = dated.flatMap(({ entry: { kind, ...values }, stamps }) =>
    kind === 'article' ? [{ ...(values as Omit<ArticleEntry, 'kind'>), ...stamps }] : [],
  );
  const dealRows = dated.flatMap(({ entry: { kind, ...values }, stamps }) =>
    kind === 'deal' ? [{ ...(values as Omit<DealEntry, 'kind'>), ...stamps }] : [],
  );
  const pageRows = dated.flatMap(({ entry: { kind, ...values }, stamps }) =>
    kind === 'page' ? [{ ...(values as Omit<PageEntry, 'kind'>), ...stamps }] : [],
  );
  if (articleRows.length > 0) await tx.insert(articles).values(articleRows).onConflictDoNothing();
  if (dealRows.length > 0) await tx.insert(deals).values(dealRows).onConflictDoNothing();
  if (pageRows.length > 0) await tx.insert(landingPages).values(pageRows).onConflictDoNothing();
}

/** Draws and stores the images with their ownerless file rows (one statement); paths by source path. */
async function storeCommunityImages(
  tx: Database,
  { store, written, draw }: CommunityContentKit,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!store || paths.length === 0) return urls;
  const rows = await Promise.all(
    paths.map(async (path) => {
      const originalName = imageFileName(path);
      const bytes = drawImage(originalName, draw);
      const storedName = newStoredName('png');
      written.push(storedName);
      await store.write(storedName, contentOf(bytes));
      urls.set(path, `/files/${storedName}`);
      return {
        ownerId: null,
        kind: CONTENT_IMAGE_KIND,
        storedName,
        originalName,
        contentType: 'image/png',
        size: bytes.byteLength,
      };
    }),
  );
  await tx.insert(files).values(rows);
  return urls;
}

/**
 * The demo snapshot's first start: the content's dates move forward by the time since it
 * was seeded (`later`), as the posts' do.
 */
export async function settleCommunityContent(
  tx: Database,
  later: (column: AnyPgColumn) => SQL,
): Promise<void> {
  for (const table of [articles, deals, landingPages]) {
    await tx.update(table).set({
      createdAt: later(table.createdAt),
      updatedAt: later(table.updatedAt),
      publishedAt: later(table.publishedAt),
    });
  }
}
