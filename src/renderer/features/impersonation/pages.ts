// The impersonation chunk: the page an admin's impersonation link opens.
export { ImpersonatePage } from './impersonate-page';
