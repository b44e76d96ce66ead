import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Skeleton, Table, Tag, Typography, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type {
  AppliedOpportunitiesQuery,
  CandidateOpportunityCardFragment,
  OpportunitySearch,
} from '../../gql/graphql';
import {
  appliedOpportunitiesQuery,
  latestOpportunitiesQuery,
  opportunitiesForYouQuery,
} from './documents';
import { OpportunityRows, companyProfilePath, opportunityPath } from './opportunity-rows';
import { formatDate } from '../../lib/dates';

const m = messages.candidateOpportunities;

/**
 * The brief's dashboard lists: for you 6, latest 4 (industry 1), applied 6. "Industry 1" is
 * read as the brief's default discipline filter (industry id 1) on the latest jobs.
 */
export const DASHBOARD_FOR_YOU = 6;
export const DASHBOARD_LATEST = 4;
export const DASHBOARD_APPLIED = 6;
export const DASHBOARD_LATEST_INDUSTRY = '1';

type Card = CandidateOpportunityCardFragment;

type Application = AppliedOpportunitiesQuery['appliedOpportunities']['data'][number];
type RenderPosts = (posts: readonly Card[], labelledBy: string) => ReactNode;

/** What differs between the candidate's and the agency's dashboards. */
interface DashboardOptions {
  group: 'candidate' | 'agency';
  /** Narrows the latest list. */
  latestFilter?: OpportunitySearch;
  /** The full list the latest one's See All opens. */
  latestPath: string;
  titles: { forYou: string; latest: string; applied: string };
  empty: { forYou: string; latest: string; applied: string };
  /** The for-you and latest lists' posts. */
  renderPosts: RenderPosts;
  /** The applied list's posts, each with its application (`applicationOf`). */
  renderApplied: (
    posts: readonly Card[],
    labelledBy: string,
    applicationOf: (post: Card) => Application | undefined,
  ) => ReactNode;
}

/** The three lists of either dashboard, each with its own states and a link to its full list. */
function DashboardLists(options: DashboardOptions) {
  const { group, titles, empty, renderPosts } = options;
  const forYou = useQuery(opportunitiesForYouQuery, {
    variables: { first: DASHBOARD_FOR_YOU, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const latest = useQuery(latestOpportunitiesQuery, {
    variables: { filter: options.latestFilter, first: DASHBOARD_LATEST, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const applied = useQuery(appliedOpportunitiesQuery, {
    variables: { first: DASHBOARD_APPLIED, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const applications = applied.data?.appliedOpportunities.data;
  const byPost = new Map((applications ?? []).map((row) => [row.opportunity.id, row]));
  return (
    <Flex vertical gap={24}>
      <DashboardList
        id="dashboard-for-you"
        title={titles.forYou}
        seeAll={groupPath(group, 'opportunities-for-you')}
        query={forYou}
        posts={forYou.data?.opportunitiesForYou.data}
        empty={empty.forYou}
        render={renderPosts}
      />
      <DashboardList
        id="dashboard-latest"
        title={titles.latest}
        seeAll={groupPath(group, options.latestPath)}
        query={latest}
        posts={latest.data?.latestOpportunities.data}
        empty={empty.latest}
        render={renderPosts}
      />
      <DashboardList
        id="dashboard-applied"
        title={titles.applied}
        query={applied}
        posts={applications?.map((row) => row.opportunity)}
        empty={empty.applied}
        render={(posts, labelledBy) =>
          options.renderApplied(posts, labelledBy, (post) => byPost.get(post.id))
        }
      />
    </Flex>
  );
}

/** The candidate's latest jobs: the brief's default discipline (see above). */
const CANDIDATE_LATEST_FILTER = { industries: [DASHBOARD_LATEST_INDUSTRY] };

/** The candidate dashboard's three lists, each with a link to its full list. */
export function CandidateDashboardLists() {
  return (
    <DashboardLists
      group="candidate"
      latestFilter={CANDIDATE_LATEST_FILTER}
      latestPath="latest-opportunities"
      titles={{ forYou: m.forYouTitle, latest: m.latestTitle, applied: m.appliedTitle }}
      empty={{ forYou: m.emptyForYou, latest: m.emptyLatest, applied: m.emptyApplied }}
      renderPosts={(posts, labelledBy) => (
        <OpportunityRows group="candidate" posts={posts} labelledBy={labelledBy} />
      )}
      renderApplied={(posts, labelledBy, applicationOf) => (
        <OpportunityRows
          group="candidate"
          posts={posts}
          labelledBy={labelledBy}
          aside={(post) => {
            const row = applicationOf(post);
            if (!row) return null;
            return (
              <>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {m.dateApplied} {formatDate(row.created_at)}
                </Typography.Text>
                <StatusTag status={row.status} />
              </>
            );
          }}
        />
      )}
    />
  );
}

/**
 * The agency dashboard's lists (brief): Project Opportunities For You (6, from the agency's
 * services and category experience), Latest Project Opportunities (4) and Project
 * Opportunities You've Applied For (6), as tables of Company, Date Posted and a View
 * Opportunity link; the applied one adds when and whether the project is still open.
 */
export function AgencyDashboardLists() {
  return (
    <DashboardLists
      group="agency"
      latestPath="opportunities"
      titles={{
        forYou: m.projectsForYouTitle,
        latest: m.latestProjectsTitle,
        applied: m.appliedProjectsTitle,
      }}
      empty={{
        forYou: m.emptyProjectsForYou,
        latest: m.emptyProjects,
        applied: m.emptyAppliedProjects,
      }}
      renderPosts={(posts, labelledBy) => <ProjectTable posts={posts} labelledBy={labelledBy} />}
      renderApplied={(posts, labelledBy, applicationOf) => (
        <ProjectTable
          posts={posts}
          labelledBy={labelledBy}
          extra={[
            {
              key: 'applied',
              title: m.dateApplied,
              render: (_value: unknown, post: Card) => {
                const row = applicationOf(post);
                return row ? formatDate(row.created_at) : null;
              },
            },
            {
              key: 'status',
              title: m.status,
              render: (_value: unknown, post: Card) => {
                const row = applicationOf(post);
                return row ? <StatusTag status={row.status} /> : null;
              },
            },
          ]}
        />
      )}
    />
  );
}

/** A list of projects as a table: Project, Company, Date Posted, (extra), View Opportunity. */
function ProjectTable({
  posts,
  labelledBy,
  extra = [],
}: {
  posts: readonly Card[];
  labelledBy: string;
  extra?: { key: string; title: string; render: (value: unknown, post: Card) => ReactNode }[];
}) {
  // The table itself is named by its list's heading (antd puts aria-* on its wrapper); made
  // once per name, so the table element is not remounted on every render.
  const components = useMemo(
    () => ({
      table: (props: object) => <table {...props} aria-labelledby={labelledBy} />,
    }),
    [labelledBy],
  );
  return (
    <Table<Card>
      components={components}
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={[...posts]}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'title',
          title: m.projectColumn,
          render: (_value, post) => (
            <Link to={opportunityPath('agency', post.id)} className="opportunity-row-title">
              {post.title}
            </Link>
          ),
        },
        {
          key: 'company',
          title: m.company,
          render: (_value, post) => (
            <Link to={companyProfilePath('agency', post.agency.id)}>{post.agency.company}</Link>
          ),
        },
        { key: 'posted', title: m.datePosted, dataIndex: 'job_number' },
        ...extra,
        {
          key: 'view',
          title: <VisuallyHidden>{m.viewOpportunity}</VisuallyHidden>,
          align: 'right',
          render: (_value, post) => (
            <Link
              to={opportunityPath('agency', post.id)}
              aria-label={`${m.viewOpportunity}: ${post.title}`}
            >
              {m.viewOpportunity}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** Open or Closed; antd's green tag text is under 4.5:1 on its background: darker, as the profiles do. */
function StatusTag({ status }: { status: string }) {
  const open = status === 'OPEN';
  return (
    <Tag color={open ? 'green' : undefined} style={open ? { color: '#135200' } : undefined}>
      {open ? m.open : m.closed}
    </Tag>
  );
}

function DashboardList({
  id,
  title,
  seeAll,
  query,
  posts,
  empty,
  render,
}: {
  id: string;
  title: string;
  seeAll?: string;
  /** The list's query: its loading and error states, and Retry. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  posts: readonly Card[] | undefined;
  empty: string;
  render: RenderPosts;
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
      {query.error && !posts ? (
        <RetryAlert title={m.loadFailed} onRetry={() => void query.refetch()} />
      ) : !posts ? (
        <div aria-busy={query.loading}>
          <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : posts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        render(posts, id)
      )}
    </Card>
  );
}
