import { graphql } from '../../gql';

/** The active agency team's profile, as the agency's own pages show and edit it. */
export const ownAgencyProfileFragment = graphql(`
  fragment OwnAgencyProfileFields on OwnAgencyProfile {
    id
    name
    avatar
    bio
    website
    contact_email
    budget {
      currency
      min
      max
    }
    locations
    phones
    services {
      id
      name
    }
    industries {
      id
      name
    }
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

export const myAgencyProfileQuery = graphql(`
  query MyAgencyProfile {
    myAgencyProfile {
      ...OwnAgencyProfileFields
    }
  }
`);

/** The profile with the services and categories the edit form offers. */
export const editAgencyProfileQuery = graphql(`
  query EditAgencyProfile {
    myAgencyProfile {
      ...OwnAgencyProfileFields
    }
    services {
      id
      name
    }
    industries {
      id
      name
    }
  }
`);

export const updateAgencyProfileMutation = graphql(`
  mutation UpdateAgencyProfile($input: AgencyProfileEditInput!) {
    updateAgencyProfile(input: $input) {
      ...OwnAgencyProfileFields
    }
  }
`);

export const updateAgencyAccountMutation = graphql(`
  mutation UpdateAgencyAccount($input: AgencyAccountInput!) {
    updateAgencyAccount(input: $input) {
      ...OwnAgencyProfileFields
    }
  }
`);

/** The owner's own details (personal-information). */
export const agencyPersonalInformationFragment = graphql(`
  fragment AgencyPersonalInformationFields on User {
    id
    email
    first_name
    last_name
    position
    phone
    address_1
    address_2
    city
    state
    zip
    country
  }
`);

export const agencyPersonalInformationQuery = graphql(`
  query AgencyPersonalInformation {
    me {
      ...AgencyPersonalInformationFields
    }
  }
`);

export const updateAgencyPersonalInformationMutation = graphql(`
  mutation UpdateAgencyPersonalInformation($input: AgencyPersonalInformationInput!) {
    updateAgencyPersonalInformation(input: $input) {
      ...AgencyPersonalInformationFields
    }
  }
`);
