import { useMutation, useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { CompanyProfileValues } from '../../../shared/validation/company-profile';
import { formFailure } from '../../apollo/api-failure';
import { currentUserQuery } from '../../lib/session/documents';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { PendingEmailNotice, savedMessage } from '../email-change';
import { CompanyProfileForm } from './company-profile-form';
import { myCompanyProfileQuery, updateCompanyProfileMutation } from './documents';
import './company-profile.css';

const m = messages.companyProfile;

/**
 * `/employer/edit-profile` (the brief's employer edit profile): the team's admins only (the API
 * refuses anyone else too); members go to the employer 404. A refused save keeps everything
 * typed and shows each message on its field; a save goes on to View Profile.
 */
export function EditCompanyProfilePage() {
  const { user } = useCurrentUser();
  if (!navContextOf(user).hasAdminRole)
    return <Navigate replace to={groupPath('employer', '404')} />;
  return <EditCompanyProfile />;
}

function EditCompanyProfile() {
  const query = useQuery(myCompanyProfileQuery, { fetchPolicy: 'network-only' });
  // The header shows the company's name and logo and the user's email: read them again.
  const [save] = useMutation(updateCompanyProfileMutation, {
    refetchQueries: [currentUserQuery],
  });
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    document.title = `${m.editProfile} · ${messages.brand.name}`;
  }, []);

  async function submit(input: CompanyProfileValues) {
    let pending: string | null | undefined;
    try {
      pending = (await save({ variables: { input } })).data?.updateCompanyProfile.pending_email;
    } catch (error) {
      return formFailure(error);
    }
    // A changed email waits for the new address: say where the link went.
    const toastText = savedMessage(input.email, pending, m.saved);
    void toast.success(toastText.text, toastText.seconds);
    void navigate(groupPath('employer', 'profile'));
    return null;
  }

  return (
    <QueryPage
      data={query.data?.myCompanyProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="employer"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {(profile) => (
        <div className="company-profile-edit">
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {m.editProfile}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {m.editIntro}
          </Typography.Paragraph>
          <PendingEmailNotice
            pendingEmail={profile.pending_email}
            onChanged={() => query.refetch()}
          />
          {/* Keyed by the team: the form starts from what is saved, once. */}
          <CompanyProfileForm key={profile.id} profile={profile} onSubmit={submit} />
        </div>
      )}
    </QueryPage>
  );
}
