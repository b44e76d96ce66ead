import { Flex } from 'antd';
import { AccountSummaryCard } from './account-summary-card';
import { ActiveAccountOnly } from './pending-approval-notice';
import { WelcomeBanner } from './welcome-banner';
import { CandidateDashboardLists } from '../candidate-opportunities';
import { DashboardContentLists } from '../content';
import { useCurrentUser } from '../../lib/session/session-context';

/**
 * The candidate dashboard: opportunities for you, the latest jobs and the applied ones
 * (brief: 6, 4 and 6), the community articles and the deals.
 */
export function CandidateDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <ActiveAccountOnly group="candidate">
      <Flex vertical gap={24}>
        <WelcomeBanner user={user} group="candidate" />
        <CandidateDashboardLists />
        <DashboardContentLists group="candidate" />
        <AccountSummaryCard user={user} />
      </Flex>
    </ActiveAccountOnly>
  );
}
