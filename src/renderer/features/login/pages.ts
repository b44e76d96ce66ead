// The login chunk: what the login and logout routes load, and nothing else.
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
