import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { GroupRoute } from '../routing/group-area';
import { groupPath } from '../routing/paths';

// Registration and onboarding are lazily loaded chunks of their own: the login route's
// JS stays small, and signed-in pages do not carry the registration forms.
const loadRegistrationPages = () => import('./registration-pages');
const RegisterPage = lazy(() => loadRegistrationPages().then((m) => ({ default: m.RegisterPage })));
const AgencyRegisterPage = lazy(() =>
  loadRegistrationPages().then((m) => ({ default: m.AgencyRegisterPage })),
);
const AgencyRegisterDonePage = lazy(() =>
  loadRegistrationPages().then((m) => ({ default: m.AgencyRegisterDonePage })),
);
const VerifyEmailPage = lazy(() =>
  loadRegistrationPages().then((m) => ({ default: m.VerifyEmailPage })),
);

const loadOnboardingPages = () => import('../onboarding/onboarding-pages');
const CandidateOnboardingPage = lazy(() =>
  loadOnboardingPages().then((m) => ({ default: m.CandidateOnboardingPage })),
);
const EmployerOnboardingPage = lazy(() =>
  loadOnboardingPages().then((m) => ({ default: m.EmployerOnboardingPage })),
);
const AgencyOnboardingPage = lazy(() =>
  loadOnboardingPages().then((m) => ({ default: m.AgencyOnboardingPage })),
);

/**
 * Candidate registration: steps 1 and 2 under `register` (`register/1`, `register/2`),
 * step 3 at `complete-profile` once signed in.
 */
export const candidateRegistrationRoutes: readonly GroupRoute[] = [
  { path: 'register/*', access: 'guest-only', element: <RegisterPage group="candidate" /> },
  { path: 'complete-profile', access: 'signed-in', element: <CandidateOnboardingPage /> },
  // The brief's older onboarding step; DESIGN.md: one current screen, old paths redirect.
  {
    path: 'complete-profile/2',
    access: 'signed-in',
    element: <Navigate replace to={groupPath('candidate', 'complete-profile')} />,
  },
];

/** Employer registration, as the candidate's. */
export const employerRegistrationRoutes: readonly GroupRoute[] = [
  { path: 'register/*', access: 'guest-only', element: <RegisterPage group="employer" /> },
  { path: 'complete-profile', access: 'signed-in', element: <EmployerOnboardingPage /> },
  // The brief's older variant of the same screen (logo, bio, what sets you apart, consent).
  {
    path: 'complete-profile/2',
    access: 'signed-in',
    element: <Navigate replace to={groupPath('employer', 'complete-profile')} />,
  },
];

/**
 * Agency registration: the single form, then `register/complete-profile` (also at
 * `complete-profile`, where every group's "update your profile" links point), with
 * 'Skip for now' to `register/done`; and `verify-email`.
 */
export const agencyRegistrationRoutes: readonly GroupRoute[] = [
  { path: 'register', access: 'guest-only', element: <AgencyRegisterPage /> },
  {
    path: 'register/complete-profile',
    access: 'signed-in',
    element: <AgencyOnboardingPage />,
  },
  { path: 'complete-profile', access: 'signed-in', element: <AgencyOnboardingPage /> },
  { path: 'register/done', access: 'signed-in', element: <AgencyRegisterDonePage /> },
  { path: 'verify-email', access: 'public', element: <VerifyEmailPage /> },
];
