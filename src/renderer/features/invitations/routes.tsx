import { UsergroupAddOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

const InvitationsPage = lazyPages(() => import('./pages'))('InvitationsPage');

export const routes: readonly RouteRow[] = [
  {
    path: 'invitations',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <InvitationsPage />,
    menu: [
      {
        place: 'account',
        label: messages.invitations.title,
        icon: <UsergroupAddOutlined />,
        // The brief's order: … Manage Team, Invitations, Billing History (8), …
        order: 7,
        visible: (context) => context.isTeamAdmin,
      },
    ],
  },
];
