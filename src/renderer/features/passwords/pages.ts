// The password pages' chunk: loaded only when one of them is opened.
export { ChangePasswordPage } from './change-password-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
