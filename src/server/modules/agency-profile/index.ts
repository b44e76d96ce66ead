/**
 * The agency-profile module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export type { AgencyLists } from './agency-lists';
export { readAgencyLists } from './agency-lists';
export type { AgencyProfileService } from './agency-profile-service';
export { agencyBudgetOf } from './agency-profile-service';
