import { graphql } from '../../gql';

/** A post as the lists show it: title, employer, when, where, and the pay when shown. */
export const opportunityCardFragment = graphql(`
  fragment CandidateOpportunityCard on Opportunity {
    id
    title
    job_number
    work_mode_label
    type
    level
    is_compensation_displayed
    minimumBudget
    maximumBudget
    compensation_currency
    compensation_unit
    agency {
      id
      company
      avatar
    }
  }
`);

export const latestOpportunitiesQuery = graphql(`
  query LatestOpportunities($filter: OpportunitySearch, $first: Int!, $page: Int!) {
    latestOpportunities(filter: $filter, first: $first, page: $page) {
      data {
        ...CandidateOpportunityCard
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const opportunitiesForYouQuery = graphql(`
  query OpportunitiesForYou($filter: OpportunitySearch, $first: Int!, $page: Int!) {
    opportunitiesForYou(filter: $filter, first: $first, page: $page) {
      data {
        ...CandidateOpportunityCard
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const appliedOpportunitiesQuery = graphql(`
  query AppliedOpportunities($first: Int!, $page: Int!) {
    appliedOpportunities(first: $first, page: $page) {
      data {
        id
        status
        created_at
        opportunity {
          ...CandidateOpportunityCard
        }
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

/**
 * What the filters offer: disciplines, category experience, levels; the agencies' services
 * and software skills.
 */
export const searchOptionsQuery = graphql(`
  query OpportunitySearchOptions {
    industries {
      id
      name
    }
    genres {
      id
      name
    }
    services {
      id
      name
    }
    softwareSkills {
      id
      name
    }
    allJobLevels {
      key
      name
    }
  }
`);

/** `opportunities/{id}`: every detail field of the brief, and whether the caller applied. */
export const candidateOpportunityQuery = graphql(`
  query CandidateOpportunity($id: ID!) {
    opportunity(id: $id) {
      id
      target
      title
      job_number
      description
      work_mode_label
      type
      sub_type
      level
      position {
        id
        name
      }
      is_compensation_displayed
      minimumBudget
      maximumBudget
      compensation_currency
      compensation_unit
      is_active
      deleted_at
      agency {
        id
        company
        avatar
      }
      industries {
        id
        name
      }
      genres {
        id
        name
      }
      skills {
        id
        name
        software
        pivot {
          must_have
        }
      }
      qualifications {
        id
        name
        pivot {
          must_have
        }
      }
      services {
        id
        name
      }
      duration
      applied
      viewerApplication {
        id
        created_at
      }
    }
    allJobLevels {
      key
      name
    }
    applicationEligibility {
      eligible
      blocked
      missing
    }
  }
`);

/** The apply dialog's choices: the candidate's CVs and supporting documents. */
export const applyOptionsQuery = graphql(`
  query ApplyOptions {
    me {
      id
      resumes {
        id
        name
        active
      }
      supportingDocuments {
        id
        name
      }
    }
  }
`);

export const createApplicationMutation = graphql(`
  mutation CreateApplication($input: ApplicationInput!) {
    createApplication(input: $input) {
      id
      applied
      viewerApplication {
        id
        created_at
      }
    }
  }
`);

export const companyProfileQuery = graphql(`
  query CompanyProfile($id: ID!, $first: Int!, $page: Int!) {
    companyProfile(id: $id, first: $first, page: $page) {
      id
      company
      avatar
      bio
      description
      what_sets_apart
      website
      vetted
      city
      state
      country
      opportunities {
        data {
          ...CandidateOpportunityCard
        }
        paginatorInfo {
          count
          currentPage
          hasMorePages
          total
        }
      }
    }
  }
`);
