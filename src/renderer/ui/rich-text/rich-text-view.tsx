import { Fragment, useMemo, type ReactNode } from 'react';
import {
  normaliseRichText,
  safeHref,
  type RichTextBlock,
  type RichTextInline,
  type RichTextMark,
} from '../../../shared/rich-text';
import { useRichTextStyle } from './rich-text-style';
import './rich-text.css';

interface RichTextViewProps {
  /** A document, its serialised string (`Opportunity.description`), or anything else. */
  value: unknown;
  /** Shown instead when there is nothing to show (no document, or no words in it). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A rich-text document as React elements: never HTML, so nothing in it can run. Whatever
 * comes in goes through `normaliseRichText` first (unknown content dropped, links only to
 * http(s) and mailto addresses, opened in a new window without access to this one).
 * Imports no editor code, so list and detail pages stay light.
 */
export function RichTextView({ value, fallback = null, className }: RichTextViewProps) {
  const style = useRichTextStyle();
  const blocks = useMemo(() => withoutBlankEdges(normaliseRichText(value)?.content ?? []), [value]);
  if (blocks.length === 0) return <>{fallback}</>;
  return (
    <div
      className={
        className
          ? `rich-text-content rich-text-view ${className}`
          : 'rich-text-content rich-text-view'
      }
      style={style}
    >
      {blocks.map(renderBlock)}
    </div>
  );
}

/** Empty paragraphs before the first words and after the last (a trailing Enter) take no room. */
function withoutBlankEdges(blocks: RichTextBlock[]): RichTextBlock[] {
  const blank = (block: RichTextBlock) =>
    block.type === 'paragraph' &&
    (block.content ?? []).every((node) => node.type === 'text' && node.text.trim() === '');
  const first = blocks.findIndex((block) => !blank(block));
  return first === -1
    ? []
    : blocks.slice(first, blocks.findLastIndex((block) => !blank(block)) + 1);
}

function renderBlock(block: RichTextBlock, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph between others is a blank line, as it was in the editor.
      return <p key={index}>{block.content ? renderInlines(block.content) : <br />}</p>;
    case 'heading':
      return block.attrs.level === 3 ? (
        <h3 key={index}>{renderInlines(block.content ?? [])}</h3>
      ) : (
        <h2 key={index}>{renderInlines(block.content ?? [])}</h2>
      );
    case 'bulletList':
      return <ul key={index}>{block.content.map(renderListItem)}</ul>;
    case 'orderedList':
      return (
        <ol key={index} start={block.attrs?.start}>
          {block.content.map(renderListItem)}
        </ol>
      );
  }
}

function renderListItem(item: { content: RichTextBlock[] }, index: number): ReactNode {
  return <li key={index}>{item.content.map(renderBlock)}</li>;
}

/**
 * Inline content; neighbouring pieces of text with the same link (a link partly bold) make
 * one link, so a screen reader meets it once.
 */
function renderInlines(content: RichTextInline[]): ReactNode[] {
  const runs: { href: string | null; nodes: { node: RichTextInline; key: number }[] }[] = [];
  content.forEach((node, key) => {
    const href = linkOf(node);
    const last = runs.at(-1);
    if (href && last?.href === href) last.nodes.push({ node, key });
    else runs.push({ href, nodes: [{ node, key }] });
  });
  return runs.flatMap(({ href, nodes }) => {
    const rendered = nodes.map(({ node, key }) =>
      node.type === 'hardBreak' ? (
        <br key={key} />
      ) : (
        <Fragment key={key}>{renderMarks(node.text, node.marks ?? [])}</Fragment>
      ),
    );
    return href ? (
      <a key={nodes[0]?.key} href={href} target="_blank" rel="noopener noreferrer">
        {rendered}
      </a>
    ) : (
      rendered
    );
  });
}

/** The address a piece of text links to, when it is one the app opens. */
function linkOf(node: RichTextInline): string | null {
  if (node.type !== 'text') return null;
  const link = node.marks?.find((mark) => mark.type === 'link');
  return link ? safeHref(link.attrs.href) : null;
}

/** Text inside its bold, italic and underline marks. */
function renderMarks(text: string, marks: RichTextMark[]): ReactNode {
  let element: ReactNode = text;
  if (marks.some((mark) => mark.type === 'underline')) element = <u>{element}</u>;
  if (marks.some((mark) => mark.type === 'italic')) element = <em>{element}</em>;
  if (marks.some((mark) => mark.type === 'bold')) element = <strong>{element}</strong>;
  return element;
}
