import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import {
  CLOSE_REASONS,
  IR35_OPTIONS,
  JOB_DURATIONS,
  PROJECT_DURATIONS,
  ROLE_TYPES,
  WORKING_HOURS,
  compensationText,
  type CompensationUnit,
  type Currency,
} from '../../../shared/opportunities';
import { apiFailure } from '../../apollo/api-failure';
import { graphql } from '../../gql';
import type { OpportunityDetailsFragment } from '../../gql/graphql';
import { dashboardPath, groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import { ClosePostModal, RELOAD_AFTER_CLOSE_MS } from './close-post-modal';
import { postPaths } from './post-lists';
import { useRestorePost } from './use-restore-post';
import { formatDate } from '../../lib/dates';

const m = messages.opportunities;

const viewPostQuery = graphql(`
  query ViewPost($id: ID!) {
    opportunity(id: $id) {
      ...OpportunityDetails
    }
    allJobLevels {
      key
      name
    }
  }
`);

function labelOf<V>(options: readonly { value: V; label: string }[], value: V | null | undefined) {
  return options.find((option) => option.value === value)?.label ?? null;
}

/** `view-opportunity/{id}` and `view-project/{id}`: a post as its team sees it. */
export function ViewPostPage({ target }: { target: 'JOB' | 'PROJECT' }) {
  const { id = '' } = useParams();
  const { token } = theme.useToken();
  const query = useQuery(viewPostQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const post = query.data?.opportunity;
  const notFound = target === 'JOB' ? m.noOpportunityData : m.noProjectData;

  let body: ReactNode;
  if (!post) {
    body = query.loading ? (
      <Skeleton active paragraph={{ rows: 10 }} />
    ) : (
      <Result
        status="warning"
        title={notFound}
        extra={[
          query.error && apiFailure(query.error).code !== 'NOT_FOUND' && (
            <Button key="retry" onClick={() => void query.refetch()}>
              {messages.nav.retry}
            </Button>
          ),
          <ButtonLink key="back" type="primary" to={dashboardPath('employer')}>
            {messages.nav.backToDashboard}
          </ButtonLink>,
        ]}
      />
    );
  } else if (post.target !== target) {
    body = <Result status="warning" title={notFound} />;
  } else {
    body = (
      <PostDetails
        post={post}
        levels={query.data?.allJobLevels ?? []}
        onChanged={() => void query.refetch()}
      />
    );
  }
  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      {body}
    </Card>
  );
}

function PostDetails({
  post,
  levels,
  onChanged,
}: {
  post: OpportunityDetailsFragment;
  levels: readonly { key: string; name: string }[];
  onChanged: () => void;
}) {
  const [closing, setClosing] = useState(false);
  const closed = Boolean(post.deleted_at);

  return (
    <>
      <PostHeading
        post={post}
        closed={closed}
        onChanged={onChanged}
        onClose={() => setClosing(true)}
      />
      {closed && (
        <Alert
          type="info"
          showIcon
          style={{ margin: '16px 0' }}
          title={m.closedOn(
            post.closed_at ? formatDate(post.closed_at) : '',
            labelOf(CLOSE_REASONS, post.close_reason) ?? '',
          )}
          description={post.freelancer?.name ?? post.freelancer_name ?? undefined}
        />
      )}
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={detailRows(post, levels)}
        style={{ marginTop: 16 }}
      />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        {m.aboutTheRole}
      </Typography.Title>
      <RichTextView value={post.description} />
      {post.follow_up && (
        <>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
            {m.followUp}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {post.follow_up}
          </Typography.Paragraph>
        </>
      )}
      <ClosePostModal
        post={closing ? { id: post.id, title: post.title, target: post.target } : null}
        onClose={() => setClosing(false)}
        onClosed={() => {
          setClosing(false);
          setTimeout(onChanged, RELOAD_AFTER_CLOSE_MS);
        }}
      />
    </>
  );
}

/** The title, status and applicants; Edit and Close, or Restore once closed (editors only). */
function PostHeading({
  post,
  closed,
  onChanged,
  onClose,
}: {
  post: OpportunityDetailsFragment;
  closed: boolean;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { restorePost, restoring } = useRestorePost(onChanged);
  return (
    <Flex justify="space-between" align="start" wrap gap={16}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, marginBottom: 8 }}>
          {post.title}
        </Typography.Title>
        <Space wrap>
          <Tag>{closed ? m.closed : post.is_active ? m.published : m.unpublished}</Tag>
          <Link to={groupPath('employer', `view-applicants/${post.id}`)}>
            {m.applicantsCount(post.applicants_count ?? 0)}
          </Link>
        </Space>
      </div>
      {post.can_edit && (
        <Space wrap>
          {closed ? (
            <Button loading={restoring} onClick={() => void restorePost(post)}>
              {m.restore}
            </Button>
          ) : (
            <>
              <ButtonLink type="primary" to={postPaths(post.target, post.id).edit}>
                {m.edit}
              </ButtonLink>
              <Button danger onClick={onClose}>
                {m.close}
              </Button>
            </>
          )}
        </Space>
      )}
    </Flex>
  );
}

const names = (items: readonly { name: string }[]) =>
  items.length > 0 ? items.map((item) => item.name).join(', ') : '—';

/** A list whose must-haves are marked. */
const tagged = (items: readonly { id: string; name: string; pivot: { must_have: boolean } }[]) =>
  items.length === 0 ? (
    '—'
  ) : (
    <Flex wrap gap={4}>
      {items.map((item) => (
        <Tag key={item.id} color={item.pivot.must_have ? 'blue' : undefined}>
          {item.name}
          {item.pivot.must_have && ` · ${m.mustHave}`}
        </Tag>
      ))}
    </Flex>
  );

/** The post's facts, as Descriptions rows, in the brief's order. */
function detailRows(
  post: OpportunityDetailsFragment,
  levels: readonly { key: string; name: string }[],
) {
  const isJob = post.target === 'JOB';
  const budget = compensationText({
    minimumBudget: post.minimumBudget,
    maximumBudget: post.maximumBudget,
    currency: post.compensation_currency as Currency,
    unit: post.compensation_unit as CompensationUnit,
  });

  return [
    { key: 'posted', label: m.datePosted, children: post.job_number },
    { key: 'employer', label: m.employer, children: post.agency.company },
    ...(isJob
      ? [{ key: 'discipline', label: m.discipline, children: names(post.industries) }]
      : []),
    { key: 'genres', label: m.categoryExperience, children: names(post.genres) },
    {
      key: 'location',
      label: isJob ? m.jobLocation : m.projectLocation,
      children: post.work_mode_label || '—',
    },
    ...(isJob
      ? jobRows(post, levels)
      : [
          {
            key: 'duration',
            label: m.projectDuration,
            children: labelOf(PROJECT_DURATIONS, post.duration) ?? '—',
          },
          { key: 'services', label: m.services, children: names(post.services) },
          {
            key: 'software',
            label: m.softwareSkills,
            children: tagged(post.skills.filter((skill) => skill.software)),
          },
        ]),
    {
      key: 'budget',
      label: isJob ? m.salaryBudget : m.budget,
      children: post.is_compensation_displayed ? budget : `${budget} (${m.hiddenFromApplicants})`,
    },
    ...(post.application_link
      ? [
          {
            key: 'ats',
            label: m.linkToAts,
            children: (
              <a href={post.application_link} target="_blank" rel="noopener noreferrer">
                {post.application_link}
              </a>
            ),
          },
        ]
      : []),
    { key: 'creator', label: m.postedBy, children: post.creator.name },
    { key: 'views', label: m.views, children: post.views ?? 0 },
  ];
}

/** A job's own rows: type, hours, duration and IR35 (contracts), level, position, skill lists. */
function jobRows(
  post: OpportunityDetailsFragment,
  levels: readonly { key: string; name: string }[],
) {
  return [
    { key: 'type', label: m.roleType, children: labelOf(ROLE_TYPES, post.type) ?? post.type },
    {
      key: 'hours',
      label: m.workingHours,
      children: labelOf(WORKING_HOURS, post.sub_type) ?? post.sub_type,
    },
    ...(post.duration !== null
      ? [
          {
            key: 'duration',
            label: m.duration,
            children: labelOf(JOB_DURATIONS, post.duration),
          },
        ]
      : []),
    ...(post.is_ir35 !== null
      ? [{ key: 'ir35', label: m.ir35, children: labelOf(IR35_OPTIONS, post.is_ir35) }]
      : []),
    {
      key: 'level',
      label: m.experienceLevel,
      children: levels.find((level) => level.key === post.level)?.name ?? post.level,
    },
    { key: 'position', label: m.positionSought, children: post.position?.name ?? '—' },
    {
      key: 'skills',
      label: m.skills,
      children: tagged(post.skills.filter((skill) => !skill.software)),
    },
    {
      key: 'software',
      label: m.softwareSkills,
      children: tagged(post.skills.filter((skill) => skill.software)),
    },
    { key: 'qualifications', label: m.qualifications, children: tagged(post.qualifications) },
  ];
}
