import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

// Registration is a chunk of its own: the login route's JS stays small, and signed-in
// pages do not carry the registration forms.
const page = lazyPages(() => import('./pages'));
const RegisterPage = page('RegisterPage');
const AgencyRegisterSteps = page('AgencyRegisterSteps');
const AgencyRegisterDonePage = page('AgencyRegisterDonePage');
const VerifyEmailPage = page('VerifyEmailPage');

export const routes: readonly RouteRow[] = [
  // Candidates and employers: steps 1 and 2 under `register` (`register/1`, `register/2`),
  // step 3 at `complete-profile` (onboarding) once signed in.
  {
    path: 'register/*',
    access: 'guest-only',
    groups: ['candidate'],
    page: () => <RegisterPage group="candidate" />,
  },
  {
    path: 'register/*',
    access: 'guest-only',
    groups: ['employer'],
    page: () => <RegisterPage group="employer" />,
  },
  // Agencies: the single form (step 1, also at `register/1`; any other step starts there, as
  // the account of step 2 does not exist yet), then onboarding's `register/complete-profile`
  // (step 2, signed in) with 'Skip for now' to `register/done`; and `verify-email`.
  {
    path: 'register/*',
    access: 'guest-only',
    groups: ['agency'],
    page: () => <AgencyRegisterSteps />,
  },
  {
    path: 'register/done',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <AgencyRegisterDonePage />,
  },
  { path: 'verify-email', access: 'public', groups: ['agency'], page: () => <VerifyEmailPage /> },
];
