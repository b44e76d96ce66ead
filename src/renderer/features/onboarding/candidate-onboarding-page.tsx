import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useToast } from '../../ui/toast';
import { dashboardPath } from '../../routing/paths';
import {
  CandidateOnboardingForm,
  type CandidateOnboardingValues,
} from './candidate-onboarding-form';
import { candidateOnboardingQuery, completeCandidateProfileMutation } from './documents';
import { useExistingGroupPath } from '../../routing/group-pages';
import { afterOnboardingPath } from './onboarding-destination';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';
import { saveFailure } from './save-failure';
import type { FormOutcome } from '../../ui/form/use-mutation-form';

/** The brief's default industry (id 1), for a candidate with none to look positions up in. */
const DEFAULT_INDUSTRY_ID = '1';

/**
 * `/candidate/complete-profile`, registration step 3. A candidate who already has a bio
 * has done it and goes to the dashboard.
 */
export function CandidateOnboardingPage() {
  const navigate = useNavigate();
  const existingGroupPath = useExistingGroupPath();
  const toast = useToast();
  const query = useQuery(candidateOnboardingQuery);
  const [save] = useMutation(completeCandidateProfileMutation);
  // Saving fills the bio in the cache: that must not read as "already done".
  const [saving, setSaving] = useState(false);

  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && !saving) return <Navigate replace to={dashboardPath('candidate')} />;

  async function submit(values: CandidateOnboardingValues): Promise<FormOutcome | null> {
    setSaving(true);
    try {
      await save({ variables: { input: values } });
    } catch (error) {
      setSaving(false);
      return saveFailure(error);
    }
    void toast.success(messages.onboardingPages.saved, 4);
    navigate(afterOnboardingPath('candidate', existingGroupPath), { replace: true });
    return null;
  }

  const industryIds = me.industries.map((industry) => industry.id);
  return (
    <OnboardingLayout group="candidate">
      <CandidateOnboardingForm
        jobLevels={query.data?.allJobLevels ?? []}
        // Interested In is asked at registration; the brief's default discipline otherwise.
        industryIds={industryIds.length > 0 ? industryIds : [DEFAULT_INDUSTRY_ID]}

        onSubmit={submit}
      />
    </OnboardingLayout>
  );
}
