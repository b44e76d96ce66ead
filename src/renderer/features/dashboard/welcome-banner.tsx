import { Card, Tag, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { CurrentUser } from '../../lib/session/session-context';
import { organisationName } from '../../lib/session/active-team';

interface WelcomeBannerProps {
  user: CurrentUser;
  group: Group;
}

/** The top of every dashboard: who is signed in, for which company or agency. */
export function WelcomeBanner({ user, group }: WelcomeBannerProps) {
  const { token } = theme.useToken();
  const organisation = organisationName(user, group);
  const active = user.status === 'ACTIVE';
  return (
    <Card
      variant="borderless"
      styles={{ body: { padding: '28px 32px' } }}
      style={{
        background: `linear-gradient(120deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)`,
        borderLeft: `4px solid ${token.colorPrimary}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <Typography.Text
        type="secondary"
        style={{
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          fontSize: 12,
          fontWeight: 600,
        }}
      >
        {messages.nav.dashboard}
      </Typography.Text>
      <Typography.Title level={2} style={{ margin: '6px 0 8px' }}>
        {messages.dashboard.greeting(user.first_name || user.name)}
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        {organisation && (
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="dashboard-organisation">
            {organisation}
          </Typography.Text>
        )}
        <Tag color={active ? 'success' : 'warning'} style={{ marginInlineEnd: 0 }}>
          {active ? messages.dashboard.statusActive : messages.dashboard.statusInactive}
        </Tag>
      </div>
    </Card>
  );
}
