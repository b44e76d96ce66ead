/**
 * The registration feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { LoginInformationForm, type LoginInformationValues } from './login-information-form';
export { NameFields, type NameValues } from './name-fields';
export { TermsField } from './terms-field';
