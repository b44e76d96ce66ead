import { graphql } from '../../gql';

/** An agency as its card shows it. */
export const agencyCardFragment = graphql(`
  fragment MarketplaceAgencyCard on AgencyListing {
    id
    name
    agency_name
    avatar
    location
    headline
    vetted
    case_studies_count
    services {
      id
      slug
      name
    }
  }
`);

/** A case study as its card shows it, with the agency's services (its chips). */
export const caseStudyCardFragment = graphql(`
  fragment MarketplaceCaseStudyCard on CaseStudy {
    ...CaseStudyCardFields
    agency {
      id
      services {
        id
        slug
        name
      }
    }
  }
`);

/** Where a list's page stands, as the pagination under each list reads it. */
export const pageInfoFragment = graphql(`
  fragment MarketplacePageInfo on PaginatorInfo {
    count
    currentPage
    hasMorePages
    total
  }
`);

export const marketplaceAgenciesQuery = graphql(`
  query MarketplaceAgencies($filter: MarketplaceSearch, $first: Int, $page: Int) {
    marketplaceAgencies(filter: $filter, first: $first, page: $page) {
      data {
        ...MarketplaceAgencyCard
      }
      paginatorInfo {
        ...MarketplacePageInfo
      }
    }
  }
`);

export const marketplaceCaseStudiesQuery = graphql(`
  query MarketplaceCaseStudies($filter: MarketplaceSearch, $first: Int, $page: Int) {
    marketplaceCaseStudies(filter: $filter, first: $first, page: $page) {
      data {
        ...MarketplaceCaseStudyCard
      }
      paginatorInfo {
        ...MarketplacePageInfo
      }
    }
  }
`);

/** The chips' names: the services taxonomy (the chips themselves are the brief's slugs). */
export const marketplaceServicesQuery = graphql(`
  query MarketplaceServices {
    services {
      id
      slug
      name
    }
  }
`);

/** One agency's case studies (`agency-profile/{id}`), newest first. */
export const agencyCaseStudiesQuery = graphql(`
  query AgencyProfileCaseStudies($agencyId: ID!, $first: Int, $page: Int) {
    caseStudies(agency_id: $agencyId, first: $first, page: $page) {
      data {
        ...MarketplaceCaseStudyCard
      }
      paginatorInfo {
        ...MarketplacePageInfo
      }
    }
  }
`);
