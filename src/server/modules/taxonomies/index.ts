/**
 * The taxonomies module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { TaxonomyService } from './taxonomy-service';
