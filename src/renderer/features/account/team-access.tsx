import { useQuery } from '@apollo/client/react';
import { Descriptions, Skeleton } from 'antd';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { RetryAlert } from '../../ui/retry-alert';
import { ownMembershipQuery } from './documents';

const m = messages.teams;

/**
 * My Account's "Your access": the member's role, posting right and whose posts they manage,
 * as the team's admins set them on manage-team. An admin manages every post; anyone else
 * reads their own membership (viewUserTeam answers them with it alone).
 */
export function TeamAccess() {
  const { user } = useCurrentUser();
  const context = navContextOf(user);
  const membership = context.membership;
  const own = useQuery(ownMembershipQuery, {
    skip: !membership || context.isTeamAdmin,
    fetchPolicy: 'network-only',
  });
  if (!membership) return null;

  let postsYouSee;
  if (context.isTeamAdmin) postsYouSee = m.adminsSeeAll;
  else if (own.error) {
    postsYouSee = <RetryAlert title={m.accessLoadFailed} onRetry={() => void own.refetch()} />;
  } else {
    const row = own.data?.viewUserTeam.find((member) => member.user_id === user.id);
    postsYouSee = !row ? (
      <Skeleton active paragraph={false} title={{ width: 200 }} />
    ) : row.associate_ids.length === 0 ? (
      m.ownPostsOnly
    ) : (
      m.ownAndColleagues(row.associate_ids.length)
    );
  }

  return (
    <Descriptions
      title={m.yourAccess}
      column={1}
      size="small"
      style={{ marginTop: 24 }}
      items={[
        { key: 'role', label: m.role, children: membership.role === 'admin' ? m.admin : m.member },
        {
          key: 'post',
          label: m.canPostJobs,
          children: context.canPostJobs ? m.yes : m.no,
        },
        { key: 'posts', label: m.postsYouSee, children: postsYouSee },
      ]}
    />
  );
}
