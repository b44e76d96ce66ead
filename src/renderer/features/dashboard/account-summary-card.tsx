import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { messages } from '../../../shared/messages';
import type { CurrentUser } from '../../lib/session/session-context';
import { activeMembership } from '../../lib/session/active-team';
import './account-summary-card.css';

interface AccountSummaryCardProps {
  user: CurrentUser;
  /** Show the active team's name, the user's role in it and whether they may post. */
  showTeam?: boolean;
}

export function AccountSummaryCard({ user, showTeam = false }: AccountSummaryCardProps) {
  const membership = activeMembership(user);
  const text = messages.dashboard;
  const items: DescriptionsProps['items'] = [
    { key: 'email', label: text.email, children: user.email },
    { key: 'type', label: text.accountType, children: messages.groups.userTypes[user.type] },
    {
      key: 'status',
      label: text.status,
      children:
        user.status === 'ACTIVE' ? (
          <Tag color="success">{text.statusActive}</Tag>
        ) : (
          <Tag color="warning">{text.statusInactive}</Tag>
        ),
    },
  ];
  if (showTeam && membership) {
    items.push(
      { key: 'team', label: text.team, children: membership.team.company },
      {
        key: 'role',
        label: text.teamRole,
        children: membership.role === 'admin' ? text.roleAdmin : text.roleMember,
      },
      {
        key: 'post',
        label: text.canPostJobs,
        children: membership.can_post_jobs ? text.yes : text.no,
      },
    );
  }
  return (
    <Card
      title={text.accountDetails}
      variant="borderless"
      style={{ boxShadow: '0 1px 2px rgba(15, 23, 42, 0.06)' }}
    >
      <Descriptions
        className="account-summary"
        layout="vertical"
        colon={false}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={items}
      />
    </Card>
  );
}
