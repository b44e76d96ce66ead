// The opportunities chunk: the job and project forms (with the rich-text editor) and the post page.
export {
  AddOpportunityPage,
  AddProjectPage,
  EditOpportunityPage,
  EditProjectPage,
} from './post-form-pages';
export { ViewPostPage } from './view-post-page';
