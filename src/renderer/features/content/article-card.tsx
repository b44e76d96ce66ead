import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { ArticleCardFieldsFragment } from '../../gql/graphql';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';

const m = messages.content;

/** The date an article was published, as the app writes dates. */
export function publishedOn(createdAt: string): string {
  return dayjs(createdAt).format('D MMM YYYY');
}

/** The cover of an article or deal, or a calm placeholder of the same size. */
export function ContentCover({ image, className }: { image: string | null; className: string }) {
  const origin = useApiOrigin();
  const src = origin ? fileUrl(origin, image) : null;
  // Decorative: the title next to it says what the card is.
  return src ? (
    <img className={className} src={src} alt="" />
  ) : (
    <div className={`${className} content-cover-placeholder`} aria-hidden />
  );
}

/**
 * An article's card (the blog's grid, the dashboards, 'other posts'): cover, type, title
 * linking to `to`, summary and date. `headingLevel` keeps the page's outline.
 */
export function ArticleCard({
  article,
  to,
  headingLevel = 3,
  compact = false,
}: {
  article: ArticleCardFieldsFragment;
  to: string;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
}) {
  return (
    <article className={compact ? 'article-card article-card-compact' : 'article-card'}>
      <ContentCover image={article.image ?? null} className="article-card-cover" />
      <div className="article-card-body">
        <div className="article-card-meta">
          <Tag className="content-type-tag">{m.types[article.type]}</Tag>
          <Typography.Text type="secondary">
            <time dateTime={article.created_at}>{publishedOn(article.created_at)}</time>
          </Typography.Text>
        </div>
        <Typography.Title level={headingLevel} className="article-card-title">
          <Link to={to}>{article.title}</Link>
        </Typography.Title>
        {!compact && (
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 3 }}
            className="article-card-summary"
          >
            {article.summary}
          </Typography.Paragraph>
        )}
      </div>
    </article>
  );
}
