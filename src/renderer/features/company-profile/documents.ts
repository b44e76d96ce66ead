import { graphql } from '../../gql';

/** The active company team's profile, as the employer's own pages show and edit it. */
export const ownCompanyProfileFragment = graphql(`
  fragment OwnCompanyProfileFields on OwnCompanyProfile {
    id
    company
    avatar
    bio
    description
    what_sets_apart
    website
    can_use_logo
    address_1
    address_2
    city
    state
    zip
    country
    vetted
    email
    pending_email
    can_edit
  }
`);

export const myCompanyProfileQuery = graphql(`
  query MyCompanyProfile {
    myCompanyProfile {
      ...OwnCompanyProfileFields
    }
  }
`);

export const updateCompanyProfileMutation = graphql(`
  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      ...OwnCompanyProfileFields
    }
  }
`);
