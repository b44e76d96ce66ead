import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { groupPath } from '../../routing/paths';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ContentCover, publishedOn } from './article-card';
import { DashboardCard } from './dashboard-lists';
import { articlesQuery, dealsQuery } from './documents';
import { ExternalLink } from './external-link';
import './content.css';

const m = messages.content;

/** How many articles and deals a side panel lists: a column beside a page, not a page. */
export const SIDE_PANEL_SIZE = 3;

/**
 * The community articles beside a page (brief: the opportunity page "also shows articles"):
 * a short list, each opening `articles/{slug}`, with See all to Resources.
 */
export function ArticlesSidePanel({ group, id }: { group: Group; id: string }) {
  const list = useQuery(articlesQuery, {
    variables: { types: ['ARTICLE'], first: SIDE_PANEL_SIZE, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const articles = list.data?.articles.data;
  return (
    <DashboardCard
      id={id}
      title={m.communityArticles}
      seeAll={groupPath(group, 'resources')}
      error={list.error}
      onRetry={() => void list.refetch()}
      failed={m.articlesFailed}
      count={articles?.length}
      empty={m.emptyArticles}
    >
      <ul className="side-list" aria-labelledby={id}>
        {articles?.map((article) => (
          <li key={article.id} className="side-list-item">
            <ContentCover image={article.image ?? null} className="side-list-cover" />
            <div className="side-list-text">
              <Link to={groupPath(group, `articles/${article.slug}`)} className="side-list-title">
                {article.title}
              </Link>
              <Typography.Text type="secondary" className="side-list-meta">
                <time dateTime={article.created_at}>{publishedOn(article.created_at)}</time>
              </Typography.Text>
            </div>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

/** 'Deals For You' beside a page (brief: the opportunity page "also shows … deals"). */
export function DealsSidePanel({ group, id }: { group: Group; id: string }) {
  const list = useQuery(dealsQuery, {
    variables: { first: SIDE_PANEL_SIZE, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const deals = list.data?.deals.data;
  return (
    <DashboardCard
      id={id}
      title={m.dealsForYou}
      seeAll={groupPath(group, 'deals')}
      error={list.error}
      onRetry={() => void list.refetch()}
      failed={m.dealsFailed}
      count={deals?.length}
      empty={m.emptyDeals}
    >
      <ul className="side-list" aria-labelledby={id}>
        {deals?.map((deal) => (
          <li key={deal.id} className="side-list-item">
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
        ))}
      </ul>
    </DashboardCard>
  );
}
