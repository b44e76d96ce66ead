/**
 * The taxonomies module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { TaxonomyService } from './taxonomy-service';
export { seedTaxonomies } from './seed-taxonomies';
export { DEFAULT_INDUSTRY_ID, INDUSTRY, SOFTWARE_INDUSTRY_ID } from './data/industries';
export type { JobLevelKey } from './data/job-levels';
export { SERVICES } from './data/services';
