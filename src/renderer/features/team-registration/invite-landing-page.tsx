import { useQuery } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { apiFailure } from '../../apollo/api-failure';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { groupLooks } from '../../groups';
import { FullPageSpinner } from '../../ui/layout/full-page-status';
import { invitationLinkQuery } from './documents';
import { acceptInvitePath, TEAM_GROUP } from './invitation-paths';
import { InvalidInvitation, InvitationLoadFailed, invitationProblem } from './invitation-status';

/**
 * `/invite/{token}`, where the mail's web link and the desktop's `shortlist://invite/…` lead:
 * the link names no group, so it asks which team the invitation is for and goes on to that
 * group's team registration (employer `team/register`, agency `accept-invite`), which says
 * itself whether the link still works.
 */
export function InviteLandingPage() {
  const { token = '' } = useParams();
  const link = useQuery(invitationLinkQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
    context: IGNORE_UNAUTHENTICATED,
  });
  const invitation = link.data?.invitation;
  if (invitation)
    return <Navigate replace to={acceptInvitePath(TEAM_GROUP[invitation.team_type], token)} />;
  if (link.error) {
    // No team to take the look from: the employer's, whose pages most invitations open.
    return (
      <ConfigProvider theme={groupLooks.employer.theme}>
        {apiFailure(link.error).code === 'NOT_FOUND' ? (
          <InvalidInvitation group="employer" problem={invitationProblem('NOT_FOUND') ?? ''} />
        ) : (
          <InvitationLoadFailed group="employer" retry={() => void link.refetch()} />
        )}
      </ConfigProvider>
    );
  }
  return <FullPageSpinner />;
}
