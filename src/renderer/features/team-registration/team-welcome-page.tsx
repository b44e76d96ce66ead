import { Card, Result, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { loginPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import type { TeamGroup } from './invitation-paths';
import './team-registration.css';

const m = messages.invitations;

/**
 * `team/welcome`, the end of the team registration: the brief's sentence and LOGIN, which
 * leads to the group's login (a signed-in member goes on from there to the dashboard).
 */
export function TeamWelcomePage({ group }: { group: TeamGroup }) {
  const { token } = theme.useToken();
  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 720 }}>
      <Result
        status="success"
        title={<h1 className="invitation-title">{m.welcome}</h1>}
        subTitle={messages.teamRegistration.welcomeTitle}
        extra={
          <ButtonLink type="primary" size="large" to={loginPath(group)}>
            {m.login}
          </ButtonLink>
        }
      />
    </Card>
  );
}
