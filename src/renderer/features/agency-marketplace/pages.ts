// The agency-marketplace chunk: the employer's Agency Marketplace.
export { AgencyMarketplacePage } from './agency-marketplace-page';
