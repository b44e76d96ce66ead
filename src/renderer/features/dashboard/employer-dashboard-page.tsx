import { Flex } from 'antd';
import { AccountSummaryCard } from './account-summary-card';
import { ActiveAccountOnly } from './pending-approval-notice';
import { WelcomeBanner } from './welcome-banner';
import { useCurrentUser } from '../../lib/session/session-context';

export function EmployerDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <ActiveAccountOnly group="employer">
      <Flex vertical gap={24}>
        <WelcomeBanner user={user} group="employer" />
        <AccountSummaryCard user={user} showTeam />
      </Flex>
    </ActiveAccountOnly>
  );
}
