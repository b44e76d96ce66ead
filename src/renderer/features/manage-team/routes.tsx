import { TeamOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import { groupPath } from '../../routing/paths';
import type { RouteRow } from '../../routing/route-row';
import { canManageTeam } from './team-admins-only';

// What startup code (the app, other features' route rows) needs of this feature: it loads with
// the rows anyway, so importing it from here adds nothing to the first chunk.
export { canManageTeam } from './team-admins-only';

const ManageTeamPage = lazyPages(() => import('./pages'))('ManageTeamPage');

export const routes: readonly RouteRow[] = [
  {
    path: 'manage-team',
    access: 'signed-in',
    groups: ['employer', 'agency'],
    page: (group) => <ManageTeamPage group={group} />,
    menu: [
      {
        place: 'account',
        label: messages.teams.manageTeamTitle,
        icon: <TeamOutlined />,
        // The brief's order: … Purchase Job Posts (4), Manage Team, Invitations (7), …
        order: 6,
        groups: ['employer'],
        visible: canManageTeam,
      },
      {
        place: 'account',
        label: messages.teams.manageTeamTitle,
        icon: <TeamOutlined />,
        // The brief's agency order: … View Profile, Edit Profile, Manage Team, then the
        // admins' billing pages (6, 7).
        order: 5,
        groups: ['agency'],
        visible: canManageTeam,
      },
    ],
  },
  // The brief's older variant of the employer's page.
  {
    path: 'manage-team/v1',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <Navigate replace to={groupPath('employer', 'manage-team')} />,
  },
];
