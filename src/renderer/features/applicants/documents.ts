import { graphql } from '../../gql';

/** `view-applicants/{id}`: the post's title and who applied to it, newest first. */
export const viewApplicantsQuery = graphql(`
  query ViewApplicants($id: ID!) {
    opportunity(id: $id) {
      id
      title
      target
      job_number
      is_active
      deleted_at
    }
    viewApplicants(opportunity_id: $id) {
      id
      created_at
      reason
      resumeUrl
      documentUrl
      user {
        id
        profile_id
        name
        type
        agency {
          id
          company
        }
      }
    }
  }
`);
