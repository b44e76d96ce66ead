import { useMutation, useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { AgencyProfileValues } from '../../../shared/validation/agency-profile';
import { formFailure } from '../../apollo/api-failure';
import { currentUserQuery } from '../../lib/session/documents';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { TeamAdminsOnly } from '../manage-team/team-admins-only';
import { AgencyProfileForm } from './agency-profile-form';
import { editAgencyProfileQuery, updateAgencyProfileMutation } from './documents';
import './agency-profile.css';

const m = messages.agencyProfile;

/**
 * `/agency/edit-profile`: the agency's owner only (the API refuses anyone else too); members
 * go to the agency 404. A refused save keeps everything typed and shows each message on its
 * field; a save goes on to View Profile.
 */
export function EditAgencyProfilePage() {
  return (
    <TeamAdminsOnly group="agency">
      <EditAgencyProfile />
    </TeamAdminsOnly>
  );
}

function EditAgencyProfile() {
  const query = useQuery(editAgencyProfileQuery, { fetchPolicy: 'network-only' });
  // The header shows the agency's name: read it again.
  const [save] = useMutation(updateAgencyProfileMutation, { refetchQueries: [currentUserQuery] });
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    document.title = `${m.editProfile} · ${messages.brand.name}`;
  }, []);

  async function submit(input: AgencyProfileValues) {
    try {
      await save({ variables: { input } });
    } catch (error) {
      return formFailure(error);
    }
    void toast.success(m.profileSaved, 4);
    void navigate(groupPath('agency', 'profile'));
    return null;
  }

  return (
    <QueryPage
      data={query.data}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="agency"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {({ myAgencyProfile: profile, services, industries }) => (
        <div className="agency-profile-page">
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {m.editProfile}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {m.profileIntro}
          </Typography.Paragraph>
          {/* Keyed by the team: the form starts from what is saved, once. */}
          <AgencyProfileForm
            key={profile.id}
            profile={profile}
            services={services}
            categories={industries}
            onSubmit={submit}
          />
        </div>
      )}
    </QueryPage>
  );
}
