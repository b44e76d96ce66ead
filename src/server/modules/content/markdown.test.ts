import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { imagePaths, markdownToDocument, MarkdownError, parseMarkdown } from './markdown';

const m = messages.content.admin;
const text = (value: string) => ({ type: 'text', text: value });

describe('markdownToDocument', () => {
  it('makes headings (# and ## level 2, deeper level 3) and paragraphs, joining wrapped lines', () => {
    expect(
      markdownToDocument('# One\n\n## Two\n### Three\n#### Four\n\nA line\nwrapped.\n\nNext.'),
    ).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('One')] },
        { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
        { type: 'heading', attrs: { level: 3 }, content: [text('Four')] },
        { type: 'paragraph', content: [text('A line wrapped.')] },
        { type: 'paragraph', content: [text('Next.')] },
      ],
    });
  });

  it('marks bold, italic and links, nested, and keeps snake_case and lone stars as typed', () => {
    const [paragraph] = markdownToDocument(
      'A **bold _and italic_** word, *em*, [a **site**](https://example.com/x) and snake_case_name 2 * 3.',
    ).content;
    expect(paragraph).toEqual({
      type: 'paragraph',
      content: [
        text('A '),
        { type: 'text', text: 'bold ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'and italic', marks: [{ type: 'bold' }, { type: 'italic' }] },
        text(' word, '),
        { type: 'text', text: 'em', marks: [{ type: 'italic' }] },
        text(', '),
        {
          type: 'text',
          text: 'a ',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }],
        },
        {
          type: 'text',
          text: 'site',
          marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.com/x' } }],
        },
        text(' and snake_case_name 2 * 3.'),
      ],
    });
  });

  it('reads emphasis as Prettier writes it: underscores around a quotation', () => {
    expect(markdownToDocument('Ask _"Which one?"_. Then *wait*.').content[0]).toEqual({
      type: 'paragraph',
      content: [
        text('Ask '),
        { type: 'text', text: '"Which one?"', marks: [{ type: 'italic' }] },
        text('. Then '),
        { type: 'text', text: 'wait', marks: [{ type: 'italic' }] },
        text('.'),
      ],
    });
  });

  it('keeps mailto links and drops javascript:, data: and relative links, keeping their words', () => {
    const doc = markdownToDocument(
      '[mail](mailto:hello@example.com) [x](javascript:alert(1)) [y](data:text/html,hi) [z](/admin) [w](JaVaScRiPt:alert)',
    );
    expect(doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'mail',
          marks: [{ type: 'link', attrs: { href: 'mailto:hello@example.com' } }],
        },
        // CommonMark takes balanced parentheses into the address: `alert(1)` leaves no `)`.
        text(' x y z w'),
      ],
    });
  });

  it('shows raw HTML as the text typed', () => {
    const doc = markdownToDocument('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>');
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [text('<script>alert("x")</script>')] },
      { type: 'paragraph', content: [text('<img src=x onerror=alert(1)>')] },
    ]);
  });

  it('keeps code, quotes and autolinks the app does not open as text, and decodes entities', () => {
    const doc = markdownToDocument(
      '> a `snake_case` quote\n\n```\nfenced\n```\n\n<javascript:alert(1)> <https://example.com/a> &lt;b&gt;',
    );
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [text('> a `snake_case` quote')] },
      { type: 'paragraph', content: [text('``` fenced ```')] },
      {
        type: 'paragraph',
        content: [
          text('javascript:alert(1) '),
          {
            type: 'text',
            text: 'https://example.com/a',
            marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }],
          },
          text(' <b>'),
        ],
      },
    ]);
  });

  it('breaks lines ending in two spaces or a backslash, and honours escapes', () => {
    expect(markdownToDocument('One  \nTwo\\\nThree \\*not em\\*').content[0]).toEqual({
      type: 'paragraph',
      content: [
        text('One'),
        { type: 'hardBreak' },
        text('Two'),
        { type: 'hardBreak' },
        text('Three *not em*'),
      ],
    });
  });

  it('makes bullet and numbered lists, nested, with their start and wrapped items', () => {
    const doc = markdownToDocument(
      '- one\n  continued\n- two\n  1. first\n  2. second\n     - deep\n* three\n\n3. c\n4. d\n\nAfter.',
    );
    expect(doc.content).toEqual([
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('one continued')] }] },
          {
            type: 'listItem',
            content: [
              { type: 'paragraph', content: [text('two')] },
              {
                type: 'orderedList',
                content: [
                  { type: 'listItem', content: [{ type: 'paragraph', content: [text('first')] }] },
                  {
                    type: 'listItem',
                    content: [
                      { type: 'paragraph', content: [text('second')] },
                      {
                        type: 'bulletList',
                        content: [
                          {
                            type: 'listItem',
                            content: [{ type: 'paragraph', content: [text('deep')] }],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      // CommonMark: another bullet character (`*` after `-`) starts another list.
      {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] }],
      },
      {
        type: 'orderedList',
        attrs: { start: 3 },
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('c')] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('d')] }] },
        ],
      },
      { type: 'paragraph', content: [text('After.')] },
    ]);
  });

  it('refuses lists nested deeper than three', () => {
    expect(() => markdownToDocument('- a\n  - b\n    - c\n      - d')).toThrow(m.tooDeep);
  });

  it('makes images on their own line blocks, and keeps only the words of one inside a sentence', () => {
    const doc = markdownToDocument(
      '![A desk](images/desk.png)\n\nSee ![the chart](c.png) here.\n\n![](b.png "t")',
    );
    expect(doc.content).toEqual([
      { type: 'image', attrs: { src: 'images/desk.png', alt: 'A desk' } },
      { type: 'paragraph', content: [text('See the chart here.')] },
      { type: 'image', attrs: { src: 'b.png', alt: '' } },
    ]);
    expect(imagePaths(doc)).toEqual(['images/desk.png', 'b.png']);
    expect(markdownToDocument('Intro\n![One](a.png)\n![Two](b.png)\nAfter').content).toEqual([
      { type: 'paragraph', content: [text('Intro')] },
      { type: 'image', attrs: { src: 'a.png', alt: 'One' } },
      { type: 'image', attrs: { src: 'b.png', alt: 'Two' } },
      { type: 'paragraph', content: [text('After')] },
    ]);
    expect(markdownToDocument('- ![A chart](c.png)').content).toEqual([
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [text('A chart')] }] },
        ],
      },
    ]);
  });

  it('stays linear on hostile emphasis and brackets', () => {
    const hostile = (n: number) =>
      `${'*a '.repeat(2 * n)}\n\n${'['.repeat(2 * n)}\n\n${'**a '.repeat(n)}`;
    // CPU time, not wall time: a machine busy with other work (CI's other test files) delays a
    // run without adding to it (wall-clock minima still gave 72x under load, against 21x idle).
    const time = (n: number) => {
      const started = process.cpuUsage();
      markdownToDocument(hostile(n));
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    // Sixteen times the input takes about sixteen times as long (18 to 22 here: the parser is a
    // little above linear), 256 if quadratic; the bound sits between them in ratio (64). The
    // fastest of runs taken in turn, so a garbage collection in one run does not count.
    time(500);
    const small: number[] = [];
    const large: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      small.push(time(500));
      large.push(time(8_000));
    }
    expect(Math.min(...large) / Math.min(...small)).toBeLessThan(64);
    expect(markdownToDocument(hostile(4_000)).content).toHaveLength(3);
  });
});

describe('parseMarkdown', () => {
  it('reads the front matter (quotes taken off, comments skipped) and the text after it', () => {
    const parsed = parseMarkdown(
      '\uFEFF---\r\ntitle: "Hello: world"\r\n# a note\r\nslug: hello\r\n---\r\nBody.\r\n',
    );
    expect([...parsed.fields]).toEqual([
      ['title', 'Hello: world'],
      ['slug', 'hello'],
    ]);
    expect(parsed.body.content).toEqual([{ type: 'paragraph', content: [text('Body.')] }]);
  });

  it('refuses a file without front matter, an unclosed one, a malformed line and a repeated field', () => {
    expect(() => parseMarkdown('# Title')).toThrow(m.noFrontMatter);
    expect(() => parseMarkdown('---\ntitle: x\n')).toThrow(m.unclosedFrontMatter);
    expect(() => parseMarkdown('---\ntitle: x\nnot a field\n---\n')).toThrow(m.frontMatterLine(3));
    expect(() => parseMarkdown('---\nslug: a\nslug: b\n---\n')).toThrow(m.duplicateField('slug'));
    expect(() => parseMarkdown(`---\nslug: a\n---\n${'x'.repeat(100_001)}`)).toThrow(MarkdownError);
    expect(() => parseMarkdown('---\ntitle: x\n----\nBody')).toThrow(m.unclosedFrontMatter);
  });

  it('never reads front matter in another language (gray-matter evaluates `---js` as code)', () => {
    const source = '---js\n{ slug: (globalThis.ran = "yes") }\n---\nBody';
    expect(() => parseMarkdown(source)).toThrow(m.noFrontMatter);
    expect((globalThis as { ran?: string }).ran).toBeUndefined();
  });
});
