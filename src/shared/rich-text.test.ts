import { describe, expect, it } from 'vitest';
import {
  EMPTY_RICH_TEXT,
  linkHref,
  normaliseRichText,
  richTextFieldValue,
  richTextFromPlain,
  richTextPlainText,
  safeHref,
  type RichTextDoc,
} from './rich-text';

const text = (value: string, marks?: unknown[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const item = (...content: unknown[]) => ({ type: 'listItem', content });
const bullets = (...items: unknown[]) => ({ type: 'bulletList', content: items });
const link = (href: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});

/** A list nested `levels` deep, one item each, its innermost item holding `words`. */
function nestedList(levels: number, words = 'deep'): unknown {
  let list = bullets(item(paragraph(text(words))));
  for (let level = 1; level < levels; level += 1) {
    list = bullets(item(paragraph(text(`level ${levels - level}`)), list));
  }
  return list;
}

describe('normaliseRichText refuses what is not a document', () => {
  it.each([
    ['a non-JSON string', '{"type": "doc", '],
    ['plain words', 'Lead our brand team'],
    ['an empty string', ''],
    ['a number', 42],
    ['a number as JSON', '42'],
    ['an array', [doc()]],
    ['an array as JSON', '[{"type":"doc","content":[]}]'],
    ['null', null],
    ['null as JSON', 'null'],
    ['undefined', undefined],
    ['a boolean', true],
    ['a string as JSON', '"doc"'],
    ['a node that is not a doc', paragraph(text('hello'))],
    ['a doc with a type that only looks right', { type: 'DOC', content: [] }],
  ])('refuses %s', (_label, value) => {
    expect(normaliseRichText(value)).toBeNull();
  });

  it('reads the serialised form like the parsed one', () => {
    const value = doc(paragraph(text('Lead our brand.', [{ type: 'bold' }])));
    expect(normaliseRichText(JSON.stringify(value))).toEqual(normaliseRichText(value));
  });

  it('gives a doc without content an empty one', () => {
    expect(normaliseRichText({ type: 'doc' })).toEqual(EMPTY_RICH_TEXT);
    expect(normaliseRichText({ type: 'doc', content: 'words' })).toEqual(EMPTY_RICH_TEXT);
  });
});

describe('normaliseRichText drops hostile content', () => {
  it('drops script, iframe, image, HTML and other unknown nodes, keeping the rest', () => {
    const result = normaliseRichText(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'html', content: '<img src=x onerror=alert(1)>' },
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
        { type: 'codeBlock', content: [text('rm -rf /')] },
        { type: 'blockquote', content: [paragraph(text('quoted'))] },
        { type: 'horizontalRule' },
        { type: 'table', content: [] },
        text('a text node outside any paragraph'),
        paragraph(text('kept'), { type: 'image', attrs: { src: 'x' } }, { type: 'mention' }),
      ),
    );
    expect(result).toEqual({ type: 'doc', content: [paragraph(text('kept'))] });
  });

  it('keeps markup typed as words as words (rendered as text, never parsed)', () => {
    const words = '<script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    expect(normaliseRichText(doc(paragraph(text(words))))).toEqual(doc(paragraph(text(words))));
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    '//evil.example/path',
    '/relative/path',
    'https:evil.example',
    'https://',
    '',
    42,
    null,
    { toString: 'https://example.com' },
  ])('drops a link to %j and keeps its words', (href) => {
    const result = normaliseRichText(doc(paragraph(text('Apply here', [link(href)]))));
    expect(result).toEqual(doc(paragraph(text('Apply here'))));
  });

  it('keeps only the address of a link: no target, rel, class, title or event attribute', () => {
    const result = normaliseRichText(
      doc(
        paragraph(
          text('Apply', [
            link('https://example.com/jobs', {
              target: '_self',
              rel: 'opener',
              class: 'evil',
              title: 'x',
              onclick: 'alert(1)',
              style: 'position:fixed',
            }),
          ]),
        ),
      ),
    );
    expect(result).toEqual(
      doc(
        paragraph(text('Apply', [{ type: 'link', attrs: { href: 'https://example.com/jobs' } }])),
      ),
    );
  });

  it('drops event and style attributes from nodes and marks', () => {
    const result = normaliseRichText(
      doc(
        { type: 'paragraph', attrs: { onclick: 'alert(1)', style: 'x' }, content: [text('a')] },
        {
          type: 'heading',
          attrs: { level: 3, onmouseover: 'alert(1)', id: 'x' },
          content: [
            {
              type: 'text',
              text: 'b',
              attrs: { onerror: 'alert(1)' },
              marks: [{ type: 'bold', attrs: { onclick: 'alert(1)' } }],
            },
          ],
        },
        { type: 'hardBreak', attrs: { onclick: 'x' } },
      ),
    );
    expect(result).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [text('a')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('b', [{ type: 'bold' }])] },
      ],
    });
  });

  it('drops unknown and repeated marks', () => {
    const result = normaliseRichText(
      doc(
        paragraph(
          text('marked', [
            { type: 'code' },
            { type: 'strike' },
            { type: 'textStyle', attrs: { color: 'red' } },
            { type: 'highlight' },
            { type: 'bold' },
            { type: 'bold' },
            'italic',
            null,
            { type: 'underline' },
          ]),
        ),
      ),
    );
    expect(result).toEqual(
      doc(paragraph(text('marked', [{ type: 'bold' }, { type: 'underline' }]))),
    );
  });

  it('drops text nodes without words and hardly-text ones', () => {
    const result = normaliseRichText(
      doc(paragraph(text(''), { type: 'text', text: 42 }, { type: 'text' }, 'words', text('ok'))),
    );
    expect(result).toEqual(doc(paragraph(text('ok'))));
  });

  it('keeps heading levels 2 and 3, reading any other as 2', () => {
    const heading = (level: unknown) => ({
      type: 'heading',
      attrs: { level },
      content: [text('Title')],
    });
    const result = normaliseRichText(
      doc(heading(1), heading(2), heading(3), heading(4), heading('3'), { type: 'heading' }),
    );
    expect(result?.content.map((block) => block.type === 'heading' && block.attrs.level)).toEqual([
      2, 2, 3, 2, 2, 2,
    ]);
  });

  it('keeps list items only, gives an empty item a paragraph and drops an empty list', () => {
    const result = normaliseRichText(
      doc(
        bullets(item(), paragraph(text('not an item')), item(paragraph(text('one')))),
        bullets(paragraph(text('no items'))),
        { type: 'orderedList', content: 'items' },
      ),
    );
    expect(result).toEqual(doc(bullets(item({ type: 'paragraph' }), item(paragraph(text('one'))))));
  });

  it('keeps an ordered list’s start only when it is a sensible whole number other than 1', () => {
    const list = (start: unknown) => ({
      type: 'orderedList',
      attrs: { start, type: 'a' },
      content: [item(paragraph(text('x')))],
    });
    const starts = [3, 1, 0, -1, 2.5, '3', 1e9, null].map((start) => {
      const block = normaliseRichText(doc(list(start)))?.content[0];
      return block?.type === 'orderedList' ? (block.attrs?.start ?? 'none') : 'dropped';
    });
    expect(starts).toEqual([3, 'none', 0, 'none', 'none', 'none', 'none', 'none']);
  });

  it('does not let a __proto__ key reach any object', () => {
    const result = normaliseRichText(
      '{"type":"doc","__proto__":{"polluted":true},"content":[{"type":"paragraph",' +
        '"content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":' +
        '{"href":"https://example.com","__proto__":{"polluted":true}}}]}]}]}',
    );
    expect(result?.content).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('normaliseRichText refuses documents too deep or too large to walk', () => {
  it('keeps lists nested three deep (what the editor allows) and refuses four', () => {
    expect(normaliseRichText(doc(nestedList(3)))).not.toBeNull();
    expect(richTextPlainText(normaliseRichText(doc(nestedList(3))))).toBe('level 1\nlevel 2\ndeep');
    expect(normaliseRichText(doc(nestedList(4)))).toBeNull();
  });

  it('refuses a hostile depth without overflowing the stack', () => {
    const depth = 20_000;
    const serialised =
      '{"type":"doc","content":[' +
      '{"type":"bulletList","content":[{"type":"listItem","content":['.repeat(depth) +
      ']}]}'.repeat(depth) +
      ']}';
    expect(normaliseRichText(serialised)).toBeNull();
  });

  it('counts every node: 5,000 are walked, one more is refused', () => {
    // A paragraph and its text are two nodes.
    const paragraphs = (count: number) =>
      Array.from({ length: count }, (_, index) => paragraph(text(`line ${index}`)));
    expect(normaliseRichText(doc(...paragraphs(2500)))?.content).toHaveLength(2500);
    expect(normaliseRichText(doc(...paragraphs(2500), { type: 'paragraph' }))).toBeNull();
  });

  it('counts dropped nodes too, so junk cannot be used to make the walk long', () => {
    const junk = Array.from({ length: 6000 }, () => ({ type: 'unknown' }));
    expect(normaliseRichText(doc(...junk))).toBeNull();
  });
});

describe('what Tiptap emits comes through the gate', () => {
  // Written as Tiptap 3 serialises each allowed feature (editor.getJSON(), default
  // attributes included); extensions.test.ts in ui/rich-text produces these with the editor.
  const tiptapLink = (href: string) => ({
    type: 'link',
    attrs: {
      href,
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      class: null,
      title: null,
    },
  });

  it.each<[string, unknown, unknown]>([
    ['a paragraph', paragraph(text('Plain words.')), paragraph(text('Plain words.'))],
    ['an empty paragraph', { type: 'paragraph' }, { type: 'paragraph' }],
    [
      'bold, italic and underline, alone and together',
      paragraph(
        text('b', [{ type: 'bold' }]),
        text('i', [{ type: 'italic' }]),
        text('u', [{ type: 'underline' }]),
        text('all', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }]),
      ),
      paragraph(
        text('b', [{ type: 'bold' }]),
        text('i', [{ type: 'italic' }]),
        text('u', [{ type: 'underline' }]),
        text('all', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }]),
      ),
    ],
    [
      'a heading of level 2',
      { type: 'heading', attrs: { level: 2 }, content: [text('About the role')] },
      { type: 'heading', attrs: { level: 2 }, content: [text('About the role')] },
    ],
    [
      'a heading of level 3',
      { type: 'heading', attrs: { level: 3 }, content: [text('Perks')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Perks')] },
    ],
    [
      'a bulleted list with a nested one',
      bullets(
        item(paragraph(text('one')), bullets(item(paragraph(text('one.a'))))),
        item(paragraph(text('two'))),
      ),
      bullets(
        item(paragraph(text('one')), bullets(item(paragraph(text('one.a'))))),
        item(paragraph(text('two'))),
      ),
    ],
    [
      'a numbered list',
      {
        type: 'orderedList',
        attrs: { start: 1, type: null },
        content: [item(paragraph(text('first'))), item(paragraph(text('second')))],
      },
      {
        type: 'orderedList',
        content: [item(paragraph(text('first'))), item(paragraph(text('second')))],
      },
    ],
    [
      'a numbered list started at 3 (typed as "3. ")',
      {
        type: 'orderedList',
        attrs: { start: 3, type: null },
        content: [item(paragraph(text('c')))],
      },
      { type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph(text('c')))] },
    ],
    [
      'a web link, bold inside it',
      paragraph(
        text('Apply ', []),
        text('here', [tiptapLink('https://example.com/apply?ref=shortlist'), { type: 'bold' }]),
      ),
      paragraph(
        text('Apply '),
        text('here', [
          { type: 'link', attrs: { href: 'https://example.com/apply?ref=shortlist' } },
          { type: 'bold' },
        ]),
      ),
    ],
    [
      'a mailto link',
      paragraph(text('jo@example.com', [tiptapLink('mailto:jo@example.com')])),
      paragraph(
        text('jo@example.com', [{ type: 'link', attrs: { href: 'mailto:jo@example.com' } }]),
      ),
    ],
    [
      'a hard break',
      paragraph(text('line one'), { type: 'hardBreak' }, text('line two')),
      paragraph(text('line one'), { type: 'hardBreak' }, text('line two')),
    ],
  ])('%s', (_label, tiptapBlock, storedBlock) => {
    const stored = normaliseRichText(JSON.stringify(doc(tiptapBlock)));
    expect(stored).toEqual(doc(storedBlock));
    // The gate is idempotent: what it stored comes back unchanged when loaded again.
    expect(normaliseRichText(JSON.stringify(stored))).toEqual(stored);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['HTTPS://Example.COM/Jobs', 'https://example.com/Jobs'],
    ['  http://example.com/a b  ', 'http://example.com/a%20b'],
    ['mailto:jo@example.com', 'mailto:jo@example.com'],
  ])('keeps %j as %j', (href, kept) => {
    expect(safeHref(href)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'example.com',
    'http://',
    'mailto:jo@example.com?attach=~/.ssh/id_rsa',
    'mailto:jo%40example.com',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe('linkHref (the address typed in the Link dialog)', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['  www.example.com/jobs?id=1  ', 'https://www.example.com/jobs?id=1'],
    ['example.co.uk:8080/careers', 'https://example.co.uk:8080/careers'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['//example.com/jobs', 'https://example.com/jobs'],
    ['jo@example.com', 'mailto:jo@example.com'],
    ['mailto:jo@example.com', 'mailto:jo@example.com'],
  ])('reads %j as %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'example',
    'localhost:3000',
    'https://localhost',
    'https://exa mple.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'javascript://example.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'tel:+441234567890',
    'mailto:',
    'mailto:not-an-address',
    'mailto:jo@example.com?subject=Role',
    'mailto:jo@example.com?attach=/etc/passwd',
    'mailto:jo@example.com#x',
    'https://user:password@example.com',
    'user@evil.example@example.com',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeNull();
  });
});

describe('richTextPlainText', () => {
  it('puts blocks, list items and hard breaks on their own lines, without marks', () => {
    const value = normaliseRichText(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('About')] },
        paragraph(text('We are '), text('hiring', [{ type: 'bold' }]), text('.')),
        bullets(item(paragraph(text('Brighton')), bullets(item(paragraph(text('Hove')))))),
        {
          type: 'orderedList',
          content: [item(paragraph(text('first'), { type: 'hardBreak' }, text('still first')))],
        },
      ),
    );
    expect(richTextPlainText(value)).toBe(
      'About\nWe are hiring.\nBrighton\nHove\nfirst\nstill first',
    );
  });

  it('is empty for no document and for a document of empty blocks', () => {
    expect(richTextPlainText(null)).toBe('');
    expect(richTextPlainText(EMPTY_RICH_TEXT)).toBe('');
    const blank = normaliseRichText(
      doc({ type: 'paragraph' }, paragraph(text('   ')), bullets(item())),
    );
    expect(richTextPlainText(blank)).toBe('');
  });
});

describe('richTextFieldValue (what the editor hands its form)', () => {
  it('is the normalised document, serialised', () => {
    const value = doc(
      paragraph(text('Apply', [link('https://example.com', { target: '_blank', onclick: 'x' })])),
    );
    const field = richTextFieldValue(value);
    expect(JSON.parse(field)).toEqual(
      doc(paragraph(text('Apply', [{ type: 'link', attrs: { href: 'https://example.com/' } }]))),
    );
    expect(richTextFieldValue(field)).toBe(field);
  });

  it('is empty when the document has no words, so the required message shows', () => {
    expect(richTextFieldValue(doc({ type: 'paragraph' }))).toBe('');
    expect(richTextFieldValue(doc(paragraph(text('  \n ')), bullets(item())))).toBe('');
    expect(richTextFieldValue(EMPTY_RICH_TEXT)).toBe('');
    expect(richTextFieldValue('not a document')).toBe('');
    expect(richTextFieldValue(doc(nestedList(4)))).toBe('');
  });
});

describe('richTextFromPlain', () => {
  it('makes a paragraph of each blank-line-separated part', () => {
    const value: RichTextDoc = richTextFromPlain('  Lead our brand.\n\n\n  Brighton, 3 days.\n');
    expect(value).toEqual(
      doc(paragraph(text('Lead our brand.')), paragraph(text('Brighton, 3 days.'))),
    );
    expect(normaliseRichText(value)).toEqual(value);
    expect(richTextFromPlain(' \n\n ')).toEqual(EMPTY_RICH_TEXT);
  });
});
