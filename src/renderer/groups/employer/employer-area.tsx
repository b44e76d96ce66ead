import { GroupShell } from '../../layout/group-shell';
import { employerNavigation } from './navigation';

export { EmployerDashboardPage } from './dashboard-page';

export function EmployerShell() {
  return <GroupShell group="employer" navigation={employerNavigation} />;
}
