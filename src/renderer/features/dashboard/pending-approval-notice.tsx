import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result, theme } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { useCurrentUser } from '../../lib/session/session-context';
import { ButtonLink } from '../../ui/button-link';
import { useExistingGroupPath, type ExistingGroupPath } from '../../routing/group-pages';

/**
 * Where an account awaiting approval updates its profile: onboarding (complete-profile)
 * until it is done, then the group's edit-profile page where it has one. Not edit-profile
 * before onboarding: complete-profile sends a user with a bio back to the dashboard, so a
 * bio saved there first would shut onboarding's other fields (the photo) away for good.
 */
export function profileUpdatePath(
  group: Group,
  existingGroupPath: ExistingGroupPath,
  onboarded: boolean,
): string | undefined {
  const editProfile = onboarded ? existingGroupPath(group, 'edit-profile') : undefined;
  return editProfile ?? existingGroupPath(group, 'complete-profile');
}

/** Shown to an INACTIVE account while an admin approves it (brief, sections 1 and 2). */
export function PendingApprovalNotice({ group }: { group: Group }) {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const profilePath = profileUpdatePath(group, useExistingGroupPath(), Boolean(user.bio));
  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
      data-testid="pending-approval-notice"
    >
      <Result
        icon={<ClockCircleOutlined style={{ color: token.colorPrimary }} />}
        title={
          <div role="status" style={{ maxWidth: 560, margin: '0 auto', fontSize: 20 }}>
            {messages.account.pendingApproval}
          </div>
        }
        extra={
          profilePath ? (
            <ButtonLink type="primary" size="large" to={profilePath}>
              {messages.account.updateProfile}
            </ButtonLink>
          ) : undefined
        }
      />
    </Card>
  );
}

/**
 * A dashboard's content shows only when the account is ACTIVE (brief, section 2); an
 * account awaiting approval sees the approval notice instead.
 */
export function ActiveAccountOnly({ group, children }: { group: Group; children: ReactNode }) {
  const { user } = useCurrentUser();
  return user.status === 'ACTIVE' ? children : <PendingApprovalNotice group={group} />;
}
