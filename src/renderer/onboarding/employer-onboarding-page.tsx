import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { useCurrentUser } from '../auth/session-context';
import { useToast } from '../layout/toast';
import { dashboardPath } from '../routing/paths';
import { completeEmployerProfileMutation, employerOnboardingQuery } from './documents';
import { EmployerOnboardingForm, type EmployerOnboardingValues } from './employer-onboarding-form';
import { afterOnboardingPath, canCompleteOrganisationProfile } from './onboarding-destination';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';
import { saveFailure } from './save-failure';

/**
 * `/employer/complete-profile`, registration step 3: the company profile. An employer
 * whose company already has a bio and a logo has done it and goes to the dashboard.
 */
export function EmployerOnboardingPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useCurrentUser();
  const query = useQuery(employerOnboardingQuery);
  const [save] = useMutation(completeEmployerProfileMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Saving fills bio and logo in the cache: that must not read as "already done".
  const [saving, setSaving] = useState(false);

  if (!canCompleteOrganisationProfile(user))
    return <Navigate replace to={dashboardPath('employer')} />;
  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && me.avatar && !saving) return <Navigate replace to={dashboardPath('employer')} />;

  async function submit(values: EmployerOnboardingValues) {
    setFailure(null);
    setSaving(true);
    try {
      await save({ variables: { input: values } });
    } catch (error) {
      setSaving(false);
      const { message, fields } = saveFailure(error);
      setFailure(message);
      return fields;
    }
    void toast.success(messages.onboardingPages.saved, 4);
    navigate(afterOnboardingPath('employer'), { replace: true });
    return null;
  }

  return (
    <OnboardingLayout group="employer">
      <EmployerOnboardingForm failure={failure} onSubmit={submit} />
    </OnboardingLayout>
  );
}
