import { Flex } from 'antd';
import { AccountSummaryCard } from './account-summary-card';
import { ActiveAccountOnly } from './pending-approval-notice';
import { WelcomeBanner } from './welcome-banner';
import { useCurrentUser } from '../../lib/session/session-context';

export function CandidateDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <ActiveAccountOnly group="candidate">
      <Flex vertical gap={24}>
        <WelcomeBanner user={user} group="candidate" />
        <AccountSummaryCard user={user} />
      </Flex>
    </ActiveAccountOnly>
  );
}
