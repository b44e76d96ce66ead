import { useMutation } from '@apollo/client/react';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { apiFailure } from '../../apollo/api-failure';
import type { InvitationLinkQuery } from '../../gql/graphql';
import { currentUserQuery } from '../../lib/session/documents';
import type { CurrentUser } from '../../lib/session/session-context';
import { loginPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { BusyButton } from '../../ui/form/form-frame';
import { useToast } from '../../ui/toast';
import { acceptInvitationMutation } from './documents';
import type { TeamGroup } from './invitation-paths';
import { InvitationFrame } from './invitation-status';

const m = messages.invitations;

type Invitation = InvitationLinkQuery['invitation'];

function Heading({ invitation }: { invitation: Invitation }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {m.acceptTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 15 }}>
        {m.acceptInto(invitation.team_name)}
      </Typography.Paragraph>
    </>
  );
}

/**
 * A person who already has an account, signed out: they log in and come back here, where
 * the signed-in page below accepts.
 */
export function SignInToAccept({
  group,
  invitation,
  returnTo,
}: {
  group: TeamGroup;
  invitation: Invitation;
  returnTo: string;
}) {
  return (
    <InvitationFrame group={group}>
      <Heading invitation={invitation} />
      <Alert type="info" showIcon title={m.signInToAccept} style={{ marginBottom: 24 }} />
      <ButtonLink type="primary" size="large" to={loginPath(group, returnTo)}>
        {m.loginToAccept}
      </ButtonLink>
    </InvitationFrame>
  );
}

/**
 * Signed in: the invited address accepts into the team (an extra team) and goes to the
 * dashboard; anyone else is told the invitation is someone else's.
 */
export function AcceptInvitation({
  group,
  invitation,
  token,
  user,
}: {
  group: TeamGroup;
  invitation: Invitation;
  token: string;
  user: CurrentUser;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(acceptInvitationMutation, {
    // The new team joins the user's teams (the switcher, the active team).
    refetchQueries: [currentUserQuery],
    awaitRefetchQueries: true,
  });
  const own = user.email.toLowerCase() === invitation.email.toLowerCase();

  async function join() {
    setFailure(null);
    try {
      await accept({ variables: { token } });
    } catch (error) {
      const found = apiFailure(error);
      setFailure(found.code === 'FORBIDDEN' ? found.message : m.acceptFailed);
      return;
    }
    void toast.success(m.accepted, 4);
    // The root sends them to their own dashboard (their group may not be the team's).
    navigate('/', { replace: true });
  }

  return (
    <InvitationFrame group={group}>
      <Heading invitation={invitation} />
      <Typography.Paragraph type="secondary">{m.signedInAs(user.email)}</Typography.Paragraph>
      {own ? (
        <Flex vertical gap={16} align="start">
          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
          <BusyButton type="primary" size="large" busy={loading} onClick={() => void join()}>
            {m.acceptButton}
          </BusyButton>
        </Flex>
      ) : (
        <Flex vertical gap={16} align="start">
          <Alert type="warning" showIcon title={m.wrongAccount} />
          <ButtonLink to="/">{messages.nav.backToDashboard}</ButtonLink>
        </Flex>
      )}
    </InvitationFrame>
  );
}
