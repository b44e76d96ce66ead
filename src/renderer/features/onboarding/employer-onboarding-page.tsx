import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/session-context';
import { dashboardPath } from '../../routing/paths';
import { completeEmployerProfileMutation, employerOnboardingQuery } from './documents';
import { EmployerOnboardingForm, type EmployerOnboardingValues } from './employer-onboarding-form';
import { canCompleteOrganisationProfile } from './onboarding-destination';
import { useOnboardingSave } from './use-onboarding-save';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';

/**
 * `/employer/complete-profile`, registration step 3: the company profile. An employer
 * whose company already has a bio and a logo has done it and goes to the dashboard.
 */
export function EmployerOnboardingPage() {
  const { user } = useCurrentUser();
  const query = useQuery(employerOnboardingQuery);
  const [save] = useMutation(completeEmployerProfileMutation);
  const { saving, submit } = useOnboardingSave('employer', (input: EmployerOnboardingValues) =>
    save({ variables: { input } }),
  );

  if (!canCompleteOrganisationProfile(user))
    return <Navigate replace to={dashboardPath('employer')} />;
  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && me.avatar && !saving) return <Navigate replace to={dashboardPath('employer')} />;

  return (
    <OnboardingLayout group="employer">
      <EmployerOnboardingForm onSubmit={submit} />
    </OnboardingLayout>
  );
}
