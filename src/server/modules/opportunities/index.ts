/**
 * The opportunities module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { applicantIdOf, publishedTargetFor } from './opportunity-access';
export type { OpportunityRow } from './mappers';
export { OpportunityService } from './opportunity-service';
