import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './rich-text-view';

const text = (value: string, marks?: unknown[]) =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const link = (href: string, extra: Record<string, unknown> = {}) => ({
  type: 'link',
  attrs: { href, ...extra },
});

/** The view's markup without its wrapper's style attribute (the theme's custom properties). */
function markup(value: unknown, fallback?: string): string {
  return renderToStaticMarkup(<RichTextView value={value} fallback={fallback} />).replace(
    / style="[^"]*"/,
    '',
  );
}

const wrap = (inner: string) => `<div class="rich-text-content rich-text-view">${inner}</div>`;

describe('RichTextView', () => {
  it('renders each allowed block and mark as its element', () => {
    const value = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('About')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Perks')] },
      paragraph(
        text('b', [{ type: 'bold' }]),
        text('i', [{ type: 'italic' }]),
        text('u', [{ type: 'underline' }]),
        text('all', [{ type: 'underline' }, { type: 'italic' }, { type: 'bold' }]),
        { type: 'hardBreak' },
        text('next line'),
      ),
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              paragraph(text('one')),
              {
                type: 'orderedList',
                attrs: { start: 3 },
                content: [{ type: 'listItem', content: [paragraph(text('three'))] }],
              },
            ],
          },
        ],
      },
    );
    expect(markup(value)).toBe(
      wrap(
        '<h2>About</h2><h3>Perks</h3>' +
          '<p><strong>b</strong><em>i</em><u>u</u><strong><em><u>all</u></em></strong><br/>next line</p>' +
          '<ul><li><p>one</p><ol start="3"><li><p>three</p></li></ol></li></ul>',
      ),
    );
  });

  it('reads the serialised document the API answers', () => {
    expect(markup(JSON.stringify(doc(paragraph(text('Lead our brand.')))))).toBe(
      wrap('<p>Lead our brand.</p>'),
    );
  });

  it('opens links in a new window without a way back to the app, keeping only the address', () => {
    const value = doc(
      paragraph(
        text('Apply ', []),
        text('here', [link('https://example.com/apply', { target: '_self', onclick: 'x' })]),
        text(' or '),
        text('email us', [link('mailto:jobs@example.com')]),
      ),
    );
    expect(markup(value)).toBe(
      wrap(
        '<p>Apply <a href="https://example.com/apply" target="_blank" rel="noopener noreferrer">here</a>' +
          ' or <a href="mailto:jobs@example.com" target="_blank" rel="noopener noreferrer">email us</a></p>',
      ),
    );
  });

  it('makes one link of neighbouring text with the same address', () => {
    const href = 'https://example.com/';
    const value = doc(
      paragraph(
        text('read ', [link(href)]),
        text('this', [link(href), { type: 'bold' }]),
        text(' and', [link('https://example.org/')]),
      ),
    );
    expect(markup(value)).toBe(
      wrap(
        `<p><a href="${href}" target="_blank" rel="noopener noreferrer">read <strong>this</strong></a>` +
          '<a href="https://example.org/" target="_blank" rel="noopener noreferrer"> and</a></p>',
      ),
    );
  });

  it('never renders markup, scripts, handlers or unsafe links from a hostile document', () => {
    const value = JSON.stringify(
      doc(
        { type: 'script', content: [text('alert(1)')] },
        { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
        paragraph(
          text('<img src=x onerror=alert(1)><script>alert(2)</script>'),
          text('click', [link('javascript:alert(3)')]),
          text('data', [link('data:text/html,<script>alert(4)</script>')]),
        ),
        { type: 'paragraph', attrs: { onclick: 'alert(5)' }, content: [text('styled')] },
      ),
    );
    const html = markup(value);
    expect(html).toBe(
      wrap(
        '<p>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;clickdata</p>' +
          '<p>styled</p>',
      ),
    );
    // Only the wrapper and paragraphs are elements; the rest is escaped text.
    expect(new Set(html.match(/<\/?[a-z0-9]+/gi))).toEqual(new Set(['<div', '</div', '<p', '</p']));
    expect(html).not.toMatch(/javascript:|data:/);
  });

  it('leaves out empty paragraphs at the start and end, keeping blank lines between words', () => {
    const value = doc(
      { type: 'paragraph' },
      paragraph(text('   ')),
      paragraph(text('first')),
      { type: 'paragraph' },
      paragraph(text('second')),
      { type: 'paragraph' },
    );
    expect(markup(value)).toBe(wrap('<p>first</p><p><br/></p><p>second</p>'));
  });

  it.each([
    ['no value', undefined],
    ['an empty string', ''],
    ['words that are not a document', 'Lead our brand'],
    ['a document without words', doc({ type: 'paragraph' })],
    ['a document too deep to walk', '['.repeat(50_000)],
  ])('shows the fallback for %s', (_label, value) => {
    expect(markup(value, 'No description')).toBe('No description');
    expect(markup(value)).toBe('');
  });
});
