import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { CONTENT_PAGE_SIZES, type ArticleType } from '../../../shared/content';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ArticleCard } from './article-card';
import { DealCard } from './deal-card';
import { articlesQuery, dealsQuery } from './documents';
import { ArticleSideItem, DealSideItem } from './side-list-items';
import './content.css';

const m = messages.content;

/** A dashboard's grid of cards, or a short list in a column beside a page (side-panels.tsx). */
export type ContentListLayout = 'grid' | 'side';

const LIST_CLASS: Record<ContentListLayout, string> = {
  grid: 'content-grid content-grid-dashboard',
  side: 'side-list',
};

/**
 * A dashboard's community articles (brief: candidate and agency 4 ARTICLE; employer 3
 * ARTICLE plus 2 MENTORING or TRAINING, `mentoring`), each opening `articles/{slug}`.
 */
export function CommunityArticlesList({
  group,
  first,
  types,
  title = m.communityArticles,
  empty = m.emptyArticles,
  id,
  layout = 'grid',
}: {
  group: Group;
  first: number;
  types: ArticleType[];
  title?: string;
  empty?: string;
  /** The heading's id (the list is labelled by it); unique on the page. */
  id: string;
  layout?: ContentListLayout;
}) {
  const list = useQuery(articlesQuery, {
    variables: { types, first, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const articles = list.data?.articles.data;
  return (
    <DashboardCard
      id={id}
      title={title}
      seeAll={groupPath(group, 'resources')}
      error={list.error}
      onRetry={() => void list.refetch()}
      failed={m.articlesFailed}
      count={articles?.length}
      empty={empty}
    >
      <ul className={LIST_CLASS[layout]} aria-labelledby={id}>
        {articles?.map((article) => {
          const to = groupPath(group, `articles/${article.slug}`);
          return layout === 'side' ? (
            <ArticleSideItem key={article.id} article={article} to={to} />
          ) : (
            <li key={article.id}>
              <ArticleCard article={article} to={to} compact />
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}

/** A dashboard's 'Deals For You' (brief: up to 6), with See all to `deals`. */
export function DealsList({
  group,
  first,
  id,
  layout = 'grid',
}: {
  group: Group;
  first: number;
  id: string;
  layout?: ContentListLayout;
}) {
  const list = useQuery(dealsQuery, {
    variables: { first, page: 1 },
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
      <ul className={LIST_CLASS[layout]} aria-labelledby={id}>
        {deals?.map((deal) =>
          layout === 'side' ? (
            <DealSideItem key={deal.id} deal={deal} />
          ) : (
            <li key={deal.id}>
              <DealCard deal={deal} compact />
            </li>
          ),
        )}
      </ul>
    </DashboardCard>
  );
}

/**
 * A dashboard card: its heading, See all, and the list or its loading, failed or empty state.
 */
function DashboardCard({
  id,
  title,
  seeAll,
  error,
  onRetry,
  failed,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  seeAll: string;
  error: unknown;
  onRetry: () => void;
  failed: string;
  /** How many the list has; undefined while nothing has arrived. */
  count: number | undefined;
  empty: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
      data-testid={id}
      title={
        <Typography.Title level={2} id={id} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        <ButtonLink type="link" to={seeAll}>
          {m.seeAll}
          <VisuallyHidden>: {title}</VisuallyHidden>
        </ButtonLink>
      }
    >
      {error && count === undefined ? (
        <RetryAlert title={failed} onRetry={onRetry} />
      ) : count === undefined ? (
        <div aria-busy="true">
          <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        children
      )}
    </Card>
  );
}

/** The candidate's and the agency's community articles (brief: 4; the employer's: 3). */
export const DASHBOARD_ARTICLES_WIDE = 4;

/**
 * A dashboard's community content, as the brief gives each group: candidates and agencies
 * 4 articles and up to 6 deals; employers 3 articles and 2 mentoring or training.
 */
export function DashboardContentLists({ group }: { group: Group }) {
  if (group === 'employer') {
    return (
      <>
        <CommunityArticlesList
          group={group}
          id="dashboard-articles"
          types={['ARTICLE']}
          first={CONTENT_PAGE_SIZES.dashboardArticles}
        />
        <CommunityArticlesList
          group={group}
          id="dashboard-mentoring"
          types={['MENTORING', 'TRAINING']}
          first={CONTENT_PAGE_SIZES.dashboardMentoring}
          title={m.mentoringAndTraining}
          empty={m.emptyMentoring}
        />
      </>
    );
  }
  return (
    <>
      <CommunityArticlesList
        group={group}
        id="dashboard-articles"
        types={['ARTICLE']}
        first={DASHBOARD_ARTICLES_WIDE}
      />
      <DealsList group={group} id="dashboard-deals" first={CONTENT_PAGE_SIZES.deals} />
    </>
  );
}
