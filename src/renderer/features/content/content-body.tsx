import { useMemo } from 'react';
import { normaliseContentDocument } from '../../../shared/content-document';
import type { RichTextBlock } from '../../../shared/rich-text';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { RichTextView } from '../../ui/rich-text/rich-text-view';

/** A run of rich-text blocks, or one image, in the order the document has them. */
export type ContentSection =
  | { kind: 'text'; doc: { type: 'doc'; content: RichTextBlock[] } }
  | { kind: 'image'; src: string; alt: string };

/**
 * Splits a content document (an article's, a deal's or a landing page's `content`) into
 * the runs of rich text RichTextView renders and the images between them, after
 * `normaliseContentDocument` kept only what the app shows. Anything that is not a document
 * gives no sections.
 */
export function contentSections(value: unknown): ContentSection[] {
  const sections: ContentSection[] = [];
  for (const block of normaliseContentDocument(value)?.content ?? []) {
    if (block.type === 'image') {
      sections.push({ kind: 'image', src: block.attrs.src, alt: block.attrs.alt });
      continue;
    }
    const last = sections.at(-1);
    if (last?.kind === 'text') last.doc.content.push(block);
    else sections.push({ kind: 'text', doc: { type: 'doc', content: [block] } });
  }
  return sections;
}

/** A content document as React elements: never HTML. Images load from the API's origin. */
export function ContentBody({ value }: { value: unknown }) {
  const origin = useApiOrigin();
  const sections = useMemo(() => contentSections(value), [value]);
  return (
    <div className="content-body">
      {sections.map((section, index) => {
        if (section.kind === 'text') return <RichTextView key={index} value={section.doc} />;
        const src = origin ? fileUrl(origin, section.src) : null;
        return src ? (
          <img key={index} className="content-body-image" src={src} alt={section.alt} />
        ) : null;
      })}
    </div>
  );
}
