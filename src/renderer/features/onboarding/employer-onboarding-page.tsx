import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { useToast } from '../../ui/toast';
import { dashboardPath } from '../../routing/paths';
import { completeEmployerProfileMutation, employerOnboardingQuery } from './documents';
import { EmployerOnboardingForm, type EmployerOnboardingValues } from './employer-onboarding-form';
import { useExistingGroupPath } from '../../routing/group-pages';
import { afterOnboardingPath, canCompleteOrganisationProfile } from './onboarding-destination';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';
import { saveFailure } from './save-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';

/**
 * `/employer/complete-profile`, registration step 3: the company profile. An employer
 * whose company already has a bio and a logo has done it and goes to the dashboard.
 */
export function EmployerOnboardingPage() {
  const navigate = useNavigate();
  const existingGroupPath = useExistingGroupPath();
  const toast = useToast();
  const { user } = useCurrentUser();
  const query = useQuery(employerOnboardingQuery);
  const [save] = useMutation(completeEmployerProfileMutation);
  // Saving fills bio and logo in the cache: that must not read as "already done".
  const [saving, setSaving] = useState(false);

  if (!canCompleteOrganisationProfile(user))
    return <Navigate replace to={dashboardPath('employer')} />;
  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && me.avatar && !saving) return <Navigate replace to={dashboardPath('employer')} />;

  async function submit(values: EmployerOnboardingValues): Promise<FormOutcome | null> {
    setSaving(true);
    try {
      await save({ variables: { input: values } });
    } catch (error) {
      setSaving(false);
      return saveFailure(error);
    }
    void toast.success(messages.onboardingPages.saved, 4);
    navigate(afterOnboardingPath('employer', existingGroupPath), { replace: true });
    return null;
  }

  return (
    <OnboardingLayout group="employer">
      <EmployerOnboardingForm onSubmit={submit} />
    </OnboardingLayout>
  );
}
