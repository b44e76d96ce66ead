import { Navigate, useParams } from 'react-router-dom';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';
import { acceptInvitePath, profileStepPath } from './invitation-paths';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { InviteDeepLinks } from './invite-deep-links';

const page = lazyPages(() => import('./pages'));
/** The invitation link's landing (`/invite/{token}`, outside the groups: app.tsx routes it). */
export const InviteLandingPage = page('InviteLandingPage');
const TeamRegisterPage = page('TeamRegisterPage');
const TeamProfilePage = page('TeamProfilePage');
const TeamWelcomePage = page('TeamWelcomePage');

/** The brief's older `team/register2/{id}`: the id is the link's token. */
function OldRegisterLink() {
  const { id = '' } = useParams();
  return <Navigate replace to={acceptInvitePath('employer', id)} />;
}

export const routes: readonly RouteRow[] = [
  // `any`: no login needed, and a signed-in user is not sent to their dashboard: the link
  // lets an existing account accept (the page itself tells who may).
  {
    path: 'team/register/*',
    access: 'any',
    groups: ['employer'],
    page: () => <TeamRegisterPage group="employer" />,
  },
  {
    path: 'accept-invite/*',
    access: 'any',
    groups: ['agency'],
    page: () => <TeamRegisterPage group="agency" />,
  },
  {
    path: 'team/profile/complete',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <TeamProfilePage group="employer" />,
  },
  {
    path: 'team/profile/complete',
    access: 'signed-in',
    groups: ['agency'],
    page: () => <TeamProfilePage group="agency" />,
  },
  {
    path: 'team/welcome',
    access: 'public',
    groups: ['employer'],
    page: () => <TeamWelcomePage group="employer" />,
  },
  {
    path: 'team/welcome',
    access: 'public',
    groups: ['agency'],
    page: () => <TeamWelcomePage group="agency" />,
  },
  // The brief's older variants.
  {
    path: 'team/register2/:id',
    access: 'any',
    groups: ['employer'],
    page: () => <OldRegisterLink />,
  },
  {
    path: 'team/profile/register',
    access: 'any',
    groups: ['employer'],
    page: () => <Navigate replace to={profileStepPath('employer')} />,
  },
];
