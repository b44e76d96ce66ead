import { Navigate } from 'react-router-dom';
import { lazyPages } from '../../routing/lazy-pages';
import { groupPath } from '../../routing/paths';
import type { RouteRow } from '../../routing/route-row';

// The three complete-profile pages: one chunk, loaded when one is opened.
const page = lazyPages(() => import('./pages'));
const CandidateOnboardingPage = page('CandidateOnboardingPage');
const EmployerOnboardingPage = page('EmployerOnboardingPage');
const AgencyOnboardingPage = page('AgencyOnboardingPage');

const onboardingPages = {
  candidate: <CandidateOnboardingPage />,
  employer: <EmployerOnboardingPage />,
  agency: <AgencyOnboardingPage />,
};

export const routes: readonly RouteRow[] = [
  // Every group's "update your profile" links point here.
  { path: 'complete-profile', access: 'signed-in', page: (group) => onboardingPages[group] },
  // The brief's older onboarding step (the employer's: logo, bio, what sets you apart,
  // consent): one current screen, old paths redirect.
  {
    path: 'complete-profile/2',
    access: 'signed-in',
    groups: ['candidate', 'employer'],
    page: (group) => <Navigate replace to={groupPath(group, 'complete-profile')} />,
  },
  // The agency's registration continues here.
  {
    path: 'register/complete-profile',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <AgencyOnboardingPage />,
  },
];
