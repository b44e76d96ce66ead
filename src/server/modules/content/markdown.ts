/**
 * The Markdown the admin writes community content in (docs/content.md), turned into a
 * content document (shared/content-document.ts). A small subset on purpose: headings,
 * paragraphs, bold, italic, links, bullet and numbered lists (nested), hard breaks and images
 * on a line of their own. Anything else (raw HTML, code, quotes) stays as the text typed: the
 * document holds no markup, so nothing in a file can run where it is shown. A front matter
 * block (`---` … `---`) before the text gives its fields, as plain `name: value` lines.
 */
import { messages } from '../../../shared/messages';
import type { RichTextBlock, RichTextInline, RichTextMark } from '../../../shared/rich-text';
import { safeHref } from '../../../shared/rich-text';

const m = messages.content.admin;

/** A file the admin must fix: the message says what and where. */
export class MarkdownError extends Error {
  override readonly name = 'MarkdownError';
}

/** An image block as written: `src` is still the path relative to the Markdown file. */
export interface MarkdownImage {
  type: 'image';
  attrs: { src: string; alt: string };
}

export type MarkdownBlock = RichTextBlock | MarkdownImage;

export interface MarkdownDocument {
  type: 'doc';
  content: MarkdownBlock[];
}

export interface ParsedMarkdown {
  /** The front matter's fields as written (values trimmed, quotes taken off). */
  fields: Map<string, string>;
  body: MarkdownDocument;
}

/** Lists nest at most this deep (what rich text holds: shared/rich-text.ts). */
const MAX_LIST_DEPTH = 3;

/** Past this the file is refused rather than parsed: articles are pages, not books. */
const MAX_MARKDOWN_LENGTH = 100_000;

/**
 * How far bold, italic and links nest, and how far ahead their closing delimiter is looked
 * for: past these a delimiter is plain text, so no paragraph costs more than a linear scan.
 */
const MAX_INLINE_DEPTH = 6;
const MAX_SPAN = 1000;

/** Splits the front matter from the text and converts the text. */
export function parseMarkdown(source: string): ParsedMarkdown {
  if (source.length > MAX_MARKDOWN_LENGTH) throw new MarkdownError(m.tooLarge);
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== '---') throw new MarkdownError(m.noFrontMatter);
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) throw new MarkdownError(m.unclosedFrontMatter);
  return {
    fields: frontMatter(lines.slice(1, end)),
    body: markdownToDocument(lines.slice(end + 1).join('\n')),
  };
}

function frontMatter(lines: readonly string[]): Map<string, string> {
  const fields = new Map<string, string>();
  lines.forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(line.trim());
    if (!match) throw new MarkdownError(m.frontMatterLine(index + 2));
    const [, name, raw] = match as unknown as [string, string, string];
    if (fields.has(name)) throw new MarkdownError(m.duplicateField(name));
    fields.set(name, unquote(raw.trim()));
  });
  return fields;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? quoted[1]!.replace(/\\"/g, '"') : value;
}

/** The document Markdown text makes (no front matter). */
export function markdownToDocument(text: string): MarkdownDocument {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return { type: 'doc', content: blocks(lines, 0) };
}

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const IMAGE_LINE = /^ {0,3}!\[([^\]]*)\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)\s*$/;
const LIST_ITEM = /^( *)([-*+]|(\d{1,5})[.)])( +|$)(.*)$/;
const RULE = /^ {0,3}([-*_])( *\1){2,} *$/;

interface ListMarker {
  indent: number;
  ordered: boolean;
  start: number;
  /** Where the item's text begins: its continuation lines are indented this far. */
  contentIndent: number;
  text: string;
}

function listMarker(line: string): ListMarker | null {
  const match = LIST_ITEM.exec(line);
  if (!match || RULE.test(line)) return null;
  const [, spaces = '', marker = '', number, gap = '', rest = ''] = match;
  return {
    indent: spaces.length,
    ordered: number !== undefined,
    start: number === undefined ? 1 : Number(number),
    contentIndent: spaces.length + marker.length + Math.max(Math.min(gap.length, 4), 1),
    text: rest,
  };
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isBlank = (line: string) => line.trim() === '';

function blocks(lines: readonly string[], listDepth: number): MarkdownBlock[] {
  const out: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) {
      const content = inlineText(paragraph);
      if (content.length > 0) out.push({ type: 'paragraph', content });
    }
    paragraph = [];
  };

  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (isBlank(line)) {
      endParagraph();
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      const content = inlineText([heading[2]!]);
      const level = heading[1]!.length <= 2 ? 2 : 3;
      if (content.length > 0) out.push({ type: 'heading', attrs: { level }, content });
      index += 1;
      continue;
    }
    // Images are blocks of the document itself; inside a list item only their words stay.
    const image = listDepth === 0 ? IMAGE_LINE.exec(line) : null;
    if (image) {
      endParagraph();
      out.push({ type: 'image', attrs: { src: image[2]!, alt: image[1]!.trim() } });
      index += 1;
      continue;
    }
    if (RULE.test(line)) {
      // A thematic break has no block here: it only ends the paragraph.
      endParagraph();
      index += 1;
      continue;
    }
    const marker = listMarker(line);
    // A number inside a sentence that wrapped onto a new line does not start a list.
    if (marker && !(paragraph.length > 0 && marker.ordered && marker.start !== 1)) {
      endParagraph();
      if (listDepth >= MAX_LIST_DEPTH) throw new MarkdownError(m.tooDeep);
      const list = listAt(lines, index, listDepth);
      out.push(list.block);
      index = list.next;
      continue;
    }
    paragraph.push(line);
    index += 1;
  }
  endParagraph();
  return out;
}

/** The list starting at `lines[start]`, and the index of the first line after it. */
function listAt(
  lines: readonly string[],
  start: number,
  listDepth: number,
): { block: RichTextBlock; next: number } {
  const first = listMarker(lines[start]!)!;
  const items: { type: 'listItem'; content: RichTextBlock[] }[] = [];
  let index = start;
  while (index < lines.length) {
    const marker = listMarker(lines[index]!);
    if (!marker || marker.ordered !== first.ordered || marker.indent > first.indent + 3) break;
    const itemLines = [marker.text];
    index += 1;
    let previousBlank = false;
    while (index < lines.length) {
      const line = lines[index]!;
      if (isBlank(line)) {
        previousBlank = true;
        itemLines.push('');
        index += 1;
        continue;
      }
      const indent = indentOf(line);
      const lazy = !previousBlank && !listMarker(line) && !HEADING.test(line);
      if (indent <= marker.indent && !lazy) break;
      if (indent <= marker.indent && lazy && IMAGE_LINE.test(line)) break;
      previousBlank = false;
      itemLines.push(line.slice(Math.min(indent, marker.contentIndent)));
      index += 1;
    }
    while (itemLines.length > 0 && isBlank(itemLines.at(-1)!)) itemLines.pop();
    const content = blocks(itemLines, listDepth + 1).filter(
      (block): block is RichTextBlock => block.type !== 'image',
    );
    items.push({
      type: 'listItem',
      content: content.length > 0 ? content : [{ type: 'paragraph' }],
    });
    // A blank line then something not indented ends the list.
    if (index < lines.length && !listMarker(lines[index]!)) break;
  }
  const block: RichTextBlock = first.ordered
    ? first.start !== 1
      ? { type: 'orderedList', attrs: { start: first.start }, content: items }
      : { type: 'orderedList', content: items }
    : { type: 'bulletList', content: items };
  return { block, next: index };
}

/**
 * A paragraph's lines as inline nodes. A line ending in two spaces or a backslash breaks
 * there; other line ends are spaces, as in Markdown.
 */
function inlineText(lines: readonly string[]): RichTextInline[] {
  const text = lines
    .map((line, index) => {
      const last = index === lines.length - 1;
      const trimmed = line.trimStart();
      if (last) return trimmed.trimEnd();
      if (/( {2,}|\\)$/.test(trimmed)) return `${trimmed.replace(/( +|\\)$/, '')}\n`;
      return `${trimmed.trimEnd()} `;
    })
    .join('');
  return merge(new InlineParser(text).parse(0, text.length, []));
}

/** Characters a backslash turns into plain text. */
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!<>|~"']/;

class InlineParser {
  constructor(private readonly text: string) {}

  /** Inline nodes for `text[from, to)`, each with `marks` and what it adds. */
  parse(from: number, to: number, marks: readonly RichTextMark[], depth = 0): RichTextInline[] {
    const out: RichTextInline[] = [];
    let plain = '';
    const flush = () => {
      if (plain !== '') out.push(textNode(plain, marks));
      plain = '';
    };
    let index = from;
    while (index < to) {
      const char = this.text[index]!;
      if (char === '\\' && index + 1 < to && ESCAPABLE.test(this.text[index + 1]!)) {
        plain += this.text[index + 1];
        index += 2;
        continue;
      }
      if (char === '\n') {
        flush();
        out.push({ type: 'hardBreak' });
        index += 1;
        continue;
      }
      const nests = depth < MAX_INLINE_DEPTH;
      const emphasis = nests && (char === '*' || char === '_') && this.emphasis(index, to);
      if (emphasis) {
        flush();
        const mark: RichTextMark = { type: emphasis.strong ? 'bold' : 'italic' };
        out.push(...this.parse(emphasis.start, emphasis.end, withMark(marks, mark), depth + 1));
        index = emphasis.next;
        continue;
      }
      const link =
        nests &&
        (char === '[' || (char === '!' && this.text[index + 1] === '[')) &&
        this.link(index, to);
      if (link) {
        flush();
        if (link.image) {
          // An image inside a sentence is not a block: its words stay, the picture does not.
          if (link.labelEnd > link.labelStart) {
            plain = this.text.slice(link.labelStart, link.labelEnd);
            flush();
          }
        } else {
          const href = safeHref(link.href);
          // An address the app does not open (javascript:, data:, a relative path) drops
          // the link and keeps its words.
          const inner = href ? withMark(marks, { type: 'link', attrs: { href } }) : marks;
          out.push(...this.parse(link.labelStart, link.labelEnd, inner, depth + 1));
        }
        index = link.next;
        continue;
      }
      plain += char;
      index += 1;
    }
    flush();
    return out;
  }

  /** `**strong**`, `__strong__`, `*em*` or `_em_` opening at `at`, closed before `to`. */
  private emphasis(
    at: number,
    to: number,
  ): { strong: boolean; start: number; end: number; next: number } | null {
    const char = this.text[at]!;
    const strong = this.text[at + 1] === char;
    const delimiter = strong ? char + char : char;
    const start = at + delimiter.length;
    // Opens only before a word, and `_` only at a word's start (snake_case stays as typed).
    if (start >= to || /\s/.test(this.text[start]!)) return null;
    if (char === '_' && at > 0 && /[\p{L}\p{N}]/u.test(this.text[at - 1]!)) return null;
    const limit = Math.min(to, at + MAX_SPAN);
    for (let found = start + 1; found + delimiter.length <= limit; found += 1) {
      if (!this.text.startsWith(delimiter, found)) continue;
      const before = this.text[found - 1]!;
      const after = this.text[found + delimiter.length];
      const closes =
        !/\s/.test(before) &&
        before !== '\\' &&
        // A single delimiter is not half of a double one.
        (strong || (after !== char && before !== char)) &&
        (char !== '_' || after === undefined || !/[\p{L}\p{N}]/u.test(after));
      if (closes) return { strong, start, end: found, next: found + delimiter.length };
    }
    return null;
  }

  /** `[label](href)` or `![alt](src)` at `at`, ending before `to`. */
  private link(
    at: number,
    to: number,
  ): { image: boolean; labelStart: number; labelEnd: number; href: string; next: number } | null {
    const image = this.text[at] === '!';
    const labelStart = at + (image ? 2 : 1);
    let depth = 1;
    const limit = Math.min(to, at + MAX_SPAN);
    let index = labelStart;
    for (; index < limit && depth > 0; index += 1) {
      const char = this.text[index];
      if (char === '\\') index += 1;
      else if (char === '[') depth += 1;
      else if (char === ']') depth -= 1;
    }
    if (depth !== 0) return null;
    const labelEnd = index - 1;
    if (this.text[index] !== '(') return null;
    const offset = this.text.slice(index, limit).indexOf(')');
    const close = offset < 0 ? -1 : index + offset;
    if (close < 0 || close >= limit) return null;
    const target = this.text.slice(index + 1, close).trim();
    const href = target.replace(/\s+"[^"]*"$/, '').replace(/^<(.*)>$/, '$1');
    if (href === '' || /\s/.test(href)) return null;
    return { image, labelStart, labelEnd, href, next: close + 1 };
  }
}

function withMark(marks: readonly RichTextMark[], mark: RichTextMark): RichTextMark[] {
  return marks.some((other) => other.type === mark.type) ? [...marks] : [...marks, mark];
}

function textNode(text: string, marks: readonly RichTextMark[]): RichTextInline {
  return marks.length > 0 ? { type: 'text', text, marks: [...marks] } : { type: 'text', text };
}

const MARK_ORDER = ['bold', 'italic', 'underline', 'link'];

/** Neighbouring text with the same marks as one node, marks in one order. */
function merge(nodes: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    if (node.type === 'text' && node.marks) {
      node.marks.sort((a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type));
    }
    const previous = out.at(-1);
    if (
      node.type === 'text' &&
      previous?.type === 'text' &&
      JSON.stringify(previous.marks ?? []) === JSON.stringify(node.marks ?? [])
    ) {
      out[out.length - 1] = { ...previous, text: previous.text + node.text };
    } else {
      out.push(node);
    }
  }
  return out;
}

/** The relative paths of a document's images, in order, each once. */
export function imagePaths(doc: MarkdownDocument): string[] {
  return [
    ...new Set(doc.content.flatMap((block) => (block.type === 'image' ? [block.attrs.src] : []))),
  ];
}
