import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { activeMembership } from '../../lib/session/active-team';
import { useCurrentUser } from '../../lib/session/session-context';
import { useExistingGroupPath } from '../../routing/group-pages';
import { InvitationsPanel } from '../invitations';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { viewUserTeamQuery } from './documents';
import { TeamAdminsOnly } from './team-admins-only';
import { nameOf, TeamMemberCard, type Colleague } from './team-member-card';
import './manage-team.css';

const m = messages.teams;

/** The brief: the page reloads 1000 ms after a team card update (here, the list is read again). */
const RELOAD_AFTER_UPDATE_MS = 1000;

/**
 * `manage-team` (employer admins; the agency's AGENCY account): the team's members but the
 * signed-in admin, each on a card with role, Account Access and associations, and Remove; the
 * agency's page also invites (the invitations panel).
 */
export function ManageTeamPage({ group }: { group: Group }) {
  return (
    <TeamAdminsOnly group={group}>
      <ManageTeam group={group} />
    </TeamAdminsOnly>
  );
}

/** Reads the list again a while after a change, once however many changes came meanwhile. */
function useDelayedRefetch(refetch: () => unknown, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), delay);
  }, [refetch, delay]);
}

function ManageTeam({ group }: { group: Group }) {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const existingPath = useExistingGroupPath();
  const list = useQuery(viewUserTeamQuery, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const refetch = list.refetch;
  const reloadSoon = useDelayedRefetch(refetch, RELOAD_AFTER_UPDATE_MS);
  const members = list.data?.viewUserTeam;
  const showPosting = activeMembership(user)?.team.type !== 'AGENCY';
  const invitationsPath = existingPath(group, 'invitations');

  let body;
  if (members) {
    const self: Colleague = { id: user.id, name: m.you(user.name || user.email) };
    const everyone: Colleague[] = [
      self,
      ...members.map((member) => ({ id: member.user_id, name: nameOf(member) })),
    ];
    body =
      members.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noMembers}>
          {invitationsPath ? (
            <ButtonLink type="primary" to={invitationsPath}>
              {m.goToInvitations}
            </ButtonLink>
          ) : null}
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          {members.map((member) => (
            <TeamMemberCard
              key={member.user_id}
              member={member}
              colleagues={everyone.filter((colleague) => colleague.id !== member.user_id)}
              showPosting={showPosting}
              onUpdated={reloadSoon}
              onRemoved={() => void refetch()}
            />
          ))}
        </Flex>
      );
  } else if (list.error) {
    body = <RetryAlert title={m.loadFailed} onRetry={() => void refetch()} />;
  } else {
    body = (
      <div aria-busy="true">
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    );
  }

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.manageTeamTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {showPosting ? m.intro : m.agencyIntro}
      </Typography.Paragraph>
      <section aria-labelledby="team-members-heading">
        <Typography.Title level={2} id="team-members-heading" style={{ fontSize: 20 }}>
          {m.members}
        </Typography.Title>
        {body}
      </section>
      {/* Agencies have no invitations page of their own: they invite from here. */}
      {group === 'agency' ? (
        <div style={{ marginTop: 32 }}>
          <InvitationsPanel />
        </div>
      ) : null}
    </Card>
  );
}
