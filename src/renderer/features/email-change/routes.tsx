import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const page = lazyPages(() => import('./pages'));
const ConfirmEmailPage = page('ConfirmEmailPage');

// The page a sign-in email change's mail links to (docs/security.md G12): the employer's
// edit-profile and the agency's edit-account-information change the email. Signed in or not:
// the link's token is the credential, and the mail may be opened on another machine.
export const routes: readonly RouteRow[] = [
  {
    path: 'confirm-email',
    access: 'public',
    groups: ['employer', 'agency'],
    page: (group) => <ConfirmEmailPage group={group} />,
  },
];
