// The agency-profile chunk: the agency's own profile, account and personal information pages.
export { AccountInformationPage } from './account-information-page';
export { AgencyPersonalInformationPage } from './agency-personal-information-page';
export { EditAccountInformationPage } from './edit-account-information-page';
export { EditAgencyProfilePage } from './edit-agency-profile-page';
export { OwnAgencyProfilePage } from './own-agency-profile-page';
