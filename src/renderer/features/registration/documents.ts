import { graphql } from '../../gql';

/** Registration step 1: whether an account already uses the email. */
export const checkUserQuery = graphql(`
  query CheckUser($email: String!) {
    checkUser(email: $email)
  }
`);

/** 'Interested In' (candidate and employer step 2). */
export const registerIndustriesQuery = graphql(`
  query RegisterIndustries {
    industries {
      id
      name
    }
  }
`);

/** Creates the account, attaches the chosen industry and signs in (a token, as login gives). */
export const registerMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...SessionPayload
    }
  }
`);
