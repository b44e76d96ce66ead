// The case-studies chunk: the agency's list, form (with the editor) and page, and the
// employer's page.
export { AddCaseStudyPage, EditCaseStudyPage } from './case-study-form-page';
export { CaseStudyListPage } from './case-study-list-page';
export { CaseStudyPage } from './case-study-page';
