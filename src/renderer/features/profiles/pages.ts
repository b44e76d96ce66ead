// The profiles chunk.
export { AgencyProfilePage } from './agency-profile-page';
export { CandidateProfilePage } from './candidate-profile-page';
