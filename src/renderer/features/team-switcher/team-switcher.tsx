import { SwapOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Grid, List, Popover, Typography, theme } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { type Membership } from '../../lib/session/active-team';
import { useCurrentUser, useSession } from '../../lib/session/session-context';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { useToast } from '../../ui/toast';
import { VisuallyHidden } from '../../ui/visually-hidden';
import './team-switcher.css';

const m = messages.teams;

/** 'Harbour & Pine Studio' → 'HP': the first letters of the first two words that have one. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function TeamAvatar({ team, size }: { team: Membership['team']; size: number }) {
  const origin = useApiOrigin();
  const src = origin ? fileUrl(origin, team.avatar) : null;
  return (
    <Avatar size={size} src={src ?? undefined} alt="" shape="square" aria-hidden>
      {initials(team.company)}
    </Avatar>
  );
}

/**
 * The brief's team switcher, in the header of a user with more than one team: a popover with
 * the profile picture, the active company's name, the user's name and the Other Teams. Choosing
 * one makes it active, remembers it and goes to that team's dashboard.
 */
export function TeamSwitcher() {
  const { user } = useCurrentUser();
  const { switchTeam } = useSession();
  const toast = useToast();
  const origin = useApiOrigin();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);

  const active = user.activeTeam;
  const others = user.teams.filter((membership) => membership.team_id !== active?.team_id);
  if (!active || others.length === 0) return null;

  const choose = async (teamId: string) => {
    setSwitching(teamId);
    try {
      setOpen(false);
      await switchTeam(teamId);
    } catch {
      void toast.error(m.teamNotFound, 3);
    } finally {
      setSwitching(null);
    }
  };

  const content = (
    <div className="team-switcher">
      <Flex gap={12} align="center" className="team-switcher-current">
        <Avatar
          size={56}
          src={origin ? (fileUrl(origin, user.avatar) ?? undefined) : undefined}
          aria-hidden
        >
          {initials(user.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong className="team-switcher-company">
            {active.team.company}
          </Typography.Text>
          <Typography.Text type="secondary">{user.name}</Typography.Text>
        </div>
      </Flex>
      <Typography.Title level={2} className="team-switcher-heading">
        {m.otherTeams}
      </Typography.Title>
      <List
        dataSource={others}
        rowKey={(membership) => membership.team_id}
        renderItem={(membership) => (
          <List.Item style={{ padding: '4px 0', borderBlockEnd: 'none' }}>
            <Button
              type="text"
              block
              className="team-switcher-team"
              loading={switching === membership.team_id}
              disabled={switching !== null}
              onClick={() => void choose(membership.team_id)}
            >
              <TeamAvatar team={membership.team} size={32} />
              <span className="team-switcher-team-name">{membership.team.company}</span>
            </Button>
          </List.Item>
        )}
      />
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <Button type="text" className="team-switcher-trigger" aria-expanded={open}>
        <TeamAvatar team={active.team} size={28} />
        {/* The name read out is the one shown, after what the button does. Below the widest
            windows only the logo shows: the account menu beside it names the company already,
            and the header's links need the room. */}
        <span className="team-switcher-trigger-name">
          <VisuallyHidden>{`${m.switchTeam}: `}</VisuallyHidden>
          {screens.xxl ? (
            active.team.company
          ) : (
            <VisuallyHidden>{active.team.company}</VisuallyHidden>
          )}
        </span>
        <SwapOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
      </Button>
    </Popover>
  );
}
