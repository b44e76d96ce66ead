import { graphql } from '../../gql';

/**
 * What every complete-profile page reads back after saving, so the shell (name, logo,
 * organisation) and the pages' own checks see the new profile without another request.
 */
export const savedProfileFragment = graphql(`
  fragment SavedProfile on User {
    id
    bio
    avatar
    company
    agency_name
    teams {
      team_id
      user_id
      team {
        id
        company
        avatar
      }
    }
  }
`);
export const candidateOnboardingQuery = graphql(`
  query CandidateOnboarding {
    me {
      id
      bio
      avatar
      industries {
        id
      }
    }
    allJobLevels {
      key
      name
      description
    }
  }
`);

/** Positions for the candidate's industries and chosen role levels. */
export const onboardingPositionsQuery = graphql(`
  query OnboardingPositions($industries: [ID!]!, $jobLevels: [String!]!) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

export const completeCandidateProfileMutation = graphql(`
  mutation CompleteCandidateProfile($input: CandidateProfileInput!) {
    completeCandidateProfile(input: $input) {
      ...SavedProfile
    }
  }
`);

export const employerOnboardingQuery = graphql(`
  query EmployerOnboarding {
    me {
      id
      bio
      avatar
      company
    }
  }
`);

export const completeEmployerProfileMutation = graphql(`
  mutation CompleteEmployerProfile($input: EmployerProfileInput!) {
    completeEmployerProfile(input: $input) {
      ...SavedProfile
    }
  }
`);

export const agencyOnboardingQuery = graphql(`
  query AgencyOnboarding {
    me {
      id
      bio
      avatar
      company
      agency_name
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

export const completeAgencyProfileMutation = graphql(`
  mutation CompleteAgencyProfile($input: AgencyProfileInput!) {
    completeAgencyProfile(input: $input) {
      ...SavedProfile
    }
  }
`);
