import { GroupShell } from '../../layout/group-shell';
import { agencyNavigation } from './navigation';

export { AgencyDashboardPage } from './dashboard-page';

export function AgencyShell() {
  return <GroupShell group="agency" navigation={agencyNavigation} />;
}
