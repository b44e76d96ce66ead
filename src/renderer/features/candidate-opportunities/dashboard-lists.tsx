import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { CandidateOpportunityCardFragment } from '../../gql/graphql';
import {
  appliedOpportunitiesQuery,
  latestOpportunitiesQuery,
  opportunitiesForYouQuery,
} from './documents';
import { OpportunityRows } from './opportunity-rows';

const m = messages.candidateOpportunities;

/**
 * The brief's dashboard lists: for you 6, latest 4 (industry 1), applied 6. "Industry 1" is
 * read as the brief's default discipline filter (industry id 1) on the latest jobs.
 */
export const DASHBOARD_FOR_YOU = 6;
export const DASHBOARD_LATEST = 4;
export const DASHBOARD_APPLIED = 6;
export const DASHBOARD_LATEST_INDUSTRY = '1';

/** The candidate dashboard's three lists, each with a link to its full list. */
export function CandidateDashboardLists() {
  const forYou = useQuery(opportunitiesForYouQuery, {
    variables: { first: DASHBOARD_FOR_YOU, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const latest = useQuery(latestOpportunitiesQuery, {
    variables: {
      filter: { industries: [DASHBOARD_LATEST_INDUSTRY] },
      first: DASHBOARD_LATEST,
      page: 1,
    },
    fetchPolicy: 'cache-and-network',
  });
  const applied = useQuery(appliedOpportunitiesQuery, {
    variables: { first: DASHBOARD_APPLIED, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const appliedRows = applied.data?.appliedOpportunities.data ?? [];
  const statusOf = new Map(appliedRows.map((row) => [row.opportunity.id, row]));

  return (
    <Flex vertical gap={24}>
      <DashboardList
        id="dashboard-for-you"
        title={m.forYouTitle}
        seeAll={groupPath('candidate', 'opportunities-for-you')}
        loading={forYou.loading}
        error={forYou.error}
        onRetry={() => void forYou.refetch()}
        posts={forYou.data?.opportunitiesForYou.data}
        empty={m.emptyForYou}
      />
      <DashboardList
        id="dashboard-latest"
        title={m.latestTitle}
        seeAll={groupPath('candidate', 'latest-opportunities')}
        loading={latest.loading}
        error={latest.error}
        onRetry={() => void latest.refetch()}
        posts={latest.data?.latestOpportunities.data}
        empty={m.emptyLatest}
      />
      <DashboardList
        id="dashboard-applied"
        title={m.appliedTitle}
        loading={applied.loading}
        error={applied.error}
        onRetry={() => void applied.refetch()}
        posts={applied.data?.appliedOpportunities.data.map((row) => row.opportunity)}
        empty={m.emptyApplied}
        aside={(post) => {
          const row = statusOf.get(post.id);
          if (!row) return null;
          return (
            <>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {m.dateApplied} {dayjs(row.created_at).format('DD/MM/YYYY')}
              </Typography.Text>
              <Tag color={row.status === 'OPEN' ? 'green' : undefined} style={tagText(row.status)}>
                {row.status === 'OPEN' ? m.open : m.closed}
              </Tag>
            </>
          );
        }}
      />
    </Flex>
  );
}

/** antd's green tag text is under 4.5:1 on its background: darker, as the profiles do. */
const tagText = (status: string) => (status === 'OPEN' ? { color: '#135200' } : undefined);

function DashboardList({
  id,
  title,
  seeAll,
  loading,
  error,
  onRetry,
  posts,
  empty,
  aside,
}: {
  id: string;
  title: string;
  seeAll?: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  posts: readonly CandidateOpportunityCardFragment[] | undefined;
  empty: string;
  aside?: (post: CandidateOpportunityCardFragment) => ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
      title={
        <Typography.Title level={2} id={id} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        seeAll ? (
          <ButtonLink type="link" to={seeAll} aria-label={`${m.seeAll}: ${title}`}>
            {m.seeAll}
          </ButtonLink>
        ) : null
      }
    >
      {error && !posts ? (
        <RetryAlert title={m.loadFailed} onRetry={onRetry} />
      ) : !posts ? (
        <div aria-busy={loading}>
          <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : posts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <OpportunityRows posts={posts} labelledBy={id} aside={aside} />
      )}
    </Card>
  );
}
