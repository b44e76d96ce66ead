import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { dashboardPath } from '../../routing/paths';
import {
  CandidateOnboardingForm,
  type CandidateOnboardingValues,
} from './candidate-onboarding-form';
import { candidateOnboardingQuery, completeCandidateProfileMutation } from './documents';
import { useOnboardingSave } from './use-onboarding-save';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingLoadFailed, OnboardingLoading } from './onboarding-status';

/** The brief's default industry (id 1), for a candidate with none to look positions up in. */
const DEFAULT_INDUSTRY_ID = '1';

/**
 * `/candidate/complete-profile`, registration step 3. A candidate who already has a bio
 * has done it and goes to the dashboard.
 */
export function CandidateOnboardingPage() {
  const query = useQuery(candidateOnboardingQuery);
  const [save] = useMutation(completeCandidateProfileMutation);
  const { saving, submit } = useOnboardingSave('candidate', (input: CandidateOnboardingValues) =>
    save({ variables: { input } }),
  );

  if (!query.data && query.loading) return <OnboardingLoading />;
  const me = query.data?.me;
  if (!me) return <OnboardingLoadFailed retry={() => void query.refetch()} />;
  if (me.bio && !saving) return <Navigate replace to={dashboardPath('candidate')} />;

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
