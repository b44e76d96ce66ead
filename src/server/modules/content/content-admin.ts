/**
 * Writing community content: what `npm run admin -- content …` does (cli/admin/content.ts).
 * A saved file's images (its cover and those in its text) are checked by their content and
 * stored as `content-image` files with no owner; they live as long as the row that shows
 * them (the unreferenced-files sweep leaves ownerless files alone), so replacing or deleting
 * a row removes the images only it used.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { isContentImageSrc, normaliseContentDocument } from '../../../shared/content-document';
import { messages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { articles, deals, files, landingPages } from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { sniffContentType } from '../../platform/files/sniff';
import { cleanOriginalName, FILES_PATH, fileUrl, UPLOAD_RULES } from '../files';
import type { ContentDraft, ContentEntry, ContentKind } from './content-entry';
import { MarkdownError } from './markdown';

const m = messages.content.admin;

/** The upload kind of every image of community content (files/rules.ts). */
export const CONTENT_IMAGE_KIND = 'content-image';
const rule = UPLOAD_RULES[CONTENT_IMAGE_KIND];

const TABLES = { article: articles, deal: deals, page: landingPages } as const;

export interface SavedContent {
  created: boolean;
  published: boolean;
}

/** One row of `content list`. */
export interface ListedContent {
  kind: ContentKind;
  slug: string;
  title: string;
  /** Articles: type and availability; deals: availability; pages: order and footer. */
  detail: string;
  publishedAt: Date | null;
  createdAt: Date;
}

/** An image the file names: its bytes, and the name it had for the files table. */
export interface ImageSource {
  bytes: Uint8Array;
  name: string;
}

/** The served paths of every image a row shows: its cover and those in its document. */
export function imagesOf(row: { image?: string | null; content: string }): string[] {
  const inText =
    normaliseContentDocument(row.content)?.content.flatMap((block) =>
      block.type === 'image' ? [block.attrs.src] : [],
    ) ?? [];
  return [...new Set([row.image, ...inText].filter(isContentImageSrc))];
}

const storedNameOf = (src: string) => src.slice(FILES_PATH.length + 1);

export class ContentAdmin {
  constructor(
    private readonly db: Database,
    private readonly store: FileStore | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates or updates the row with the draft's slug, its images stored first. `publish`
   * publishes it (a published row keeps its date); without it a new row is a draft and an
   * existing one keeps its state.
   */
  async save(
    draft: ContentDraft,
    readImage: (path: string) => Promise<ImageSource>,
    publish: boolean,
  ): Promise<SavedContent> {
    const stored = await this.storeImages(draft.images, readImage);
    const urls = new Map(stored.map((image) => [image.path, fileUrl(image.storedName)]));
    try {
      const entry = draft.entry((path) => urls.get(path)!);
      const result = await this.db.transaction(async (tx) => {
        if (stored.length > 0) {
          await tx.insert(files).values(
            stored.map((image) => ({
              ownerId: null,
              kind: CONTENT_IMAGE_KIND,
              storedName: image.storedName,
              originalName: cleanOriginalName(image.name),
              contentType: image.contentType,
              size: image.size,
            })),
          );
        }
        const before = await currentRow(tx, entry.kind, entry.slug);
        const publishedAt = before?.publishedAt ?? (publish ? this.now() : null);
        await upsert(tx, entry, publishedAt, this.now());
        return { before, publishedAt };
      });
      // What the old version showed and this one does not.
      if (result.before) {
        const kept = new Set(urls.values());
        await this.removeImages(imagesOf(result.before).filter((src) => !kept.has(src)));
      }
      return { created: !result.before, published: result.publishedAt !== null };
    } catch (error) {
      await Promise.all(stored.map((image) => this.store?.remove(image.storedName)));
      throw error;
    }
  }

  /** Publishes (now, unless it already is) or unpublishes; false when there is no such row. */
  async setPublished(kind: ContentKind, slug: string, published: boolean): Promise<boolean> {
    const table = TABLES[kind];
    const rows = await this.db
      .update(table)
      .set(
        published
          ? { publishedAt: this.now(), updatedAt: this.now() }
          : { publishedAt: null, updatedAt: this.now() },
      )
      .where(and(eq(table.slug, slug), published ? isNull(table.publishedAt) : undefined))
      .returning({ id: table.id });
    if (rows.length > 0 || !published) return rows.length > 0;
    // Already published: it stays as it is.
    const [row] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.slug, slug))
      .limit(1);
    return row !== undefined;
  }

  /** Every row of the kinds asked for, drafts too, newest first. */
  async list(kinds: readonly ContentKind[]): Promise<ListedContent[]> {
    const listed: ListedContent[] = [];
    for (const kind of kinds) {
      if (kind === 'article') {
        const rows = await this.db.select().from(articles).orderBy(desc(articles.createdAt));
        listed.push(
          ...rows.map((row) => ({
            kind,
            slug: row.slug,
            title: row.title,
            detail: `${row.type} ${row.availability}`,
            publishedAt: row.publishedAt,
            createdAt: row.createdAt,
          })),
        );
      } else if (kind === 'deal') {
        const rows = await this.db.select().from(deals).orderBy(desc(deals.createdAt));
        listed.push(
          ...rows.map((row) => ({
            kind,
            slug: row.slug,
            title: row.title,
            detail: row.availability,
            publishedAt: row.publishedAt,
            createdAt: row.createdAt,
          })),
        );
      } else {
        const rows = await this.db
          .select()
          .from(landingPages)
          .orderBy(landingPages.sortOrder, landingPages.name);
        listed.push(
          ...rows.map((row) => ({
            kind,
            slug: row.slug,
            title: row.name,
            detail: `order ${row.sortOrder}${row.displayInFooter ? ', footer' : ''}`,
            publishedAt: row.publishedAt,
            createdAt: row.createdAt,
          })),
        );
      }
    }
    return listed;
  }

  /** Deletes the row and the images only it showed; null when there is no such row. */
  async delete(kind: ContentKind, slug: string): Promise<{ title: string; images: number } | null> {
    const table = TABLES[kind];
    const [row] = await this.db
      .delete(table)
      .where(eq(table.slug, slug))
      .returning({
        content: table.content,
        title: kind === 'page' ? landingPages.name : TABLES[kind].title,
        ...(kind === 'page' ? {} : { image: TABLES[kind].image }),
      });
    if (!row) return null;
    const images = imagesOf(row);
    await this.removeImages(images);
    return { title: row.title, images: images.length };
  }

  private async storeImages(
    paths: readonly string[],
    readImage: (path: string) => Promise<ImageSource>,
  ) {
    if (paths.length > 0 && !this.store) throw new MarkdownError(m.noFileStore);
    const stored: {
      path: string;
      name: string;
      storedName: string;
      contentType: string;
      size: number;
    }[] = [];
    try {
      for (const path of paths) {
        const { bytes, name } = await readImage(path);
        if (bytes.byteLength > rule.maxBytes) {
          throw new MarkdownError(m.imageTooLarge(path, rule.maxBytes / 1_048_576));
        }
        const type = sniffContentType(Buffer.from(bytes.subarray(0, 64)));
        if (!type || !(rule.contentTypes as readonly string[]).includes(type.contentType)) {
          throw new MarkdownError(m.imageType(path));
        }
        const storedName = newStoredName(type.extension);
        await this.store!.write(storedName, contentOf(bytes));
        stored.push({
          path,
          name,
          storedName,
          contentType: type.contentType,
          size: bytes.byteLength,
        });
      }
    } catch (error) {
      await Promise.all(stored.map((image) => this.store!.remove(image.storedName)));
      throw error;
    }
    return stored;
  }

  /** Removes content images (rows and bytes): only ownerless `content-image` files. */
  private async removeImages(srcs: readonly string[]): Promise<void> {
    if (srcs.length === 0) return;
    const removed = await this.db
      .delete(files)
      .where(
        and(
          inArray(files.storedName, srcs.map(storedNameOf)),
          eq(files.kind, CONTENT_IMAGE_KIND),
          isNull(files.ownerId),
        ),
      )
      .returning({ storedName: files.storedName });
    await Promise.all(removed.map((file) => this.store?.remove(file.storedName)));
  }
}

interface CurrentRow {
  publishedAt: Date | null;
  content: string;
  image: string | null;
}

/** The row a save replaces, locked until the save commits; undefined for a new one. */
async function currentRow(
  tx: Database,
  kind: ContentKind,
  slug: string,
): Promise<CurrentRow | undefined> {
  if (kind === 'page') {
    const [row] = await tx
      .select({ publishedAt: landingPages.publishedAt, content: landingPages.content })
      .from(landingPages)
      .where(eq(landingPages.slug, slug))
      .limit(1)
      .for('update');
    return row && { ...row, image: null };
  }
  const table = kind === 'article' ? articles : deals;
  const [row] = await tx
    .select({ publishedAt: table.publishedAt, content: table.content, image: table.image })
    .from(table)
    .where(eq(table.slug, slug))
    .limit(1)
    .for('update');
  return row;
}

async function upsert(
  tx: Database,
  entry: ContentEntry,
  publishedAt: Date | null,
  now: Date,
): Promise<void> {
  switch (entry.kind) {
    case 'article': {
      const { kind: _kind, ...values } = entry;
      await tx
        .insert(articles)
        .values({ ...values, publishedAt })
        .onConflictDoUpdate({
          target: articles.slug,
          set: { ...values, publishedAt, updatedAt: now },
        });
      return;
    }
    case 'deal': {
      const { kind: _kind, ...values } = entry;
      await tx
        .insert(deals)
        .values({ ...values, publishedAt })
        .onConflictDoUpdate({
          target: deals.slug,
          set: { ...values, publishedAt, updatedAt: now },
        });
      return;
    }
    case 'page': {
      const { kind: _kind, ...values } = entry;
      await tx
        .insert(landingPages)
        .values({ ...values, publishedAt })
        .onConflictDoUpdate({
          target: landingPages.slug,
          set: { ...values, publishedAt, updatedAt: now },
        });
      return;
    }
  }
}

async function* contentOf(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
