/**
 * A Markdown file (markdown.ts) as the row it saves: the front matter checked field by field
 * for its kind (an article, a deal or a landing page), the text as a content document whose
 * images are the stored files `imageUrl` names. The admin commands and the demo seed both
 * save content through here, so a demo file is held to what an admin's is.
 */
import {
  ARTICLE_TYPES,
  AVAILABILITIES,
  type ArticleType,
  type Availability,
} from '../../../shared/content';
import { normaliseContentDocument, type ContentDocument } from '../../../shared/content-document';
import { messages } from '../../../shared/messages';
import { richTextPlainText, type RichTextBlock, type RichTextDoc } from '../../../shared/rich-text';
import { imagePaths, MarkdownError, parseMarkdown, type MarkdownDocument } from './markdown';

const m = messages.content.admin;

export const CONTENT_KINDS = ['article', 'deal', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** Each kind's front matter fields (docs/content.md). */
const FIELDS: Record<ContentKind, readonly string[]> = {
  article: ['title', 'slug', 'summary', 'type', 'availability', 'image'],
  deal: ['title', 'slug', 'subtitle', 'link', 'availability', 'image'],
  page: ['name', 'slug', 'sort_order', 'display_in_footer'],
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 100;
const MAX_TITLE = 200;
const MAX_SUMMARY = 500;
const MAX_SORT_ORDER = 10_000;

export interface ArticleEntry {
  kind: 'article';
  slug: string;
  title: string;
  summary: string;
  type: ArticleType;
  availability: Availability;
  image: string | null;
  content: string;
}

export interface DealEntry {
  kind: 'deal';
  slug: string;
  title: string;
  subtitle: string;
  link: string;
  availability: Availability;
  image: string | null;
  content: string;
}

export interface PageEntry {
  kind: 'page';
  slug: string;
  name: string;
  sortOrder: number;
  displayInFooter: boolean;
  content: string;
}

export type ContentEntry = ArticleEntry | DealEntry | PageEntry;

/** A file read, before its images are stored: which images it needs, and the rest. */
export interface ContentDraft {
  kind: ContentKind;
  slug: string;
  /** Relative paths as written: the cover first when there is one, then the text's. */
  images: string[];
  /** The entry, once each image path has its served path (`/files/<stored name>`). */
  entry(imageUrl: (path: string) => string): ContentEntry;
}

/** Reads a Markdown file of `kind`; MarkdownError names the first thing to fix. */
export function readContentFile(kind: ContentKind, source: string): ContentDraft {
  const { fields, body } = parseMarkdown(source);
  for (const name of fields.keys()) {
    if (!FIELDS[kind].includes(name))
      throw new MarkdownError(m.unknownField(name, kind, FIELDS[kind]));
  }
  const field = new FieldReader(fields);
  const slug = field.required('slug', MAX_SLUG);
  if (!SLUG.test(slug)) throw new MarkdownError(m.invalidSlug);
  const text: RichTextDoc = {
    type: 'doc',
    content: body.content.filter((block): block is RichTextBlock => block.type !== 'image'),
  };
  if (richTextPlainText(text) === '' && imagePaths(body).length === 0) {
    throw new MarkdownError(m.emptyBody);
  }
  const cover = kind === 'page' ? null : field.optional('image');
  const images = [...new Set([...(cover ? [cover] : []), ...imagePaths(body)])];
  for (const path of images) {
    if (!isRelativeImagePath(path)) throw new MarkdownError(m.imagePath(path));
  }

  const values = valuesOf(kind, slug, field);
  return {
    kind,
    slug,
    images,
    entry: (imageUrl) => {
      const content = JSON.stringify(documentOf(body, imageUrl));
      // An image with no stored file (a demo without a data folder) is left out.
      const image = cover ? imageUrl(cover) || null : null;
      switch (values.kind) {
        case 'article':
        case 'deal':
          return { ...values, image, content };
        case 'page':
          return { ...values, content };
      }
    },
  };
}

type EntryValues =
  | Omit<ArticleEntry, 'image' | 'content'>
  | Omit<DealEntry, 'image' | 'content'>
  | Omit<PageEntry, 'content'>;

function valuesOf(kind: ContentKind, slug: string, field: FieldReader): EntryValues {
  switch (kind) {
    case 'article':
      return {
        kind,
        slug,
        title: field.required('title', MAX_TITLE),
        summary: field.required('summary', MAX_SUMMARY),
        type: field.choice('type', ARTICLE_TYPES, 'ARTICLE'),
        availability: field.choice('availability', AVAILABILITIES, 'PUBLIC'),
      };
    case 'deal': {
      const link = field.required('link', 2000);
      if (!isHttpsUrl(link)) throw new MarkdownError(m.invalidLink);
      return {
        kind,
        slug,
        title: field.required('title', MAX_TITLE),
        subtitle: field.required('subtitle', MAX_TITLE),
        link: new URL(link).href,
        availability: field.choice('availability', AVAILABILITIES, 'MEMBERS'),
      };
    }
    case 'page':
      return {
        kind,
        slug,
        name: field.required('name', MAX_TITLE),
        sortOrder: field.sortOrder(),
        displayInFooter: field.boolean('display_in_footer'),
      };
  }
}

class FieldReader {
  constructor(private readonly fields: ReadonlyMap<string, string>) {}

  optional(name: string): string | null {
    const value = this.fields.get(name)?.trim() ?? '';
    return value === '' ? null : value;
  }

  required(name: string, max: number): string {
    const value = this.optional(name);
    if (value === null) throw new MarkdownError(m.missingField(name));
    if (value.length > max) throw new MarkdownError(m.tooLong(name, max));
    return value;
  }

  choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.optional(name);
    if (value === null) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      throw new MarkdownError(m.invalidChoice(name, allowed));
    }
    return value as T;
  }

  sortOrder(): number {
    const value = this.optional('sort_order');
    if (value === null) return 0;
    if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_SORT_ORDER) {
      throw new MarkdownError(m.invalidSortOrder);
    }
    return Number(value);
  }

  boolean(name: string): boolean {
    const value = this.optional(name);
    if (value === null || value === 'false') return false;
    if (value === 'true') return true;
    throw new MarkdownError(m.invalidBoolean(name));
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '';
  } catch {
    return false;
  }
}

/**
 * A path inside the Markdown file's folder: relative, no `..`, no scheme. Images come from
 * the author's folder, never from the web or elsewhere on the machine.
 */
export function isRelativeImagePath(path: string): boolean {
  if (path.length > 300 || /^[a-z][a-z0-9+.-]*:/i.test(path) || /^[/\\]/.test(path)) return false;
  return path.split(/[/\\]/).every((part) => part !== '' && part !== '..' && part !== '.');
}

function documentOf(body: MarkdownDocument, imageUrl: (path: string) => string): ContentDocument {
  const doc = normaliseContentDocument({
    type: 'doc',
    content: body.content.map((block) =>
      block.type === 'image'
        ? { type: 'image', attrs: { src: imageUrl(block.attrs.src), alt: block.attrs.alt } }
        : block,
    ),
  });
  if (!doc) throw new MarkdownError(m.tooLarge);
  return doc;
}
