import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/session-context';
import { dashboardPath, groupPath } from '../../routing/paths';
import { AgencyOnboardingForm, type AgencyOnboardingValues } from './agency-onboarding-form';
import { agencyOnboardingQuery, completeAgencyProfileMutation } from './documents';
import { canCompleteOrganisationProfile } from './onboarding-destination';
import { useOnboardingSave } from './use-onboarding-save';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';

/**
 * `/agency/register/complete-profile` (also `/agency/complete-profile`): the agency's
 * profile, then the dashboard; 'Skip for now' goes to `register/done`. An agency that
 * already has a bio has done it and goes to the dashboard.
 */
export function AgencyOnboardingPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const query = useQuery(agencyOnboardingQuery);
  const [save] = useMutation(completeAgencyProfileMutation);
  const { saving, submit } = useOnboardingSave('agency', (input: AgencyOnboardingValues) =>
    save({ variables: { input } }),
  );

  if (!canCompleteOrganisationProfile(user))
    return <Navigate replace to={dashboardPath('agency')} />;
  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && !saving) return <Navigate replace to={dashboardPath('agency')} />;

  return (
    <OnboardingLayout group="agency">
      <AgencyOnboardingForm
        agencyName={me.agency_name ?? me.company ?? ''}
        services={query.data?.services ?? []}
        categories={query.data?.industries ?? []}

        onSubmit={submit}
        onSkip={() => navigate(groupPath('agency', 'register/done'))}
      />
    </OnboardingLayout>
  );
}
