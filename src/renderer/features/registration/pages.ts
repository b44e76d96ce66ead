// The registration chunk: loaded when a signed-out visitor opens a register page, never
// with the login route.
export { AgencyRegisterSteps } from './agency-register-page';
export { AgencyRegisterDonePage } from './register-done-page';
export { RegisterPage } from './register-page';
export { VerifyEmailPage } from './verify-email-page';
