/**
 * The company-profile feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { SignInEmailField, type SignInEmailValues } from './company-profile-form';
export { CompanyProfileView, addressLines } from './company-profile-view';
