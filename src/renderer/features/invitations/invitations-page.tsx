import { Card, Typography, theme } from 'antd';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { groupPath } from '../../routing/paths';
import { InvitationsPanel } from './invitations-panel';

const m = messages.invitations;

/** `invitations` (employer admins): invite, resend, cancel. Members go to the employer 404. */
export function InvitationsPage() {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  if (!navContextOf(user).isTeamAdmin)
    return <Navigate replace to={groupPath('employer', '404')} />;
  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
      <InvitationsPanel />
    </Card>
  );
}
