import { graphql } from '../../gql';

/** One invitation as the pending list shows it. */
export const invitationRowFragment = graphql(`
  fragment InvitationRow on Invitation {
    id
    email
    first_name
    last_name
    invite_status
    expires_at
    updated_at
  }
`);

/** The active team's pending invitations (the brief's viewInvitations). */
export const viewInvitationsQuery = graphql(`
  query ViewInvitations {
    viewInvitations {
      ...InvitationRow
    }
  }
`);

export const createInvitationMutation = graphql(`
  mutation CreateInvitation($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      ...InvitationRow
    }
  }
`);

/** A new link and expiry: the row's expires_at moves on in the cache by its id. */
export const resendInvitationMutation = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      ...InvitationRow
    }
  }
`);

export const deleteInvitationMutation = graphql(`
  mutation DeleteInvitation($id: ID!) {
    deleteInvitation(id: $id)
  }
`);
