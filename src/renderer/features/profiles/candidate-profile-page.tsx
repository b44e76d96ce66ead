import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { appliedOn } from '../applicants';
import { postPaths } from '../opportunities';
import {
  CandidateProfileView,
  profileFileKey,
  profileFileLink,
  type CandidateProfileData,
} from './candidate-profile-view';
import { candidateProfileQuery } from './documents';
import { useProfileDownload } from './use-profile-download';

const m = messages.profiles;

/**
 * `candidate-profile/{id}` (employer): a candidate the employer may see (one who applied to
 * the team's posts, or who keeps their profile visible), with what they applied to.
 */
export function CandidateProfilePage() {
  const { id = '' } = useParams();
  const query = useQuery(candidateProfileQuery, {
    variables: { id },
    // The file links expire: asked afresh on each visit.
    fetchPolicy: 'network-only',
  });
  const profile = query.data?.candidateProfile;
  const { download, downloading } = useProfileDownload(
    profile,
    async () => (await query.refetch()).data?.candidateProfile,
  );
  return (
    <QueryPage
      data={profile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.candidateNotFound}
      failed={m.couldNotGetProfile}
    >
      {(candidate) => (
        <>
          <CandidateProfileView
            profile={candidate}
            downloading={downloading}
            onDownload={(file) =>
              void download(profileFileKey(file), (fresh) => profileFileLink(fresh, file))
            }
          />
          <ViewerApplications candidate={candidate} />
        </>
      )}
    </QueryPage>
  );
}

/** The candidate's applications to the viewer's posts, each leading to its applicants. */
export function ViewerApplications({ candidate }: { candidate: CandidateProfileData }) {
  if (candidate.applications.length === 0) return null;
  return (
    <section aria-label={m.appliedTo}>
      <Typography.Title level={2} className="profile-section-title">
        {m.appliedTo}
      </Typography.Title>
      <ul className="profile-applications">
        {candidate.applications.map(({ id: applicationId, created_at, opportunity }) => (
          <li key={applicationId}>
            <span>
              <Link to={postPaths(opportunity.target, opportunity.id).view}>
                {opportunity.title}
              </Link>{' '}
              <Typography.Text type="secondary">
                ·{' '}
                {opportunity.target === 'JOB'
                  ? messages.applicants.job
                  : messages.applicants.project}{' '}
                · {messages.applicants.applied}{' '}
                <time dateTime={created_at}>{appliedOn(created_at)}</time>
              </Typography.Text>
            </span>
            <Link to={groupPath('employer', `view-applicants/${opportunity.id}`)}>
              {m.viewApplicants}
              <VisuallyHidden> {opportunity.title}</VisuallyHidden>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
