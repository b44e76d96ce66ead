/**
 * The agency-marketplace feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { AgencyCaseStudies } from './agency-case-studies';
export { MarketplaceBrowser } from './marketplace-browser';
