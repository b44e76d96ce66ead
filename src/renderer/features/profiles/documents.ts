import { graphql } from '../../gql';

/** `candidate-profile/{id}`: a candidate who applied, and what they applied to. */
export const candidateProfileQuery = graphql(`
  query CandidateProfile($id: ID!) {
    candidateProfile(id: $id) {
      id
      name
      pronouns
      position
      bio
      avatar
      city
      state
      country
      vetted
      industries {
        id
        name
      }
      positions {
        id
        name
      }
      applications {
        id
        created_at
        opportunity {
          id
          title
          target
        }
      }
    }
  }
`);

/** `agency-profile/{id}`: an agency, by its team id. */
export const agencyProfileQuery = graphql(`
  query AgencyProfile($id: ID!) {
    agencyProfile(id: $id) {
      id
      name
      avatar
      bio
      description
      website
      locations
      vetted
      services {
        id
        name
      }
      industries {
        id
        name
      }
    }
  }
`);
