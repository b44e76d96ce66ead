import { describe, expect, it } from 'vitest';
import { contentSections } from './content-body';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const image = (attrs: unknown) => ({ type: 'image', attrs });

describe('contentSections', () => {
  it('keeps the order: text runs between images, neighbouring blocks in one run', () => {
    const doc = {
      type: 'doc',
      content: [
        paragraph('one'),
        paragraph('two'),
        image({ src: '/files/a.png', alt: 'A chart' }),
        paragraph('three'),
      ],
    };
    expect(contentSections(JSON.stringify(doc))).toEqual([
      { kind: 'text', doc: { type: 'doc', content: [paragraph('one'), paragraph('two')] } },
      { kind: 'image', src: '/files/a.png', alt: 'A chart' },
      { kind: 'text', doc: { type: 'doc', content: [paragraph('three')] } },
    ]);
  });

  it('drops an image without a string src, and gives a missing alt as empty', () => {
    const doc = {
      type: 'doc',
      content: [image({ src: 42 }), image(null), image({ src: '/files/b.png', alt: 3 })],
    };
    expect(contentSections(doc)).toEqual([{ kind: 'image', src: '/files/b.png', alt: '' }]);
  });

  it('gives nothing for what is not a document', () => {
    expect(contentSections('not json')).toEqual([]);
    expect(contentSections('{"type":"paragraph"}')).toEqual([]);
    expect(contentSections(null)).toEqual([]);
    expect(contentSections({ type: 'doc', content: 'x' })).toEqual([]);
  });
});
