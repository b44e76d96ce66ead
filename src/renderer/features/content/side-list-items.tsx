import { ExportOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ContentCover, publishedOn } from './article-card';
import type { ArticleCardFieldsFragment } from '../../gql/graphql';
import type { DealFields } from './deal-card';
import { ExternalLink } from '../../ui/external-link';

const m = messages.content;

/** An article in a side column: its cover, its title opening `to`, and its date. */
export function ArticleSideItem({
  article,
  to,
}: {
  article: ArticleCardFieldsFragment;
  to: string;
}) {
  return (
    <li className="side-list-item">
      <ContentCover image={article.image ?? null} className="side-list-cover" />
      <div className="side-list-text">
        <Link to={to} className="side-list-title">
          {article.title}
        </Link>
        <Typography.Text type="secondary" className="side-list-meta">
          <time dateTime={article.created_at}>{publishedOn(article.created_at)}</time>
        </Typography.Text>
      </div>
    </li>
  );
}

/** A deal in a side column: its cover, title and subtitle, and Get Deal. */
export function DealSideItem({ deal }: { deal: DealFields }) {
  return (
    <li className="side-list-item">
      <ContentCover image={deal.image ?? null} className="side-list-cover" />
      <div className="side-list-text">
        <span className="side-list-title">{deal.title}</span>
        <Typography.Text type="secondary" className="side-list-meta">
          {deal.subtitle}
        </Typography.Text>
        <ExternalLink href={deal.link} className="side-list-link">
          {m.getDeal} <ExportOutlined aria-hidden />
          <VisuallyHidden>: {deal.title}</VisuallyHidden>
        </ExternalLink>
      </div>
    </li>
  );
}
