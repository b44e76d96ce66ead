import { graphql } from '../../gql';

/** The API ends the user's other sessions; this one keeps working. */
export const changePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
