import { useMutation, useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { AgencyAccountValues } from '../../../shared/validation/agency-profile';
import { formFailure } from '../../apollo/api-failure';
import { currentUserQuery } from '../../lib/session/documents';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { TeamAdminsOnly } from '../manage-team/team-admins-only';
import { AgencyAccountForm } from './agency-account-form';
import { myAgencyProfileQuery, updateAgencyAccountMutation } from './documents';
import './agency-profile.css';

const m = messages.agencyProfile;

/**
 * `/agency/edit-account-information` (AGENCY only): the profile image, bio, address and the
 * owner's sign-in email. Members go to the agency 404; a refused save keeps what was typed.
 */
export function EditAccountInformationPage() {
  return (
    <TeamAdminsOnly group="agency">
      <EditAccountInformation />
    </TeamAdminsOnly>
  );
}

function EditAccountInformation() {
  const query = useQuery(myAgencyProfileQuery, { fetchPolicy: 'network-only' });
  // The header shows the logo and the user's email: read them again.
  const [save] = useMutation(updateAgencyAccountMutation, { refetchQueries: [currentUserQuery] });
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    document.title = `${m.editAccountInformation} · ${messages.brand.name}`;
  }, []);

  async function submit(input: AgencyAccountValues) {
    try {
      await save({ variables: { input } });
    } catch (error) {
      return formFailure(error);
    }
    void toast.success(m.accountSaved, 4);
    void navigate(groupPath('agency', 'account-information'));
    return null;
  }

  return (
    <QueryPage
      data={query.data?.myAgencyProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="agency"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {(profile) => (
        <div className="agency-profile-page">
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {m.editAccountInformation}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {m.accountIntro}
          </Typography.Paragraph>
          <AgencyAccountForm key={profile.id} profile={profile} onSubmit={submit} />
        </div>
      )}
    </QueryPage>
  );
}
