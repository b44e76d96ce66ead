import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { useToast } from '../layout/toast';
import { dashboardPath } from '../routing/paths';
import {
  CandidateOnboardingForm,
  type CandidateOnboardingValues,
} from './candidate-onboarding-form';
import { candidateOnboardingQuery, completeCandidateProfileMutation } from './documents';
import { afterOnboardingPath } from './onboarding-destination';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';
import { saveFailure } from './save-failure';

/** The brief's default industry (id 1), for a candidate with none to look positions up in. */
const DEFAULT_INDUSTRY_ID = '1';

/**
 * `/candidate/complete-profile`, registration step 3. A candidate who already has a bio
 * has done it and goes to the dashboard.
 */
export function CandidateOnboardingPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const query = useQuery(candidateOnboardingQuery);
  const [save] = useMutation(completeCandidateProfileMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Saving fills the bio in the cache: that must not read as "already done".
  const [saving, setSaving] = useState(false);

  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && !saving) return <Navigate replace to={dashboardPath('candidate')} />;

  async function submit(values: CandidateOnboardingValues) {
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
    navigate(afterOnboardingPath('candidate'), { replace: true });
    return null;
  }

  const industryIds = me.industries.map((industry) => industry.id);
  return (
    <OnboardingLayout group="candidate">
      <CandidateOnboardingForm
        jobLevels={query.data?.allJobLevels ?? []}
        // Interested In is asked at registration; the brief's default discipline otherwise.
        industryIds={industryIds.length > 0 ? industryIds : [DEFAULT_INDUSTRY_ID]}
        failure={failure}
        onSubmit={submit}
      />
    </OnboardingLayout>
  );
}
