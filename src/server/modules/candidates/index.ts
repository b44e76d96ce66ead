/**
 * The candidates module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { CandidateProfileService } from './candidate-profile-service';
export { completenessOf, profileFacts } from './profile-completeness';
export type { ProfileLists } from './profile-lists';
export { readProfileLists, yearsBetween } from './profile-lists';
