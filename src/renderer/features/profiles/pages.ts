// The profiles chunk.
export { AgencyProfilePage } from './agency-profile-page';
export { CandidateProfilePage } from './candidate-profile-page';
export { FreelancerProfilePage } from './freelancer-profile-page';
export { OwnProfilePage } from './own-profile-page';
