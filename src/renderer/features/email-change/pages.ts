// The email-change confirmation page's chunk: loaded only when the mailed link is opened.
export { ConfirmEmailPage } from './confirm-email-page';
