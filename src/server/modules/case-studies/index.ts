/**
 * The case-studies module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export type { CaseStudyRecord } from './case-study-service';
export { caseStudyRecordOf, recordColumns } from './case-study-service';
