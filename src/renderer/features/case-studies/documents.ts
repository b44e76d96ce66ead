import { graphql } from '../../gql';

/** A case study as its card shows it. */
export const caseStudyCardFragment = graphql(`
  fragment CaseStudyCardFields on CaseStudy {
    id
    title
    thumbnail
    created_at
    agency {
      id
      agency_name
      avatar
    }
  }
`);

/** A case study as its page and its form show it. */
export const caseStudyFragment = graphql(`
  fragment CaseStudyFields on CaseStudy {
    id
    title
    description
    thumbnail
    external_url
    video_url
    content {
      layout
      key
      image
      url
    }
    created_at
    updated_at
    agency {
      id
      company
      agency_name
      avatar
      services {
        id
        name
      }
    }
    can_edit
  }
`);

export const caseStudiesQuery = graphql(`
  query CaseStudies($first: Int, $page: Int) {
    caseStudies(first: $first, page: $page) {
      data {
        ...CaseStudyCardFields
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

export const caseStudyQuery = graphql(`
  query CaseStudy($id: ID!) {
    caseStudy(id: $id) {
      ...CaseStudyFields
    }
  }
`);

export const createCaseStudyMutation = graphql(`
  mutation CreateCaseStudy($input: CaseStudyInput!) {
    createCaseStudy(input: $input) {
      ...CaseStudyFields
    }
  }
`);

export const updateCaseStudyMutation = graphql(`
  mutation UpdateCaseStudy($id: ID!, $input: CaseStudyInput!) {
    updateCaseStudy(id: $id, input: $input) {
      ...CaseStudyFields
    }
  }
`);

export const deleteCaseStudyMutation = graphql(`
  mutation DeleteCaseStudy($id: ID!) {
    deleteCaseStudy(id: $id)
  }
`);
