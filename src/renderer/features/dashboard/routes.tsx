import { DashboardOutlined } from '@ant-design/icons';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';
import { groupPath } from '../../routing/paths';

const page = lazyPages(() => import('./pages'));
const dashboards = {
  candidate: page('CandidateDashboardPage'),
  employer: page('EmployerDashboardPage'),
  agency: page('AgencyDashboardPage'),
};

export const routes: readonly RouteRow[] = [
  {
    path: 'dashboard',
    access: 'signed-in',
    page: (group) => {
      const Dashboard = dashboards[group];
      return <Dashboard />;
    },
    menu: [
      { place: 'header', label: messages.nav.dashboard, order: 0 },
      { place: 'side', label: messages.nav.dashboard, icon: <DashboardOutlined />, order: 0 },
    ],
  },
  // The brief's older employer dashboard: its lists are all on the current one.
  {
    path: 'dashboard/2',
    access: 'signed-in',
    groups: ['employer'],
    page: () => <Navigate replace to={groupPath('employer', 'dashboard')} />,
  },
];
