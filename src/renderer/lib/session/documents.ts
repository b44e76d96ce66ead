import { graphql } from '../../gql';

/** A team of the signed-in user, and their place in it. */
export const currentMembershipFragment = graphql(`
  fragment CurrentMembership on UserTeam {
    team_id
    user_id
    role
    can_post_jobs
    active
    team {
      id
      type
      company
      avatar
      owner_id
    }
  }
`);

/** The signed-in user as the shell needs it: who they are, their group and active team. */
export const currentUserQuery = graphql(`
  query CurrentUser {
    me {
      id
      email
      type
      status
      name
      first_name
      last_name
      company
      agency_name
      avatar
      # Onboarding done (complete-profile asks for a bio): where the approval notice links.
      bio
      teamType
      teamOwner
      activeTeam {
        ...CurrentMembership
      }
      teams {
        ...CurrentMembership
      }
    }
  }
`);

/** What login, registration, social sign-in and impersonation all answer: a session. */
export const sessionPayloadFragment = graphql(`
  fragment SessionPayload on LoginResult {
    id
    type
    teamType
    access_token
  }
`);

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...SessionPayload
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** The user's membership of a team: checked before switching to it. */
export const userTeamQuery = graphql(`
  query UserTeam($team_id: ID!) {
    userTeam(team_id: $team_id) {
      ...CurrentMembership
    }
  }
`);
