import { useMemo } from 'react';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { RichTextView } from '../../ui/rich-text/rich-text-view';

/** A run of rich-text blocks, or one image, in the order the document has them. */
export type ContentSection =
  | { kind: 'text'; doc: { type: 'doc'; content: unknown[] } }
  | { kind: 'image'; src: string; alt: string };

/**
 * Splits a content document (an article's, a deal's or a landing page's `content`: the
 * rich-text JSON plus image blocks) into sections. The text runs go to RichTextView, which
 * keeps only what rich text allows; an image keeps only a string `src` and `alt`. Anything
 * that is not a document gives no sections.
 */
export function contentSections(value: unknown): ContentSection[] {
  let doc = value;
  if (typeof value === 'string') {
    try {
      doc = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!isRecord(doc) || doc.type !== 'doc' || !Array.isArray(doc.content)) return [];
  const sections: ContentSection[] = [];
  for (const block of doc.content) {
    if (isRecord(block) && block.type === 'image') {
      const attrs = isRecord(block.attrs) ? block.attrs : {};
      if (typeof attrs.src !== 'string' || attrs.src === '') continue;
      sections.push({
        kind: 'image',
        src: attrs.src,
        alt: typeof attrs.alt === 'string' ? attrs.alt : '',
      });
      continue;
    }
    const last = sections.at(-1);
    if (last?.kind === 'text') last.doc.content.push(block);
    else sections.push({ kind: 'text', doc: { type: 'doc', content: [block] } });
  }
  return sections;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
