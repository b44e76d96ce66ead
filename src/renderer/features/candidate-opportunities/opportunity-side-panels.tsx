import { Avatar, Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { initialsOf, organisationName } from '../../lib/session/active-team';
import { useCurrentUser } from '../../lib/session/session-context';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { ArticlesSidePanel, DealsSidePanel } from '../content';
import type { BrowsingGroup } from './opportunity-rows';
import './candidate-opportunities.css';

/** The signed-in user beside the post (brief: the opportunity page "also shows … the user"). */
function UserPanel({ group }: { group: BrowsingGroup }) {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  const origin = useApiOrigin();
  const avatar = origin ? fileUrl(origin, user.avatar) : null;
  const text = messages.dashboard;
  const organisation = organisationName(user, group);
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
      data-testid="opportunity-user-panel"
      title={
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {text.accountDetails}
        </Typography.Title>
      }
    >
      <Flex gap={14} align="center">
        <Avatar
          size={56}
          src={avatar ?? undefined}
          alt=""
          style={{ backgroundColor: token.colorPrimary, flex: 'none' }}
        >
          {initialsOf(user)}
        </Avatar>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {user.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {organisation ?? user.email}
          </Typography.Text>
          {/* Plain status text in the theme's AA colours: a tag's tinted ground fell short
              of 4.5:1 in axe's check of this column. */}
          <Typography.Text type={user.status === 'ACTIVE' ? 'success' : 'warning'}>
            {user.status === 'ACTIVE' ? text.statusActive : text.statusInactive}
          </Typography.Text>
        </Flex>
      </Flex>
      <ButtonLink block to={groupPath(group, 'profile')} style={{ marginTop: 16 }}>
        {messages.profiles.viewProfile}
      </ButtonLink>
    </Card>
  );
}

/**
 * The opportunity page's frame: the post, and beside it (below it on narrow windows) the
 * user, the community articles and the deals.
 */
export function OpportunityPageLayout({
  group,
  children,
}: {
  group: BrowsingGroup;
  children: ReactNode;
}) {
  return (
    <div className="opportunity-page">
      <div className="opportunity-page-layout">
        <div className="opportunity-page-main">{children}</div>
        <aside
          className="opportunity-page-side"
          aria-label={messages.candidateOpportunities.sidePanels}
        >
          <UserPanel group={group} />
          <ArticlesSidePanel group={group} id="opportunity-articles" />
          <DealsSidePanel group={group} id="opportunity-deals" />
        </aside>
      </div>
    </div>
  );
}
