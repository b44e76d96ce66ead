/**
 * The body of an article, a deal or a landing page: the rich-text document of
 * shared/rich-text.ts plus one block of its own, an image stored with the content
 * (`/files/<stored name>`, a `content-image` upload). Rendered as React elements like every
 * rich text, never as HTML. `normaliseContentDocument` is its gate, as `normaliseRichText`
 * is rich text's: it keeps images whose `src` is a served file and hands every other block to
 * `normaliseRichText`, so the two formats cannot drift apart.
 */
import { normaliseRichText, type RichTextBlock } from './rich-text';

export interface ContentImageBlock {
  type: 'image';
  attrs: { src: string; alt: string };
}

export type ContentBlock = RichTextBlock | ContentImageBlock;

export interface ContentDocument {
  type: 'doc';
  content: ContentBlock[];
}

/** A served file's path: `/files/` and a stored name (platform/files/file-store.ts). */
const IMAGE_SRC = /^\/files\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** Rich text's own ceiling on nodes (shared/rich-text.ts), for the blocks it never sees. */
const MAX_BLOCKS = 5000;

/** The longest alternative text kept: a sentence, not a payload. */
const MAX_ALT_LENGTH = 300;

/** Whether `src` is the path of a stored file, the only images a document may show. */
export function isContentImageSrc(src: unknown): src is string {
  return typeof src === 'string' && IMAGE_SRC.test(src);
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function imageOf(node: Node): ContentImageBlock | null {
  const attrs = isNode(node.attrs) ? node.attrs : {};
  if (!isContentImageSrc(attrs.src)) return null;
  const alt = typeof attrs.alt === 'string' ? attrs.alt.trim().slice(0, MAX_ALT_LENGTH) : '';
  return { type: 'image', attrs: { src: attrs.src, alt } };
}

/**
 * The document `value` holds (parsed JSON or its text) with only what the app renders:
 * images with a stored file's path, the rest as rich text keeps it; null when it is not a
 * document, or is too large or deep for rich text.
 */
export function normaliseContentDocument(value: unknown): ContentDocument | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isNode(parsed) || parsed.type !== 'doc') return null;
  const blocks: unknown[] = Array.isArray(parsed.content) ? parsed.content : [];
  if (blocks.length > MAX_BLOCKS) return null;
  const isImage = (block: unknown): block is Node => isNode(block) && block.type === 'image';
  // The whole text at once first: rich text's limits hold for the document, not per run.
  if (!normaliseRichText({ type: 'doc', content: blocks.filter((block) => !isImage(block)) })) {
    return null;
  }
  const content: ContentBlock[] = [];
  let run: unknown[] = [];
  const flush = () => {
    if (run.length === 0) return;
    content.push(...(normaliseRichText({ type: 'doc', content: run })?.content ?? []));
    run = [];
  };
  for (const block of blocks) {
    if (!isImage(block)) {
      run.push(block);
      continue;
    }
    flush();
    const image = imageOf(block);
    if (image) content.push(image);
  }
  flush();
  return { type: 'doc', content };
}
