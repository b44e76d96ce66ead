import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PROJECT_DURATIONS, WORKING_HOURS } from '../../../shared/opportunities';
import { graphql } from '../../gql';
import type { CandidateOpportunityQuery } from '../../gql/graphql';
import { QueryPage } from '../../ui/query-page';
import { RichTextView } from '../../ui/rich-text/rich-text-view';
import {
  ApplyDialog,
  InactiveProfileDialog,
  IncompleteProfileDialog,
  type ApplyRefusal,
} from './apply-dialogs';
import { candidateOpportunityQuery } from './documents';
import { OpportunityPageLayout } from './opportunity-side-panels';
import {
  companyProfilePath,
  compensationOf,
  roleTypeLabel,
  type BrowsingGroup,
} from './opportunity-rows';
import { formatDate } from '../../lib/dates';

const m = messages.candidateOpportunities;

/** Opening a published post counts a view (the brief's view opportunity call). */
const countViewMutation = graphql(`
  mutation CountOpportunityView($id: ID!) {
    viewOpportunity(id: $id) {
      id
    }
  }
`);

type Post = CandidateOpportunityQuery['opportunity'];
type Eligibility = CandidateOpportunityQuery['applicationEligibility'];

/** `opportunities/{id}`: a job as a candidate sees it, or a project as an agency does, with Apply. */
export function OpportunityPage({ group }: { group: BrowsingGroup }) {
  const { id = '' } = useParams();
  const query = useQuery(candidateOpportunityQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [countView] = useMutation(countViewMutation);
  useEffect(() => {
    // Best effort: a view that is not counted costs the candidate nothing.
    countView({ variables: { id } }).catch(() => undefined);
  }, [countView, id]);

  return (
    <OpportunityPageLayout group={group}>
      <QueryPage
        data={query.data}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        group={group}
        notFound={m.notFound}
        failed={messages.common.somethingWentWrong}
      >
        {(data) => (
          <OpportunityDetails
            group={group}
            post={data.opportunity}
            levels={data.allJobLevels}
            eligibility={data.applicationEligibility}
          />
        )}
      </QueryPage>
    </OpportunityPageLayout>
  );
}

function OpportunityDetails({
  group,
  post,
  levels,
  eligibility,
}: {
  group: BrowsingGroup;
  post: Post;
  levels: readonly { key: string; name: string }[];
  eligibility: Eligibility;
}) {
  const [applying, setApplying] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [inactive, setInactive] = useState(false);
  const open = post.is_active && !post.deleted_at;
  const rows = opportunityRows(group, post, levels);

  const startApplying = () => {
    if (eligibility.blocked === 'INACTIVE') setInactive(true);
    else if (eligibility.blocked === 'INCOMPLETE') setMissing([...eligibility.missing]);
    else setApplying(true);
  };
  const refused = (refusal: ApplyRefusal) => {
    setApplying(false);
    if (refusal.kind === 'inactive') setInactive(true);
    else setMissing(refusal.missing);
  };

  let action: ReactNode = null;
  if (post.applied) {
    action = (
      <Button size="large" disabled icon={<CheckOutlined aria-hidden />}>
        {m.alreadyApplied}
      </Button>
    );
  } else if (open && eligibility.blocked !== 'NOT_CANDIDATE') {
    action = (
      <Button type="primary" size="large" onClick={startApplying}>
        {m.apply}
      </Button>
    );
  }

  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={16}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, marginBottom: 8 }}>
            {post.title}
          </Typography.Title>
          {post.applied && post.viewerApplication && (
            <Tag color="blue">
              {m.applied} {formatDate(post.viewerApplication.created_at)}
            </Tag>
          )}
        </div>
        {action}
      </Flex>
      {!open && <Alert type="info" showIcon style={{ margin: '16px 0' }} title={m.noLongerOpen} />}
      <Descriptions column={{ xs: 1, md: 2 }} items={rows} style={{ marginTop: 16 }} />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>
        {m.aboutTheRole}
      </Typography.Title>
      <RichTextView value={post.description} />
      <ApplyDialog
        withFiles={group === 'candidate'}
        opportunity={post}
        open={applying}
        onClose={() => setApplying(false)}
        onRefused={refused}
      />
      <IncompleteProfileDialog missing={missing} onClose={() => setMissing(null)} />
      <InactiveProfileDialog open={inactive} onClose={() => setInactive(false)} />
    </>
  );
}

const names = (items: readonly { name: string }[]) =>
  items.length > 0 ? items.map((item) => item.name).join(', ') : '—';

/** A list whose must-haves are marked. */
const tagged = (items: readonly { id: string; name: string; pivot?: { must_have: boolean } }[]) =>
  items.length === 0 ? (
    '—'
  ) : (
    <Flex wrap gap={4}>
      {items.map((item) => (
        <Tag key={item.id} color={item.pivot?.must_have ? 'blue' : undefined}>
          {item.name}
          {item.pivot?.must_have && ` · ${m.mustHave}`}
        </Tag>
      ))}
    </Flex>
  );

/**
 * The post's facts as Descriptions rows: employer, category, location, the job's or the
 * project's own, date published and pay.
 */
function opportunityRows(
  group: BrowsingGroup,
  post: Post,
  levels: readonly { key: string; name: string }[],
): { key: string; label: string; children: ReactNode }[] {
  const compensation = compensationOf(post);
  const hours = WORKING_HOURS.find((option) => option.value === post.sub_type)?.label;
  const isJob = post.target === 'JOB';

  const softwareSkills = post.skills.filter((skill) => skill.software);
  const softwareSkillsRow =
    softwareSkills.length > 0
      ? [{ key: 'software', label: m.softwareSkills, children: tagged(softwareSkills) }]
      : [];
  return [
    {
      key: 'employer',
      label: m.employer,
      children: <Link to={companyProfilePath(group, post.agency.id)}>{post.agency.company}</Link>,
    },
    { key: 'genres', label: m.categoryExperience, children: names(post.genres) },
    { key: 'location', label: m.location, children: post.work_mode_label || '—' },
    ...(isJob
      ? [
          {
            key: 'type',
            label: m.jobType,
            children: [roleTypeLabel(post.type), hours].filter(Boolean).join(' · '),
          },
          {
            key: 'level',
            label: m.experienceLevel,
            children: [
              levels.find((level) => level.key === post.level)?.name ?? post.level,
              post.position?.name,
            ]
              .filter(Boolean)
              .join(' · '),
          },
          {
            key: 'skills',
            label: m.servicesOrSkills,
            children: tagged(post.skills.filter((skill) => !skill.software)),
          },
          ...softwareSkillsRow,
          ...(post.qualifications.length > 0
            ? [
                {
                  key: 'qualifications',
                  label: m.qualifications,
                  children: tagged(post.qualifications),
                },
              ]
            : []),
        ]
      : [
          {
            key: 'type',
            label: m.jobType,
            children: [
              roleTypeLabel(post.type),
              PROJECT_DURATIONS.find((option) => option.value === post.duration)?.label,
            ]
              .filter(Boolean)
              .join(' · '),
          },
          { key: 'services', label: m.servicesOrSkills, children: tagged(post.services) },
          ...softwareSkillsRow,
        ]),
    { key: 'published', label: m.datePublished, children: post.job_number },
    ...(compensation
      ? [{ key: 'compensation', label: m.compensation, children: compensation }]
      : []),
  ];
}
