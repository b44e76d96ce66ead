import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { latestOpportunitiesQuery, opportunitiesForYouQuery } from './documents';
import { OpportunityRows, type BrowsingGroup } from './opportunity-rows';
import {
  SearchFilters,
  filterOf,
  filtersUsed,
  paramsFromSearch,
  searchFromParams,
  type SearchState,
} from './search-filters';

const m = messages.candidateOpportunities;

/** Rows per page of the full lists. */
export const LIST_PAGE_SIZE = 10;

type Kind = 'latest' | 'forYou';

/** Each list's title and empty text, per group: candidates' jobs, agencies' projects. */
const TEXTS: Record<BrowsingGroup, Record<Kind, { title: string; empty: string }>> = {
  candidate: {
    latest: { title: m.latestTitle, empty: m.emptyLatest },
    forYou: { title: m.forYouTitle, empty: m.emptyForYou },
  },
  agency: {
    latest: { title: m.allProjectsTitle, empty: m.emptyProjects },
    forYou: { title: m.projectsForYouTitle, empty: m.emptyProjectsForYou },
  },
};

/** Where each group's full list of open posts is (the for-you list's empty state links it). */
export const LATEST_PAGE: Record<BrowsingGroup, string> = {
  candidate: 'latest-opportunities',
  agency: 'opportunities',
};

/**
 * `latest-opportunities` (candidates) and `opportunities` (agencies: All Project
 * Opportunities): every open post of the group's side, searched and filtered.
 */
export function LatestOpportunitiesPage({ group }: { group: BrowsingGroup }) {
  return <OpportunityListPage group={group} kind="latest" />;
}

/** `opportunities-for-you`: the open posts that match the candidate or agency. */
export function OpportunitiesForYouPage({ group }: { group: BrowsingGroup }) {
  return <OpportunityListPage group={group} kind="forYou" />;
}

function OpportunityListPage({ group, kind }: { group: BrowsingGroup; kind: Kind }) {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const page = Math.max(Number(params.get('page')) || 1, 1);
  const variables = { filter: filterOf(search), first: LIST_PAGE_SIZE, page };
  const latest = useQuery(latestOpportunitiesQuery, {
    variables,
    skip: kind !== 'latest',
    fetchPolicy: 'cache-and-network',
  });
  const forYou = useQuery(opportunitiesForYouQuery, {
    variables,
    skip: kind !== 'forYou',
    fetchPolicy: 'cache-and-network',
  });
  const query = kind === 'latest' ? latest : forYou;
  const result =
    kind === 'latest' ? latest.data?.latestOpportunities : forYou.data?.opportunitiesForYou;
  const { title, empty } = TEXTS[group][kind];
  const latestTitle = TEXTS[group].latest.title;
  const searching = Boolean(search.search.trim()) || filtersUsed(search) > 0;
  const show = (next: SearchState, nextPage = 1) =>
    setParams(paramsFromSearch(next, nextPage), { replace: nextPage === 1 });

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary }}>
      <Typography.Title
        level={1}
        id="opportunity-list-title"
        style={{ fontSize: 28, marginTop: 0 }}
      >
        {title}
      </Typography.Title>
      <SearchFilters
        side={group === 'agency' ? 'PROJECT' : 'JOB'}
        value={search}
        onChange={(next) => show(next)}
      />
      <div style={{ marginTop: 16 }} aria-live="polite" aria-busy={query.loading}>
        {query.error && !result ? (
          <RetryAlert title={m.loadFailed} onRetry={() => void query.refetch()} />
        ) : !result ? (
          <div>
            <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : result.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searching ? m.empty : empty}>
            {kind === 'forYou' && !searching && (
              <ButtonLink to={groupPath(group, LATEST_PAGE[group])}>{latestTitle}</ButtonLink>
            )}
          </Empty>
        ) : (
          <>
            <Typography.Text type="secondary">
              {m.found(result.paginatorInfo.total)}
            </Typography.Text>
            <OpportunityRows
              group={group}
              posts={result.data}
              labelledBy="opportunity-list-title"
            />
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Pagination
                current={result.paginatorInfo.currentPage}
                pageSize={LIST_PAGE_SIZE}
                total={result.paginatorInfo.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(next) => show(search, next)}
              />
            </Flex>
          </>
        )}
      </div>
    </Card>
  );
}
