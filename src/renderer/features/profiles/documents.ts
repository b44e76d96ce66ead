import { graphql } from '../../gql';

/** A candidate's profile as every page that shows it asks for it (candidate-profile-view.tsx). */
export const candidateProfileFields = graphql(`
  fragment CandidateProfileFields on CandidateProfile {
    id
    name
    pronouns
    position
    linkedin
    supporting_url
    bio
    avatar
    city
    state
    country
    vetted
    work_location
    industries {
      id
      name
    }
    positions {
      id
      name
    }
    role_levels {
      key
      name
    }
    job_types {
      key
      name
    }
    working_hours
    languages
    education {
      id
      school_name
      qualification
      description
      from
      to
    }
    experiences {
      id
      title
      company
      description
      from
      to
      years
    }
    skills {
      id
      name
      software
      is_top
    }
    qualifications {
      id
      name
    }
    other_qualifications {
      id
      name
    }
    services {
      id
      name
    }
    genres {
      id
      name
    }
    salary_currency
    minimum_salary
    maximum_salary
    salary_unit
    payroll_status
    right_to_work
    start_date
    notice_period
    notice_period_unit
    cv {
      id
      name
      fileUrl
    }
    supporting_documents {
      id
      name
      fileUrl
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
`);

/** `candidate-profile/{id}` and the candidate's own `profile`. */
export const candidateProfileQuery = graphql(`
  query CandidateProfile($id: ID!) {
    candidateProfile(id: $id) {
      ...CandidateProfileFields
    }
  }
`);

/** `freelancer-profile/{userId}-{applicationId}`: the profile and that one application. */
export const freelancerProfileQuery = graphql(`
  query FreelancerProfile($userId: ID!, $applicationId: ID!) {
    freelancerProfile(user_id: $userId, application_id: $applicationId) {
      profile {
        ...CandidateProfileFields
      }
      application {
        id
        created_at
        reason
        resumeUrl
        documentUrl
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
      contact_email
      budget {
        currency
        min
        max
      }
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
