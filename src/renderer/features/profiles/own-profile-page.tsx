import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { QueryPage } from '../../ui/query-page';
import { CandidateProfileView, profileFileKey, profileFileLink } from './candidate-profile-view';
import { candidateProfileQuery } from './documents';
import { useProfileDownload } from './use-profile-download';

const m = messages.profiles;

/**
 * `profile` (candidate): the candidate's own profile as employers see it (the same query and
 * component), with the way to edit it.
 */
export function OwnProfilePage() {
  const { user } = useCurrentUser();
  const query = useQuery(candidateProfileQuery, {
    variables: { id: String(user.id) },
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
      group="candidate"
      notFound={m.couldNotGetProfile}
      failed={m.couldNotGetProfile}
    >
      {(candidate) => (
        <CandidateProfileView
          profile={candidate}
          downloading={downloading}
          onDownload={(file) =>
            void download(profileFileKey(file), (fresh) => profileFileLink(fresh, file))
          }
          actions={
            <ButtonLink
              type="primary"
              icon={<EditOutlined />}
              to={groupPath('candidate', 'edit-profile')}
            >
              {m.editProfile}
            </ButtonLink>
          }
        >
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {m.ownProfileIntro}
          </Typography.Paragraph>
        </CandidateProfileView>
      )}
    </QueryPage>
  );
}
