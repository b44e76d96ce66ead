import { Result } from 'antd';
import type { Group } from '../../../shared/users';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';

/**
 * An invited member (GUEST) whose last team removed them has nothing to act for: every team
 * page would be refused, so the shell shows this instead of them.
 */
export function NoTeamNotice({ group }: { group: Group }) {
  return (
    <Result
      status="info"
      title={messages.teams.noTeam}
      extra={<ButtonLink to={groupPath(group, 'logout')}>{messages.nav.logOut}</ButtonLink>}
    />
  );
}
