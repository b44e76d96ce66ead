import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Segmented,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { CLOSE_REASONS } from '../../../shared/opportunities';
import { apiFailure } from '../../apollo/api-failure';
import type { TeamOpportunitiesQuery } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { ClosePostModal, RELOAD_AFTER_CLOSE_MS, type ClosedPost } from './close-post-modal';
import { teamOpportunitiesQuery } from './documents';
import { useRestorePost } from './use-restore-post';
import './post-lists.css';
import { formatDate } from '../../lib/dates';

const m = messages.opportunities;

/** Rows per page of a dashboard list. */
const PAGE_SIZE = 10;

type Target = 'JOB' | 'PROJECT';
type ListedPost = TeamOpportunitiesQuery['viewTeamOpportunity']['data'][number];

/** The page that shows a post, and the one that edits it. */
export function postPaths(target: Target, id: string) {
  return target === 'JOB'
    ? {
        view: groupPath('employer', `view-opportunity/${id}`),
        edit: groupPath('employer', `edit-opportunity/${id}`),
      }
    : {
        view: groupPath('employer', `view-project/${id}`),
        edit: groupPath('employer', `edit-project/${id}`),
      };
}

/** The employer dashboard's job opportunities and agency projects. */
export function EmployerPostLists() {
  return (
    <Flex vertical gap={24}>
      <PostList target="JOB" />
      <PostList target="PROJECT" />
    </Flex>
  );
}

/** One of the dashboard's lists, toggling between open and closed posts. */
function PostList({ target }: { target: Target }) {
  const { token } = theme.useToken();
  const [closed, setClosed] = useState(false);
  const [closing, setClosing] = useState<ClosedPost | null>(null);
  const list = useQuery(teamOpportunitiesQuery, {
    variables: { target, closed, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const title = target === 'JOB' ? m.jobOpportunities : m.agencyProjects;
  const headingId = `post-list-${target.toLowerCase()}`;
  const page = list.data?.viewTeamOpportunity;

  const loadMore = () =>
    list.fetchMore({
      variables: { after: page?.paginatorInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        viewTeamOpportunity: {
          ...fetchMoreResult.viewTeamOpportunity,
          data: [...previous.viewTeamOpportunity.data, ...fetchMoreResult.viewTeamOpportunity.data],
        },
      }),
    });

  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
      title={
        <Typography.Title level={2} id={headingId} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        <Segmented
          value={closed ? 'closed' : 'active'}
          onChange={(value) => setClosed(value === 'closed')}
          options={[
            { value: 'active', label: m.active },
            { value: 'closed', label: m.closed },
          ]}
          aria-label={`${title}: ${m.active} / ${m.closed}`}
        />
      }
    >
      {list.error && !page ? (
        <Alert
          type="error"
          showIcon
          title={apiFailure(list.error).message}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {messages.nav.retry}
            </Button>
          }
        />
      ) : !page ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : page.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            closed
              ? target === 'JOB'
                ? m.noClosedJobs
                : m.noClosedProjects
              : target === 'JOB'
                ? m.noJobs
                : m.noProjects
          }
        />
      ) : (
        <>
          <ul className="post-list" aria-labelledby={headingId}>
            {page.data.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                closed={closed}
                onClose={() => setClosing({ id: post.id, title: post.title, target })}
                onRestored={() => void list.refetch()}
              />
            ))}
          </ul>
          {page.paginatorInfo.hasMorePages && (
            <Flex justify="center" style={{ marginTop: 16 }}>
              <Button loading={list.loading} onClick={() => void loadMore()}>
                {m.loadMore}
              </Button>
            </Flex>
          )}
        </>
      )}
      <ClosePostModal
        post={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          // The brief reloads the page 500 ms after the toast; the lists are asked again.
          setTimeout(() => void list.refetch(), RELOAD_AFTER_CLOSE_MS);
        }}
      />
    </Card>
  );
}

function PostRow({
  post,
  closed,
  onClose,
  onRestored,
}: {
  post: ListedPost;
  closed: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { restorePost, restoring } = useRestorePost(onRestored);
  const paths = postPaths(post.target, post.id);

  return (
    <li className="post-list-row">
      <div className="post-list-main">
        <Link to={paths.view} className="post-list-title">
          {post.title}
        </Link>
        <Typography.Text type="secondary" className="post-list-meta">
          {closed && post.closed_at
            ? m.closedOn(
                formatDate(post.closed_at),
                CLOSE_REASONS.find((reason) => reason.value === post.close_reason)?.label ?? '',
              )
            : m.postedOn(post.job_number)}
          {post.work_mode_label && ` · ${post.work_mode_label}`}
          {` · ${post.creator.name}`}
        </Typography.Text>
        {!post.is_active && !closed && <Tag>{m.unpublishedTag}</Tag>}
      </div>
      <Flex gap={8} align="center" wrap className="post-list-actions">
        <Link to={groupPath('employer', `view-applicants/${post.id}`)}>
          {m.applicantsCount(post.applicants_count ?? 0)}
        </Link>
        {post.can_edit && !closed ? (
          <ButtonLink size="small" to={paths.edit} aria-label={`${m.edit}: ${post.title}`}>
            {m.edit}
          </ButtonLink>
        ) : (
          <ButtonLink size="small" to={paths.view} aria-label={`${m.view}: ${post.title}`}>
            {m.view}
          </ButtonLink>
        )}
        {post.can_edit &&
          (closed ? (
            <Button
              size="small"
              loading={restoring}
              onClick={() => void restorePost(post)}
              aria-label={`${m.restore}: ${post.title}`}
            >
              {m.restore}
            </Button>
          ) : (
            <Button size="small" danger onClick={onClose} aria-label={`${m.close}: ${post.title}`}>
              {m.close}
            </Button>
          ))}
      </Flex>
    </li>
  );
}
