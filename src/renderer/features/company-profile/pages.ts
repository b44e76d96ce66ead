// The company-profile chunk: the employer's View Profile and Edit Profile (with the editor).
export { EditCompanyProfilePage } from './edit-company-profile-page';
export { OwnCompanyProfilePage } from './own-company-profile-page';
