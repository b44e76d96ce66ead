import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { useToast } from '../../ui/toast';
import { dashboardPath, groupPath } from '../../routing/paths';
import { AgencyOnboardingForm, type AgencyOnboardingValues } from './agency-onboarding-form';
import { agencyOnboardingQuery, completeAgencyProfileMutation } from './documents';
import { useExistingGroupPath } from '../../routing/group-pages';
import { afterOnboardingPath, canCompleteOrganisationProfile } from './onboarding-destination';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';
import { saveFailure } from './save-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';

/**
 * `/agency/register/complete-profile` (also `/agency/complete-profile`): the agency's
 * profile, then the dashboard; 'Skip for now' goes to `register/done`. An agency that
 * already has a bio has done it and goes to the dashboard.
 */
export function AgencyOnboardingPage() {
  const navigate = useNavigate();
  const existingGroupPath = useExistingGroupPath();
  const toast = useToast();
  const { user } = useCurrentUser();
  const query = useQuery(agencyOnboardingQuery);
  const [save] = useMutation(completeAgencyProfileMutation);
  // Saving fills the bio in the cache: that must not read as "already done".
  const [saving, setSaving] = useState(false);

  if (!canCompleteOrganisationProfile(user))
    return <Navigate replace to={dashboardPath('agency')} />;
  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && !saving) return <Navigate replace to={dashboardPath('agency')} />;

  async function submit(values: AgencyOnboardingValues): Promise<FormOutcome | null> {
    setSaving(true);
    try {
      await save({ variables: { input: values } });
    } catch (error) {
      setSaving(false);
      return saveFailure(error);
    }
    void toast.success(messages.onboardingPages.saved, 4);
    navigate(afterOnboardingPath('agency', existingGroupPath), { replace: true });
    return null;
  }

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
