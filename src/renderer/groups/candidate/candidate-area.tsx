import { GroupShell } from '../../layout/group-shell';
import { candidateNavigation } from './navigation';

export { CandidateDashboardPage } from './dashboard-page';

export function CandidateShell() {
  return <GroupShell group="candidate" navigation={candidateNavigation} />;
}
