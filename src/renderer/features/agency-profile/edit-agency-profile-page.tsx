import { useMutation, useQuery } from '@apollo/client/react';
import { messages } from '../../../shared/messages';
import type { AgencyProfileValues } from '../../../shared/validation/agency-profile';
import { currentUserQuery } from '../../lib/session/documents';
import { groupPath } from '../../routing/paths';
import { TeamAdminsOnly } from '../manage-team';
import { AgencyEditPage, useSaveThenReturn } from './agency-edit-page';
import { AgencyProfileForm } from './agency-profile-form';
import { editAgencyProfileQuery, updateAgencyProfileMutation } from './documents';

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
  const submit = useSaveThenReturn(
    (input: AgencyProfileValues) => save({ variables: { input } }),
    m.profileSaved,
    groupPath('agency', 'profile'),
  );

  return (
    <AgencyEditPage title={m.editProfile} intro={m.profileIntro} query={query} data={query.data}>
      {({ myAgencyProfile: profile, services, industries }) => (
        // Keyed by the team: the form starts from what is saved, once.
        <AgencyProfileForm
          key={profile.id}
          profile={profile}
          services={services}
          categories={industries}
          onSubmit={submit}
        />
      )}
    </AgencyEditPage>
  );
}
