/**
 * The applications module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export type { ApplicationDelivery } from './application-service';
export { ApplicationService } from './application-service';
