// The applicants chunk.
export { ViewApplicantsPage } from './view-applicants-page';
