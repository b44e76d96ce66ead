import { useMutation, useQuery } from '@apollo/client/react';
import { messages } from '../../../shared/messages';
import type { AgencyAccountValues } from '../../../shared/validation/agency-profile';
import { currentUserQuery } from '../../lib/session/documents';
import { groupPath } from '../../routing/paths';
import { PendingEmailNotice, savedMessage } from '../email-change';
import { TeamAdminsOnly } from '../manage-team';
import { AgencyAccountForm } from './agency-account-form';
import { AgencyEditPage, useSaveThenReturn } from './agency-edit-page';
import { myAgencyProfileQuery, updateAgencyAccountMutation } from './documents';

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
  const submit = useSaveThenReturn(
    (input: AgencyAccountValues) => save({ variables: { input } }),
    // A changed email waits for the new address: say where the link went.
    (input, answer) =>
      savedMessage(input.email, answer.data?.updateAgencyAccount.pending_email, m.accountSaved),
    groupPath('agency', 'account-information'),
  );

  return (
    <AgencyEditPage
      title={m.editAccountInformation}
      intro={m.accountIntro}
      query={query}
      data={query.data?.myAgencyProfile}
    >
      {(profile) => (
        <>
          <PendingEmailNotice
            pendingEmail={profile.pending_email}
            onChanged={() => query.refetch()}
          />
          <AgencyAccountForm key={profile.id} profile={profile} onSubmit={submit} />
        </>
      )}
    </AgencyEditPage>
  );
}
