import { useMemo } from 'react';
import { normaliseContentDocument } from '../../../shared/content-document';
import type { RichTextBlock, RichTextInline } from '../../../shared/rich-text';
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
 * gives no sections. A first heading that repeats `title` (a Markdown file's `# Pricing`) is
 * left out: the page shows its title once, as its h1.
 */
export function contentSections(value: unknown, title?: string): ContentSection[] {
  const sections: ContentSection[] = [];
  const blocks = normaliseContentDocument(value)?.content ?? [];
  const [first] = blocks;
  const repeatsTitle =
    first?.type === 'heading' &&
    title !== undefined &&
    headingText(first.content ?? []).toLowerCase() === title.trim().toLowerCase();
  for (const block of repeatsTitle ? blocks.slice(1) : blocks) {
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

/** A heading's words, without its marks. */
function headingText(content: RichTextInline[]): string {
  return content
    .map((node) => (node.type === 'text' ? node.text : ' '))
    .join('')
    .trim();
}

/**
 * A content document as React elements: never HTML. Images load from the API's origin.
 * `title`: the page's own heading, not repeated when the document opens with it.
 */
export function ContentBody({ value, title }: { value: unknown; title?: string }) {
  const origin = useApiOrigin();
  const sections = useMemo(() => contentSections(value, title), [value, title]);
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
