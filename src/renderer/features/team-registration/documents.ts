import { graphql } from '../../gql';

/** What an invitation link opens to: its state, the invited person and the team. */
export const invitationLinkQuery = graphql(`
  query InvitationLink($token: String!) {
    invitation(token: $token) {
      state
      email
      first_name
      last_name
      team_name
      team_type
      account_exists
    }
  }
`);

/** Steps 1 and 2 together: creates the GUEST member and answers a session. */
export const registerTeamMemberMutation = graphql(`
  mutation RegisterTeamMember($input: TeamMemberRegistrationInput!) {
    registerTeamMember(input: $input) {
      ...SessionPayload
    }
  }
`);

/** Step 3, signed in: photo and about yourself. */
export const completeTeamMemberProfileMutation = graphql(`
  mutation CompleteTeamMemberProfile($input: TeamMemberProfileInput!) {
    completeTeamMemberProfile(input: $input) {
      id
      avatar
      bio
    }
  }
`);

/** An existing user joins the invitation's team as an extra team. */
export const acceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      team_id
      user_id
      role
    }
  }
`);
