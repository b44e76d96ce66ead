import { Flex } from 'antd';
import { AccountSummaryCard } from './account-summary-card';
import { ActiveAccountOnly } from './pending-approval-notice';
import { WelcomeBanner } from './welcome-banner';
import { DashboardContentLists } from '../content';
import { AgencyDashboardLists } from '../candidate-opportunities';
import { useCurrentUser } from '../../lib/session/session-context';

export function AgencyDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <ActiveAccountOnly group="agency">
      <Flex vertical gap={24}>
        <WelcomeBanner user={user} group="agency" />
        <AgencyDashboardLists />
        <DashboardContentLists group="agency" />
        <AccountSummaryCard user={user} showTeam />
      </Flex>
    </ActiveAccountOnly>
  );
}
