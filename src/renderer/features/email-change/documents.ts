import { graphql } from '../../gql';

/** The mailed link's token makes the change; no session needed. */
export const confirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      email
    }
  }
`);

export const resendEmailChangeMutation = graphql(`
  mutation ResendEmailChange {
    resendEmailChange
  }
`);

export const cancelEmailChangeMutation = graphql(`
  mutation CancelEmailChange {
    cancelEmailChange
  }
`);
