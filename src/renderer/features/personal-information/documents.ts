import { graphql } from '../../gql';

/** Everything the two pages show and edit of the signed-in candidate. */
export const personalInformationFields = graphql(`
  fragment PersonalInformationFields on User {
    id
    email
    status
    first_name
    last_name
    pronouns
    position
    company
    phone
    phone_secondary
    linkedin
    supporting_url
    address_1
    address_2
    city
    state
    zip
    country
    location
    payroll_status
    right_to_work
    start_date
    notice_period
    notice_period_unit
    ethnicity
    referee_1
    referee_2
    looking_for
    languages
    industries {
      id
      name
    }
    positions {
      id
      name
    }
    salary_currency
    salary_unit
    minimum_salary
    maximum_salary
  }
`);

export const preferenceFields = graphql(`
  fragment PreferenceFields on Preference {
    id
    job_types
    genres {
      id
      name
    }
    active
  }
`);

export const personalInformationQuery = graphql(`
  query PersonalInformation {
    me {
      ...PersonalInformationFields
      preferences {
        ...PreferenceFields
      }
    }
    allJobLevels {
      key
      name
      description
    }
  }
`);

/** The positions the candidate may choose: of their disciplines and chosen role levels. */
export const personalInformationPositionsQuery = graphql(`
  query PersonalInformationPositions($industries: [ID!]!, $jobLevels: [String!]!) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

export const preferenceGenresQuery = graphql(`
  query PreferenceGenres {
    genres {
      id
      name
    }
  }
`);

export const updatePersonalInformationMutation = graphql(`
  mutation UpdatePersonalInformation($input: PersonalInformationInput!) {
    updatePersonalInformation(input: $input) {
      ...PersonalInformationFields
    }
  }
`);

export const addPreferenceMutation = graphql(`
  mutation AddPreference($input: PreferenceInput!) {
    addPreference(input: $input) {
      ...PreferenceFields
    }
  }
`);

export const updatePreferenceMutation = graphql(`
  mutation UpdatePreference($id: ID!, $input: PreferenceInput!) {
    updatePreference(id: $id, input: $input) {
      ...PreferenceFields
    }
  }
`);

export const activatePreferenceMutation = graphql(`
  mutation ActivatePreference($id: ID!, $active: Boolean!) {
    activatePreference(id: $id, active: $active) {
      ...PreferenceFields
    }
  }
`);

export const deletePreferenceMutation = graphql(`
  mutation DeletePreference($id: ID!) {
    deletePreference(id: $id)
  }
`);
