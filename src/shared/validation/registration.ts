/**
 * Registration, shared by the renderer's forms and the server's `register` mutation:
 * step 1 (login information), step 2 (personal information, per group) for candidates
 * and employers, and the agency's single form. Field names are the API's (`first_name`,
 * `address_1`, …) so a form's values are the mutation's input as they stand.
 */
import { boolean, object, ref, string, type InferType } from 'yup';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../countries';
import { messages } from '../messages';
import { PRONOUNS, optionValues } from '../options';
import { isValidPhone, normalisePhone } from '../phone';
import { emailRule, newPasswordRule } from './passwords';

/** The longest name, address line or title we keep (the brief sets none; this stops abuse). */
export const TEXT_MAX_LENGTH = 255;

/** The account kinds that register; GUEST members join through an invitation instead. */
export const REGISTER_TYPES = ['FREELANCER', 'COMPANY', 'AGENCY'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

/** A required single-line text. */
/**
 * One line of text holds no control characters: a line break or an escape code in a name
 * would reach mail headers, CSV exports and terminals (the admin CLI prints names).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

function oneLine(value: string | null | undefined): boolean {
  return !value || !CONTROL_CHARACTER.test(value);
}

export function requiredText(message: string) {
  return string()
    .trim()
    .required(message)
    .max(TEXT_MAX_LENGTH, messages.registration.tooLong(TEXT_MAX_LENGTH))
    .test('one-line', messages.common.controlCharacters, oneLine);
}

/** An optional single-line text: empty becomes absent (stored as null). */
export function optionalText(max = TEXT_MAX_LENGTH) {
  return string()
    .trim()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional()
    .max(max, messages.registration.tooLong(max))
    .test('one-line', messages.common.controlCharacters, oneLine);
}

/**
 * A database id chosen in a select: a positive integer, as a string (GraphQL `ID`).
 * Numbers from a form are accepted and become strings.
 */
export function idRule(message: string) {
  return string()
    .trim()
    .required(message)
    .matches(/^[1-9]\d{0,9}$/, { message, excludeEmptyString: true });
}

/**
 * A phone number under the brief's rule, normalised to international form (`+44…`,
 * default region GB) so the value a form submits is the value the server stores.
 */
export function phoneRule() {
  return string()
    .trim()
    .transform((value: unknown) =>
      typeof value === 'string' && value !== '' ? (normalisePhone(value) ?? value) : value,
    )
    .required(messages.phone.invalid)
    .test('phone', messages.phone.invalid, (value) => !value || isValidPhone(value));
}

/** An optional phone number: validated and normalised when given. */
export function optionalPhoneRule() {
  return phoneRule()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional();
}

/** Country: an ISO 3166 alpha-2 code, United Kingdom unless chosen otherwise. */
export function countryRule() {
  return string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .default(DEFAULT_COUNTRY)
    .required(messages.registration.countryRequired)
    .oneOf(COUNTRY_CODES, messages.registration.countryRequired);
}

/** The terms checkbox: it must be ticked (the team registration words its message its own way). */
export function termsRule(message: string = messages.registration.termsRequired) {
  return boolean().required(message).oneOf([true], message);
}

/** Step 1, login information: the email (checked for existence by the page) and a password. */
export const registerLoginSchema = object({
  email: emailRule(),
  password: newPasswordRule(),
});
export type RegisterLoginValues = InferType<typeof registerLoginSchema>;

/** The groups with the three-step registration. */
export type PersonalStepGroup = 'candidate' | 'employer';

/** The address fields every registration asks for (the invited member's too); line 2 is optional. */
export function addressFields(address1Message: string) {
  return {
    address_1: requiredText(address1Message),
    address_2: optionalText(),
    city: requiredText(messages.registration.cityRequired),
    state: requiredText(messages.registration.stateRequired),
    zip: requiredText(messages.registration.zipRequired),
    country: countryRule(),
  };
}

function personalFields(group: PersonalStepGroup) {
  const employer = group === 'employer';
  return {
    first_name: requiredText(messages.registration.firstNameRequired),
    last_name: requiredText(messages.registration.lastNameRequired),
    // Employer name, required of employers; a candidate's current employer is optional.
    company: employer ? requiredText(messages.registration.companyRequired) : optionalText(),
    // Job title, required of employers; a candidate's latest job title is optional.
    position: employer ? requiredText(messages.registration.positionRequired) : optionalText(),
    ...addressFields(messages.registration.address1Required),
    phone: phoneRule(),
    tnc: termsRule(),
    /** 'Interested In': the industry attached to the new account. */
    industry: idRule(messages.registration.industryRequired),
  };
}

const candidatePersonalSchema = object({
  ...personalFields('candidate'),
  // Pronouns are asked of candidates only.
  pronouns: optionalText().oneOf(
    [...optionValues(PRONOUNS), null, undefined],
    messages.common.invalidSelection,
  ),
});
const employerPersonalSchema = object(personalFields('employer'));

/** Step 2, personal information, with the rules of the given group. */
export function registerPersonalSchema(group: 'candidate'): typeof candidatePersonalSchema;
export function registerPersonalSchema(group: 'employer'): typeof employerPersonalSchema;
export function registerPersonalSchema(
  group: PersonalStepGroup,
): typeof candidatePersonalSchema | typeof employerPersonalSchema;
export function registerPersonalSchema(group: PersonalStepGroup) {
  return group === 'candidate' ? candidatePersonalSchema : employerPersonalSchema;
}
export type CandidatePersonalValues = InferType<typeof candidatePersonalSchema>;
export type EmployerPersonalValues = InferType<typeof employerPersonalSchema>;

/**
 * The agency's single registration form: names, email, agency (company) name, position,
 * address, password with its confirmation, the terms; phone optional (the agency adds its
 * numbers when completing its profile).
 */
export const agencyRegisterSchema = object({
  first_name: requiredText(messages.registration.firstNameRequired),
  last_name: requiredText(messages.registration.lastNameRequired),
  email: emailRule(),
  company: requiredText(messages.registration.agencyNameRequired),
  position: requiredText(messages.registration.positionRequired),
  ...addressFields(messages.registration.agencyAddress1Required),
  phone: optionalPhoneRule(),
  password: newPasswordRule(),
  password_confirmation: string()
    .required(messages.registration.passwordsDoNotMatch)
    .oneOf([ref('password')], messages.registration.passwordsDoNotMatch),
  tnc: termsRule(),
});
export type AgencyRegisterValues = InferType<typeof agencyRegisterSchema>;

const candidateRegisterSchema = registerLoginSchema.concat(candidatePersonalSchema);
const employerRegisterSchema = registerLoginSchema.concat(employerPersonalSchema);

/**
 * The whole `register` input of one account type, as the server checks it: steps 1 and 2
 * together for candidates and employers, the single form for agencies.
 */
export function registerSchemaFor(type: RegisterType) {
  switch (type) {
    case 'FREELANCER':
      return candidateRegisterSchema;
    case 'COMPANY':
      return employerRegisterSchema;
    case 'AGENCY':
      return agencyRegisterSchema;
  }
}
export type RegisterValues =
  | InferType<typeof candidateRegisterSchema>
  | InferType<typeof employerRegisterSchema>
  | AgencyRegisterValues;
