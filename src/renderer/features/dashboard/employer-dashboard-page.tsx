import { Flex } from 'antd';
import { EmployerPostLists } from '../opportunities';
import { ActiveAccountOnly } from './pending-approval-notice';
import { WelcomeBanner } from './welcome-banner';
import { DashboardContentLists } from '../content';
import { useCurrentUser } from '../../lib/session/session-context';

/**
 * The employer's dashboard: their job opportunities and agency projects, open or closed,
 * then the community articles.
 */
export function EmployerDashboardPage() {
  const { user } = useCurrentUser();
  return (
    <ActiveAccountOnly group="employer">
      <Flex vertical gap={24}>
        <WelcomeBanner user={user} group="employer" />
        <EmployerPostLists />
        <DashboardContentLists group="employer" />
      </Flex>
    </ActiveAccountOnly>
  );
}
