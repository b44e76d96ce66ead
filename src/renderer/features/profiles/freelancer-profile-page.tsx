import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { QueryPage } from '../../ui/query-page';
import { appliedOn } from '../applicants';
import { postPaths } from '../opportunities';
import { ViewerApplications } from './candidate-profile-page';
import {
  CandidateProfileView,
  FileRow,
  profileFileKey,
  profileFileLink,
} from './candidate-profile-view';
import { freelancerProfileQuery } from './documents';
import { useProfileDownload } from './use-profile-download';

const m = messages.profiles;

/** `{userId}-{applicationId}` → both ids, or null for any other path. */
function idsOf(param: string | undefined): { userId: string; applicationId: string } | null {
  // The candidate's opaque profile id (32 hex digits), then the application's id.
  const match = /^([0-9a-f]{32})-([1-9]\d*)$/.exec(param ?? '');
  return match ? { userId: match[1]!, applicationId: match[2]! } : null;
}

/** What the API answers for an application nobody may see: a malformed path is one too. */
const malformedPath = new CombinedGraphQLErrors({
  errors: [{ message: m.candidateNotFound, extensions: { code: 'NOT_FOUND' } }],
});

/**
 * `freelancer-profile/{userId}-{applicationId}` (employer, from the applicants list): one
 * application (its post, date, message, CV and document) above the candidate's profile.
 */
export function FreelancerProfilePage() {
  const { userIdApplicationId } = useParams();
  const ids = idsOf(userIdApplicationId);
  const query = useQuery(freelancerProfileQuery, {
    variables: ids ?? { userId: '', applicationId: '' },
    skip: !ids,
    fetchPolicy: 'network-only',
  });
  const answer = query.data?.freelancerProfile;
  const { download, downloading } = useProfileDownload(
    answer,
    async () => (await query.refetch()).data?.freelancerProfile,
  );
  return (
    <QueryPage
      data={answer}
      loading={query.loading}
      error={ids ? query.error : malformedPath}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.candidateNotFound}
      failed={m.couldNotGetProfile}
    >
      {({ profile, application }) => (
        <>
          <CandidateProfileView
            profile={profile}
            downloading={downloading}
            onDownload={(file) =>
              void download(profileFileKey(file), (fresh) => profileFileLink(fresh.profile, file))
            }
          >
            <section aria-label={m.application} className="profile-application">
              <Typography.Title level={2} style={{ fontSize: 18, margin: '0 0 4px' }}>
                {m.application}
              </Typography.Title>
              <Typography.Text type="secondary">
                {m.appliedFor}{' '}
                <Link
                  to={postPaths(application.opportunity.target, application.opportunity.id).view}
                  // Inside grey text: underlined, so it is told apart by more than its colour.
                  style={{ textDecoration: 'underline' }}
                >
                  {application.opportunity.title}
                </Link>{' '}
                · {messages.applicants.applied}{' '}
                <time dateTime={application.created_at}>{appliedOn(application.created_at)}</time>
              </Typography.Text>
              <Typography.Title level={3} style={{ fontSize: 15, margin: '12px 0 4px' }}>
                {m.message}
              </Typography.Title>
              <Typography.Paragraph className="profile-text">
                {application.reason.trim() ? (
                  application.reason
                ) : (
                  <Typography.Text type="secondary">{m.noMessage}</Typography.Text>
                )}
              </Typography.Paragraph>
              {application.resumeUrl || application.documentUrl ? (
                <Flex gap={8} wrap>
                  {application.resumeUrl ? (
                    <FileRow
                      label={m.downloadCv}
                      loading={downloading === 'application:resume'}
                      onClick={() =>
                        void download('application:resume', (fresh) => fresh.application.resumeUrl)
                      }
                    />
                  ) : null}
                  {application.documentUrl ? (
                    <FileRow
                      label={m.downloadDocument}
                      loading={downloading === 'application:document'}
                      onClick={() =>
                        void download(
                          'application:document',
                          (fresh) => fresh.application.documentUrl,
                        )
                      }
                    />
                  ) : null}
                </Flex>
              ) : null}
            </section>
          </CandidateProfileView>
          <ViewerApplications candidate={profile} />
        </>
      )}
    </QueryPage>
  );
}
