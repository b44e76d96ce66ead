/**
 * The social-login feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { SocialLoginButton } from './social-login-button';
export { socialSignUpFrom } from './social-sign-up';
