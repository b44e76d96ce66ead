import { graphql } from '../../gql';

/** An article as its cards show it (the blog, the dashboards, 'other posts'). */
export const articleCardFragment = graphql(`
  fragment ArticleCardFields on Article {
    id
    title
    slug
    summary
    image
    type
    created_at
  }
`);

export const articlesQuery = graphql(`
  query Articles($types: [ArticleType!], $excludeSlugs: [String!], $first: Int, $page: Int) {
    articles(types: $types, excludeSlugs: $excludeSlugs, first: $first, page: $page) {
      data {
        ...ArticleCardFields
      }
      paginatorInfo {
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

export const articleQuery = graphql(`
  query Article($slug: String!) {
    article(slug: $slug) {
      ...ArticleCardFields
      content
    }
  }
`);

export const dealsQuery = graphql(`
  query Deals($first: Int, $page: Int) {
    deals(first: $first, page: $page) {
      data {
        id
        title
        slug
        subtitle
        image
        link
        content
        created_at
      }
      paginatorInfo {
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

/** The footer's extra column: every published landing page (the footer keeps those flagged). */
export const landingPagesQuery = graphql(`
  query LandingPages {
    landingPages {
      id
      name
      slug
      display_in_footer
    }
  }
`);

export const landingPageQuery = graphql(`
  query LandingPage($slug: String!) {
    landingPage(slug: $slug) {
      id
      name
      slug
      content
    }
  }
`);
