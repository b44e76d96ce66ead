import { EditOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { organisationName } from '../../lib/session/active-team';
import { useExistingGroupPath } from '../../routing/group-pages';
import { navContextOf } from '../../routing/navigation';
import { ButtonLink } from '../../ui/button-link';
import { Balance } from '../credits';
import { TeamAccess } from './team-access';

/**
 * `/employer/account` (My Account): the company's name and its job posts left, as
 * 'N Job Post(s) Available', the user's own access in the team, and the brief's edit-profile
 * link for the team's admins.
 */
export function MyAccountPage() {
  const { user, group } = useCurrentUser();
  const { token } = theme.useToken();
  const editProfile = useExistingGroupPath()('employer', 'edit-profile');

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {messages.nav.myAccount}
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20, fontWeight: 600 }}>
        {organisationName(user, group)}
      </Typography.Title>
      <Balance />
      <TeamAccess />
      {editProfile && navContextOf(user).hasAdminRole ? (
        <ButtonLink icon={<EditOutlined />} to={editProfile} style={{ marginTop: 16 }}>
          {messages.companyProfile.editProfile}
        </ButtonLink>
      ) : null}
    </Card>
  );
}
