import { describe, expect, it } from 'vitest';
import { contentSections } from './content-body';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const image = (attrs: unknown) => ({ type: 'image', attrs });
const stored = (name: string) => `/files/${name.repeat(32)}.png`;

describe('contentSections', () => {
  it('keeps the order: text runs between images, neighbouring blocks in one run', () => {
    const doc = {
      type: 'doc',
      content: [
        paragraph('one'),
        paragraph('two'),
        image({ src: stored('a'), alt: 'A chart' }),
        paragraph('three'),
      ],
    };
    expect(contentSections(JSON.stringify(doc))).toEqual([
      { kind: 'text', doc: { type: 'doc', content: [paragraph('one'), paragraph('two')] } },
      { kind: 'image', src: stored('a'), alt: 'A chart' },
      { kind: 'text', doc: { type: 'doc', content: [paragraph('three')] } },
    ]);
  });

  it('keeps only images of stored files, a missing alt given as empty', () => {
    const doc = {
      type: 'doc',
      content: [
        image({ src: 42 }),
        image(null),
        image({ src: 'javascript:alert(1)' }),
        image({ src: 'https://elsewhere.example/x.png' }),
        image({ src: stored('b'), alt: 3 }),
      ],
    };
    expect(contentSections(doc)).toEqual([{ kind: 'image', src: stored('b'), alt: '' }]);
  });

  it('drops what rich text does not allow, and gives nothing for what is not a document', () => {
    const doc = { type: 'doc', content: [{ type: 'script', text: 'x' }, paragraph('kept')] };
    expect(contentSections(doc)).toEqual([
      { kind: 'text', doc: { type: 'doc', content: [paragraph('kept')] } },
    ]);
    expect(contentSections('not json')).toEqual([]);
    expect(contentSections('{"type":"paragraph"}')).toEqual([]);
    expect(contentSections(null)).toEqual([]);
  });

  it("leaves out a first heading that repeats the page's title, and only that", () => {
    const heading = (text: string) => ({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text }],
    });
    const doc = {
      type: 'doc',
      content: [heading('Pricing'), paragraph('£195'), heading('Pricing')],
    };
    expect(contentSections(doc, 'pricing')).toEqual([
      { kind: 'text', doc: { type: 'doc', content: [paragraph('£195'), heading('Pricing')] } },
    ]);
    expect(contentSections(doc, 'FAQs')[0]).toEqual({
      kind: 'text',
      doc: { type: 'doc', content: doc.content },
    });
    expect(contentSections(doc)).toHaveLength(1);
  });
});
