// The candidate-opportunities chunk: the lists, a post with Apply, a company's profile.
export { CompanyProfilePage } from './company-profile-page';
export { LatestOpportunitiesPage, OpportunitiesForYouPage } from './opportunity-list-page';
export { OpportunityPage } from './opportunity-page';
