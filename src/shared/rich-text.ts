/**
 * Rich text (a post's description): a small subset of the editor's (ProseMirror's) JSON,
 * stored as that JSON and rendered as React elements, never as HTML, so nothing typed can
 * run anywhere it is shown. `normaliseRichText` is the one gate: it keeps the allowed
 * nodes, marks and attributes, drops anything else, and refuses what is not a document.
 */
import { isPlainMailto } from './external-links';

export type RichTextMark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' }
  | { type: 'link'; attrs: { href: string } };

export type RichTextInline =
  { type: 'text'; text: string; marks?: RichTextMark[] } | { type: 'hardBreak' };

export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start: number }; content: RichTextListItem[] };

export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

export interface RichTextDoc {
  type: 'doc';
  content: RichTextBlock[];
}

/**
 * Past these a document is refused rather than walked (a hostile payload's depth or size).
 * A depth of 8 holds lists nested three deep; the editor refuses edits that would go past
 * either (ui/rich-text/extensions.ts), so only a payload not made by it is refused here.
 */
const MAX_DEPTH = 8;
const MAX_NODES = 5000;

/** The largest number an ordered list may start from (the editor's `3. ` starts one at 3). */
const MAX_LIST_START = 99_999;

/**
 * A link's address, kept only when it is http(s) or a plain mailto (one address, no query: a
 * mail client may read `?attach=` as a local file to send; shared/external-links.ts).
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'mailto:' && !isPlainMailto(url)) return null;
    return url.href;
  } catch {
    return null;
  }
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Walker {
  private nodes = 0;

  private count(depth: number): void {
    this.nodes += 1;
    if (this.nodes > MAX_NODES || depth > MAX_DEPTH) throw new RangeError('document too large');
  }

  doc(value: unknown): RichTextDoc | null {
    if (!isNode(value) || value.type !== 'doc') return null;
    return { type: 'doc', content: this.blocks(value.content, 1) };
  }

  private blocks(value: unknown, depth: number): RichTextBlock[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((node) => this.block(node, depth));
  }

  private block(node: unknown, depth: number): RichTextBlock[] {
    this.count(depth);
    if (!isNode(node)) return [];
    switch (node.type) {
      case 'paragraph':
        return [withContent({ type: 'paragraph' }, this.inlines(node.content, depth + 1))];
      case 'heading': {
        const level = isNode(node.attrs) && node.attrs.level === 3 ? 3 : 2;
        return [
          withContent({ type: 'heading', attrs: { level } }, this.inlines(node.content, depth + 1)),
        ];
      }
      case 'bulletList':
      case 'orderedList': {
        const items = Array.isArray(node.content) ? node.content : [];
        const content = items.flatMap((item) => this.listItem(item, depth + 1));
        if (content.length === 0) return [];
        const start = isNode(node.attrs) ? node.attrs.start : undefined;
        return node.type === 'orderedList' && isListStart(start) && start !== 1
          ? [{ type: 'orderedList', attrs: { start }, content }]
          : [{ type: node.type, content }];
      }
      default:
        return [];
    }
  }

  private listItem(node: unknown, depth: number): RichTextListItem[] {
    this.count(depth);
    if (!isNode(node) || node.type !== 'listItem') return [];
    const content = this.blocks(node.content, depth + 1);
    return [{ type: 'listItem', content: content.length > 0 ? content : [{ type: 'paragraph' }] }];
  }

  private inlines(value: unknown, depth: number): RichTextInline[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((node): RichTextInline[] => {
      this.count(depth);
      if (!isNode(node)) return [];
      if (node.type === 'hardBreak') return [{ type: 'hardBreak' }];
      if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') return [];
      const marks = this.marks(node.marks);
      return [
        marks.length > 0
          ? { type: 'text', text: node.text, marks }
          : { type: 'text', text: node.text },
      ];
    });
  }

  private marks(value: unknown): RichTextMark[] {
    if (!Array.isArray(value)) return [];
    const kept: RichTextMark[] = [];
    for (const mark of value) {
      if (!isNode(mark) || kept.some((other) => other.type === mark.type)) continue;
      if (mark.type === 'bold' || mark.type === 'italic' || mark.type === 'underline') {
        kept.push({ type: mark.type });
      } else if (mark.type === 'link') {
        const href = safeHref(isNode(mark.attrs) ? mark.attrs.href : undefined);
        if (href) kept.push({ type: 'link', attrs: { href } });
      }
    }
    return kept;
  }
}

function isListStart(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LIST_START
  );
}

function withContent<B extends { type: string }>(block: B, content: RichTextInline[]) {
  return (content.length > 0 ? { ...block, content } : block) as RichTextBlock;
}

/**
 * The document `value` holds (parsed JSON or its serialised text), with only what the
 * app renders; null when it is not a document or is too large or deep.
 */
export function normaliseRichText(value: unknown): RichTextDoc | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  try {
    return new Walker().doc(parsed);
  } catch {
    return null;
  }
}

/**
 * What a rich-text form field holds for `value` (an editor's document): the normalised
 * document serialised, or '' when it has no words, so a required field's message shows.
 */
export function richTextFieldValue(value: unknown): string {
  const doc = normaliseRichText(value);
  return doc && richTextPlainText(doc) !== '' ? JSON.stringify(doc) : '';
}

/** An email address as typed for a link (no scheme, no spaces, a dotted domain). */
const EMAIL_ADDRESS = /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/;

/**
 * The href for an address someone typed for a link, or null when it is not one the app
 * keeps. One typed without a scheme gets https:// (a bare email address gets mailto:); a
 * web address needs a dotted host and no user name or password, a mailto an email address.
 * `localhost:3000` and `example.com:8080` count as scheme-less (a colon before digits is a
 * port), `javascript:alert(1)` does not.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  const withScheme = hasScheme
    ? text
    : EMAIL_ADDRESS.test(text)
      ? `mailto:${text}`
      : `https://${text}`;
  const href = safeHref(withScheme);
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol === 'mailto:') {
    return EMAIL_ADDRESS.test(decodeURIComponentSafely(url.pathname)) ? href : null;
  }
  if (url.username !== '' || url.password !== '') return null;
  return /^[^.]+(\.[^.]+)+$/.test(url.hostname) ? href : null;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/** The words of a document: blocks on their own lines, list items too. */
export function richTextPlainText(doc: RichTextDoc | null): string {
  if (!doc) return '';
  const lines: string[] = [];
  const inline = (content: RichTextInline[] | undefined) =>
    (content ?? []).map((node) => (node.type === 'text' ? node.text : '\n')).join('');
  const walk = (blocks: RichTextBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph' || block.type === 'heading') lines.push(inline(block.content));
      else for (const item of block.content) walk(item.content);
    }
  };
  walk(doc.content);
  return lines.join('\n').trim();
}

/** A document of plain paragraphs (blank lines between them), for seeds and tests. */
export function richTextFromPlain(text: string): RichTextDoc {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    type: 'doc',
    content: paragraphs.map((part) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: part }],
    })),
  };
}

/** An empty document: what a new form's editor starts from. */
export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [] };
