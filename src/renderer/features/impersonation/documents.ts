import { graphql } from '../../gql';

/** Redeems an impersonation link; answers as login does. */
export const impersonateMutation = graphql(`
  mutation Impersonate($input: ImpersonateInput!) {
    impersonate(input: $input) {
      ...SessionPayload
    }
  }
`);

/** Whether the current session came from an impersonation link (null when it did not). */
export const impersonationStatusQuery = graphql(`
  query ImpersonationStatus {
    impersonation {
      issued_by
    }
  }
`);
