import { graphql } from '../../gql';

/** What both forms offer before anything is chosen, and the balance that gates a new post. */
export const opportunityFormOptionsQuery = graphql(`
  query OpportunityFormOptions($withCreators: Boolean!) {
    industries {
      id
      name
    }
    allJobLevels {
      key
      name
    }
    services {
      id
      name
    }
    # An agency project's optional software skills (a project names no discipline).
    softwareSkills {
      id
      name
    }
    currentCredit {
      team_id
      balance
    }
    postingTeamUsers @include(if: $withCreators) {
      id
      name
    }
  }
`);

/** The lists that depend on the chosen disciplines. */
export const disciplineOptionsQuery = graphql(`
  query DisciplineOptions($industries: [ID!]!) {
    skills(industries: $industries) {
      id
      name
      software
    }
    qualifications(industries: $industries) {
      id
      name
    }
    genres(industries: $industries) {
      id
      name
    }
  }
`);

/** A project's category experience: every genre. */
export const allGenresQuery = graphql(`
  query AllGenres {
    genres {
      id
      name
    }
  }
`);

export const positionOptionsQuery = graphql(`
  query PositionOptions($industries: [ID!]!, $jobLevels: [String!]!) {
    positions(industries: $industries, jobLevels: $jobLevels) {
      id
      name
    }
  }
`);

/** Everything a post shows and its forms edit. */
export const opportunityDetailsFragment = graphql(`
  fragment OpportunityDetails on Opportunity {
    id
    target
    title
    job_number
    description
    location
    work_mode
    work_mode_label
    type
    sub_type
    level
    position {
      id
      name
    }
    duration
    is_ir35
    minimumBudget
    maximumBudget
    compensation_unit
    compensation_currency
    is_compensation_displayed
    follow_up
    application_link
    is_active
    views
    created_at
    deleted_at
    close_reason
    closed_at
    freelancer_name
    freelancer {
      id
      name
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
    agency {
      id
      company
    }
    creator {
      id
      name
    }
    applicants_count
    can_edit
  }
`);

export const opportunityQuery = graphql(`
  query Opportunity($id: ID!) {
    opportunity(id: $id) {
      ...OpportunityDetails
    }
  }
`);

export const createOpportunityMutation = graphql(`
  mutation CreateOpportunity($input: OpportunityInput!) {
    createOpportunity(input: $input) {
      ...OpportunityDetails
    }
  }
`);

export const updateOpportunityMutation = graphql(`
  mutation UpdateOpportunity($id: ID!, $input: OpportunityInput!) {
    updateOpportunity(id: $id, input: $input) {
      ...OpportunityDetails
    }
  }
`);

export const createProjectMutation = graphql(`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      ...OpportunityDetails
    }
  }
`);

export const updateProjectMutation = graphql(`
  mutation UpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...OpportunityDetails
    }
  }
`);

/** A row of the employer dashboard's lists. */
export const teamOpportunitiesQuery = graphql(`
  query TeamOpportunities(
    $target: OpportunityTarget!
    $closed: Boolean!
    $first: Int!
    $after: String
  ) {
    viewTeamOpportunity(target: $target, closed: $closed, first: $first, after: $after) {
      data {
        id
        target
        title
        job_number
        is_active
        work_mode_label
        closed_at
        close_reason
        applicants_count
        can_edit
        creator {
          id
          name
        }
      }
      paginatorInfo {
        count
        hasMorePages
        endCursor
      }
    }
  }
`);

export const closeOpportunityMutation = graphql(`
  mutation CloseOpportunity($id: ID!, $input: CloseOpportunityInput!) {
    closeOpportunity(id: $id, input: $input) {
      id
      deleted_at
    }
  }
`);

export const restoreOpportunityMutation = graphql(`
  mutation RestoreOpportunity($id: ID!) {
    restoreOpportunity(id: $id) {
      id
      deleted_at
    }
  }
`);
