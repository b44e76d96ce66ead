// The team registration chunk: the invited member's pages and the invite link's landing.
export { InviteLandingPage } from './invite-landing-page';
export { TeamRegisterPage } from './team-register-page';
export { TeamProfilePage } from './team-profile-page';
export { TeamWelcomePage } from './team-welcome-page';
