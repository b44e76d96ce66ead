// The social sign-in chunk: the page a browser's sign-in with Google lands on.
export { SocialLoginLandingPage } from './social-login-landing-page';
