// The personal-information chunk: the read view and the edit form, loaded when one is opened.
export { EditPersonalInformationPage } from './edit-personal-information-page';
export { PersonalInformationPage } from './personal-information-page';
