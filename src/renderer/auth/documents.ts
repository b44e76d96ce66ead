import { graphql } from '../gql';

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
      teamType
      teamOwner
      teams {
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
        }
      }
    }
  }
`);

export const loginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      type
      teamType
      access_token
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
