import { Button, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import type { InvitationState } from '../../gql/graphql';
import type { Group } from '../../../shared/users';
import { ButtonLink } from '../../ui/button-link';
import { AuthLayout } from '../../ui/layout/auth-layout';
import { loginPath } from '../../routing/paths';
import './team-registration.css';

const m = messages.invitations;

/** The sentence for a link that cannot be accepted; null when it can. */
export function invitationProblem(state: InvitationState | 'NOT_FOUND'): string | null {
  switch (state) {
    case 'VALID':
      return null;
    case 'EXPIRED':
      return m.expired;
    case 'CANCELLED':
      return m.cancelled;
    case 'USED':
      return m.used;
    case 'NOT_FOUND':
      return m.notFound;
  }
}

/** A full page about an invitation link, in the group's brand. */
export function InvitationFrame({ group, children }: { group: Group; children: ReactNode }) {
  return <AuthLayout group={group}>{children}</AuthLayout>;
}

export function CheckingInvitation({ group }: { group: Group }) {
  return (
    <InvitationFrame group={group}>
      <div role="status" aria-live="polite" style={{ textAlign: 'center', padding: 48 }}>
        <Spin size="large" description={m.checking}>
          <div style={{ width: 160, height: 80 }} />
        </Spin>
      </div>
    </InvitationFrame>
  );
}

/** An expired, cancelled, used or unknown link says so, with the way to the login. */
export function InvalidInvitation({ group, problem }: { group: Group; problem: string }) {
  return (
    <InvitationFrame group={group}>
      <Result
        status="warning"
        title={<h1 className="invitation-title">{m.invalidTitle}</h1>}
        subTitle={<Typography.Text>{problem}</Typography.Text>}
        extra={
          <ButtonLink type="primary" to={loginPath(group)}>
            {messages.nav.goToLogin}
          </ButtonLink>
        }
      />
    </InvitationFrame>
  );
}

/** The invitation could not be read (no answer): try again. */
export function InvitationLoadFailed({ group, retry }: { group: Group; retry: () => void }) {
  return (
    <InvitationFrame group={group}>
      <Result
        status="error"
        title={<h1 className="invitation-title">{messages.common.somethingWentWrong}</h1>}
        extra={<Button onClick={retry}>{messages.nav.retry}</Button>}
      />
    </InvitationFrame>
  );
}
