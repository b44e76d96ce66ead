import { Card, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { organisationName } from '../../lib/session/active-team';
import { Balance } from '../credits/balance';

/**
 * `/employer/account` (My Account): the company's name and its job posts left, as
 * 'N Job Post(s) Available'. The brief's edit-profile link (admins only) arrives with the
 * profile pages, so no link leads to a page that does not exist yet.
 */
export function MyAccountPage() {
  const { user, group } = useCurrentUser();
  const { token } = theme.useToken();

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {messages.nav.myAccount}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20, fontWeight: 600 }}>
        {organisationName(user, group)}
      </Typography.Title>
      <Balance />
    </Card>
  );
}
