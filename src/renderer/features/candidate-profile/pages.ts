// The candidate-profile chunk: Edit Profile and Manage CV.
export { EditProfilePage } from './edit-profile-page';
export { ManageCvPage } from './manage-cv-page';
