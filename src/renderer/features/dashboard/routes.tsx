import { DashboardOutlined } from '@ant-design/icons';
import { messages } from '../../../shared/messages';
import { lazyPages } from '../../routing/lazy-pages';
import type { RouteRow } from '../../routing/route-row';

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
];
