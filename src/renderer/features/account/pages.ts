// The My Account chunk.
export { MyAccountPage } from './my-account-page';
