import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import type { ViewApplicantsQuery } from '../../gql/graphql';
import { apiOrigin, fileUrl } from '../../lib/uploads/api-origin';
import { getPlatform } from '../../platform/get-platform';
import { dashboardPath, groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { useToast } from '../../ui/toast';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { viewApplicantsQuery } from './documents';
import './applicants.css';
import { formatDate } from '../../lib/dates';

const m = messages.applicants;

type Applicant = ViewApplicantsQuery['viewApplicants'][number];
type FileKind = 'resumeUrl' | 'documentUrl';

/**
 * The CV and document links live FILE_LINK_LIFETIME_MS (5 minutes, server
 * modules/files/file-links.ts): older than this, the list is asked again before a download.
 */
const LINKS_FRESH_MS = 4 * 60 * 1000;

/** The brief's date format, DD/MM/YYYY, in the user's zone. */
export function appliedOn(createdAt: string): string {
  return formatDate(createdAt);
}

/**
 * `view-applicants/{id}` (employer): who applied to one of the team's posts, newest first,
 * with their message, CV and document. An applicant's name leads to their profile.
 */
export function ViewApplicantsPage() {
  const { id = '' } = useParams();
  const { token } = theme.useToken();
  const toast = useToast();
  const query = useQuery(viewApplicantsQuery, {
    variables: { id },
    // Applications arrive at any time, and the file links expire: always asked afresh.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const fetchedAt = useRef(0);
  useEffect(() => {
    if (query.data) fetchedAt.current = Date.now();
  }, [query.data]);
  const [downloading, setDownloading] = useState<string | null>(null);

  /** Saves an applicant's CV or document: a browser download, or main's save dialog. */
  const download = async (applicant: Applicant, kind: FileKind) => {
    setDownloading(`${applicant.id}:${kind}`);
    try {
      const linkOf = async (refresh: boolean) => {
        let list = query.data?.viewApplicants;
        if (refresh || Date.now() - fetchedAt.current > LINKS_FRESH_MS) {
          list = (await query.refetch()).data?.viewApplicants;
        }
        const path = list?.find((item) => item.id === applicant.id)?.[kind];
        return path ? fileUrl(await apiOrigin(), path) : null;
      };
      let link = await linkOf(false);
      let result = link ? await getPlatform().downloads.save(link) : null;
      // A link that expired on the way (a slow click, a sleeping laptop): once more, fresh.
      if (result && !result.ok && result.error === 'unauthorized') {
        link = await linkOf(true);
        result = link ? await getPlatform().downloads.save(link) : null;
      }
      if (!result || (!result.ok && result.error !== 'cancelled')) {
        void toast.error(m.downloadFailed, 3);
      }
    } catch {
      void toast.error(m.downloadFailed, 3);
    } finally {
      setDownloading(null);
    }
  };

  const post = query.data?.opportunity;
  const applicants = query.data?.viewApplicants;
  const failure = query.error ? apiFailure(query.error) : null;

  const notFound = failure?.code === 'NOT_FOUND' || failure?.code === 'FORBIDDEN';
  let body: ReactNode;
  if (notFound) {
    body = (
      <Result
        status="warning"
        title={messages.opportunities.notFound}
        extra={
          <ButtonLink type="primary" to={dashboardPath('employer')}>
            {messages.nav.backToDashboard}
          </ButtonLink>
        }
      />
    );
  } else if (post && applicants) {
    body = (
      <>
        <Typography.Title level={1} style={{ fontSize: 26, margin: '4px 0 4px' }}>
          {post.title}
        </Typography.Title>
        <div className="applicant-post-meta">
          <Typography.Text type="secondary">
            {post.target === 'JOB' ? m.job : m.project} · {messages.opportunities.datePosted}{' '}
            {post.job_number}
          </Typography.Text>
          {post.deleted_at ? <Tag>{messages.opportunities.closed}</Tag> : null}
          {!post.deleted_at && !post.is_active ? (
            <Tag>{messages.opportunities.unpublishedTag}</Tag>
          ) : null}
        </div>
        <Typography.Title level={2} style={{ fontSize: 18, margin: '24px 0 0' }}>
          {m.title} ({applicants.length})
        </Typography.Title>
        {applicants.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty} />
        ) : (
          <ol className="applicant-list">
            {applicants.map((applicant) => (
              <ApplicantItem
                key={applicant.id}
                applicant={applicant}
                downloading={downloading}
                onDownload={(kind) => void download(applicant, kind)}
              />
            ))}
          </ol>
        )}
      </>
    );
  } else if (failure) {
    body = (
      <Alert
        type="error"
        showIcon
        title={messages.opportunities.couldNotGetApplicants}
        action={
          <Button size="small" onClick={() => void query.refetch()} loading={query.loading}>
            {messages.nav.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div aria-busy="true">
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 8 }} />
      </div>
    );
  }

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      {/* The not-found state has its own way back. */}
      {notFound ? null : (
        <div style={{ marginLeft: -15, marginTop: -8 }}>
          <ButtonLink type="link" icon={<ArrowLeftOutlined />} to={dashboardPath('employer')}>
            {messages.nav.backToDashboard}
          </ButtonLink>
        </div>
      )}
      {body}
    </Card>
  );
}

/**
 * For a candidate, their profile with this application (`freelancer-profile/{userId}-{applicationId}`,
 * the user named by their opaque `profile_id`, never the sequential id: docs/profiles.md);
 * for an agency's user (the brief: AGENCY applicants), the agency's profile.
 */
function profilePathOf(applicant: Applicant): string | null {
  const { user } = applicant;
  if (user.agency) return groupPath('employer', `agency-profile/${user.agency.id}`);
  return user.profile_id
    ? groupPath('employer', `freelancer-profile/${user.profile_id}-${applicant.id}`)
    : null;
}

function ApplicantItem({
  applicant,
  downloading,
  onDownload,
}: {
  applicant: Applicant;
  downloading: string | null;
  onDownload: (kind: FileKind) => void;
}) {
  const { name, agency } = applicant.user;
  const fileButton = (kind: FileKind, label: string) =>
    applicant[kind] ? (
      <Button
        icon={<DownloadOutlined />}
        loading={downloading === `${applicant.id}:${kind}`}
        onClick={() => onDownload(kind)}
      >
        {label}
        <VisuallyHidden>{m.ofApplicant(name)}</VisuallyHidden>
      </Button>
    ) : null;
  const profilePath = profilePathOf(applicant);
  return (
    <li className="applicant">
      <div className="applicant-head">
        <div className="applicant-who">
          <Typography.Title
            level={3}
            className="applicant-name"
            style={{ margin: 0, fontSize: 17 }}
          >
            {profilePath ? <Link to={profilePath}>{name}</Link> : name}
          </Typography.Title>
          {agency ? (
            <Typography.Text>
              <Tag color="blue">{m.agency}</Tag>
              {agency.company}
            </Typography.Text>
          ) : null}
        </div>
        <Typography.Text type="secondary">
          {m.applied} <time dateTime={applicant.created_at}>{appliedOn(applicant.created_at)}</time>
        </Typography.Text>
      </div>
      <Typography.Paragraph
        className="applicant-message"
        style={{ marginBottom: applicant.resumeUrl || applicant.documentUrl ? 12 : 0 }}
      >
        {applicant.reason.trim() ? (
          applicant.reason
        ) : (
          <Typography.Text type="secondary">{m.noMessage}</Typography.Text>
        )}
      </Typography.Paragraph>
      {applicant.resumeUrl || applicant.documentUrl ? (
        <div className="applicant-files">
          {fileButton('resumeUrl', m.downloadCv)}
          {fileButton('documentUrl', m.downloadDocument)}
        </div>
      ) : null}
    </li>
  );
}
