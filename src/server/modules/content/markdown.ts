/**
 * The Markdown the admin writes community content in (docs/content.md), turned into a
 * content document (shared/content-document.ts). markdown-it parses (CommonMark); this module
 * only maps its tokens onto the document's nodes and marks: headings, paragraphs, bold,
 * italic, links, bullet and numbered lists (nested), hard breaks and images on a line of
 * their own. Anything else stays as the text typed or is dropped: the document holds no
 * markup, so nothing in a file can run where it is shown. A front matter block (`---` …
 * `---`) before the text gives its fields, as plain `name: value` lines.
 */
import matter from 'gray-matter';
import MarkdownIt, { type Token } from 'markdown-it';
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
 * gray-matter only finds the block: its fields are read below as the documented plain lines,
 * not as YAML (which would refuse files the docs allow, such as a summary that opens with a
 * quotation, and turn dates and numbers into other types). Passing options also keeps
 * gray-matter from caching every file it has seen.
 */
const FRONT_MATTER = {
  engines: {
    yaml: () => ({}),
    // Unreachable (the first line must be exactly `---`), but gray-matter would eval it.
    javascript: () => {
      throw new MarkdownError(m.noFrontMatter);
    },
  },
};

/** Splits the front matter from the text and converts the text. */
export function parseMarkdown(source: string): ParsedMarkdown {
  if (source.length > MAX_MARKDOWN_LENGTH) throw new MarkdownError(m.tooLarge);
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // Nothing after the opening `---`: gray-matter reads a word there as the block's language.
  if (!/^---[ \t]*(\n|$)/.test(text)) throw new MarkdownError(m.noFrontMatter);
  // gray-matter closes at the first line starting `---` (`----` too), or runs an unclosed
  // block to the end of the file: both are an admin's typo.
  const close = text.indexOf('\n---', 3);
  if (close < 0 || !/^\n---[ \t]*(\n|$)/.test(text.slice(close))) {
    throw new MarkdownError(m.unclosedFrontMatter);
  }
  const file = matter(text, FRONT_MATTER);
  return { fields: frontMatter(file.matter), body: markdownToDocument(file.content) };
}

/** `block` starts with the rest of the opening `---` line, so its line 0 is the file's 1. */
function frontMatter(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  block.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(line.trim());
    if (!match) throw new MarkdownError(m.frontMatterLine(index + 1));
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

/**
 * CommonMark without raw HTML. Code and quotes have no node in the document, so their rules
 * are off and they stay as typed (docs/content.md), rather than losing their backticks or `>`.
 */
const md = new MarkdownIt('commonmark', { html: false }).disable([
  'blockquote',
  'code',
  'fence',
  'backticks',
]);
// Every link is parsed, so one the app refuses keeps its words (markdown-it would leave
// `[x](javascript:…)` as bracketed text); the address is checked when it is mapped.
const acceptsLink = md.validateLink.bind(md);
md.validateLink = () => true;
// Image paths stay as written (file names in the author's folder); link addresses are
// encoded by safeHref's URL parse.
md.normalizeLink = (url) => url;

/** The document Markdown text makes (no front matter). */
export function markdownToDocument(text: string): MarkdownDocument {
  return { type: 'doc', content: new BlockReader(md.parse(text, {})).blocks(0) };
}

/** Walks markdown-it's flat block tokens (`*_open` … `*_close`) as the tree they stand for. */
class BlockReader {
  private at = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  /** Blocks up to the token closing the one opened (`until`), or to the end. */
  blocks(listDepth: number, until?: string): MarkdownBlock[] {
    const out: MarkdownBlock[] = [];
    while (this.at < this.tokens.length) {
      const token = this.tokens[this.at]!;
      this.at += 1;
      if (token.type === until) break;
      if (token.type === 'heading_open') {
        const content = inlineNodes(this.inlineChildren());
        // `#` is the page's title size; the document has two heading levels.
        const level = token.tag === 'h1' || token.tag === 'h2' ? 2 : 3;
        if (content.length > 0) out.push({ type: 'heading', attrs: { level }, content });
      } else if (token.type === 'paragraph_open') {
        out.push(...paragraphs(this.inlineChildren(), listDepth === 0));
      } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
        out.push(this.list(token, listDepth));
      }
      // Anything else (a thematic break, a closing token) has no block: it is skipped.
    }
    return out;
  }

  /** The inline children of the block just opened, moving past it and its closing token. */
  private inlineChildren(): Token[] {
    const inline = this.tokens[this.at];
    this.at += 2;
    return inline?.children ?? [];
  }

  private list(open: Token, listDepth: number): RichTextBlock {
    if (listDepth >= MAX_LIST_DEPTH) throw new MarkdownError(m.tooDeep);
    const close = open.type.replace('_open', '_close');
    const items: { type: 'listItem'; content: RichTextBlock[] }[] = [];
    while (this.at < this.tokens.length && this.tokens[this.at]!.type !== close) {
      this.at += 1; // list_item_open
      // Images are blocks of the document itself; inside an item only their words stay.
      const content = this.blocks(listDepth + 1, 'list_item_close').filter(
        (block): block is RichTextBlock => block.type !== 'image',
      );
      items.push({
        type: 'listItem',
        content: content.length > 0 ? content : [{ type: 'paragraph' }],
      });
    }
    this.at += 1;
    const start = Number(attr(open, 'start') || 1);
    if (open.type === 'bullet_list_open') return { type: 'bulletList', content: items };
    return start !== 1
      ? { type: 'orderedList', attrs: { start }, content: items }
      : { type: 'orderedList', content: items };
  }
}

/** A token's attribute as text ('' when absent; markdown-it's types allow numbers). */
const attr = (token: Token, name: string) => String(token.attrGet(name) ?? '');

const isBreak = (token: Token) => token.type === 'softbreak' || token.type === 'hardbreak';

/**
 * A paragraph's inline tokens as blocks: one paragraph, except that at the top level an
 * image alone on its line becomes an image block, splitting the paragraph around it.
 */
function paragraphs(children: readonly Token[], imageBlocks: boolean): MarkdownBlock[] {
  const out: MarkdownBlock[] = [];
  let text: Token[] = [];
  const endParagraph = () => {
    while (text.length > 0 && isBreak(text.at(-1)!)) text.pop();
    const content = inlineNodes(text);
    if (content.length > 0) out.push({ type: 'paragraph', content });
    text = [];
  };
  let line: Token[] = [];
  const endLine = () => {
    const words = line.filter(
      (token) => !isBreak(token) && !(token.type === 'text' && token.content.trim() === ''),
    );
    const image = imageBlocks && words.length === 1 && words[0]!.type === 'image';
    if (image) {
      endParagraph();
      const src = attr(words[0]!, 'src');
      out.push({ type: 'image', attrs: { src, alt: altText(words[0]!) } });
    } else {
      text.push(...line);
    }
    line = [];
  };
  for (const token of children) {
    line.push(token);
    if (isBreak(token)) endLine();
  }
  endLine();
  endParagraph();
  return out;
}

function altText(image: Token): string {
  return md.renderer.renderInlineAsText(image.children ?? [], md.options, {}).trim();
}

/**
 * Inline tokens as text nodes with marks. Open marks are a stack: `*_close` pops what its
 * `*_open` pushed (null for a link whose address the app does not open: its words stay).
 */
function inlineNodes(tokens: readonly Token[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  const open: (RichTextMark | null)[] = [];
  const text = (value: string) => {
    if (value !== '') out.push(textNode(value, open));
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'strong_open':
        open.push({ type: 'bold' });
        break;
      case 'em_open':
        open.push({ type: 'italic' });
        break;
      case 'link_open': {
        // markdown-it's own check, then the app's (http(s) and plain mailto only).
        const raw = attr(token, 'href');
        const href = acceptsLink(raw) ? safeHref(raw) : null;
        open.push(href ? { type: 'link', attrs: { href } } : null);
        break;
      }
      case 'strong_close':
      case 'em_close':
      case 'link_close':
        open.pop();
        break;
      case 'hardbreak':
        out.push({ type: 'hardBreak' });
        break;
      case 'softbreak':
        text(' ');
        break;
      case 'image':
        // An image inside a sentence is not a block: its words stay, the picture does not.
        text(altText(token));
        break;
      default:
        // Text, and anything else with words in it, as the words.
        text(token.content);
    }
  }
  return merge(out);
}

const MARK_ORDER = ['bold', 'italic', 'underline', 'link'];

/** A text node with the open marks, each kind once, in one order. */
function textNode(text: string, open: readonly (RichTextMark | null)[]): RichTextInline {
  const marks = MARK_ORDER.flatMap((type) => open.find((mark) => mark?.type === type) ?? []);
  return marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text };
}

/** Neighbouring text with the same marks as one node. */
function merge(nodes: RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
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
