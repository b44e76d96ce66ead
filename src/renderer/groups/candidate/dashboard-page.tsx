import { Flex } from 'antd';
import { AccountSummaryCard } from '../../account/account-summary-card';
import { ActiveAccountOnly } from '../../account/pending-approval-notice';
import { WelcomeBanner } from '../../account/welcome-banner';
import { useCurrentUser } from '../../auth/session-context';

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
