/**
 * The agency's own forms, shared by the pages and the server's `updateAgencyProfile`,
 * `updateAgencyAccount` and `updateAgencyPersonalInformation`. Rules are taken from the
 * forms that already state them (no copies): complete-profile's locations and phones, the
 * employer edit-profile's logo reference and website, registration's address, the candidate's
 * personal information; only the brief's own messages of these forms are set here.
 */
import { number, string, type InferType } from 'yup';
import { messages } from '../messages';
import { CURRENCIES, DEFAULT_CURRENCY, PROJECT_KIND } from '../opportunities';
import { optionValues } from '../options';
import { companyProfileSchema, websiteRule } from './company-profile';
import { inBudgetRange } from './opportunities';
import { BIO_MAX_LENGTH, agencyOnboardingSchema, idList } from './onboarding';
import { personalInformationSchema } from './personal-information';
import { addressFields, requiredText } from './registration';

const m = messages.agencyProfile;
/** The longest logo reference (an upload's id or the served path of the logo kept). */
const LOGO_MAX_LENGTH = 2048;

/** The agency's bio: plain text, the brief's 1000 characters, required with `message`. */
function bioRule(message: string) {
  return string().trim().required(message).max(BIO_MAX_LENGTH, messages.onboarding.bioMax);
}

/**
 * One end of the agency's typical project budget: optional, but required when the other end
 * is given (the brief's 'Please enter minimum budget' / 'maximum'), within a project's range.
 */
function typicalBudget(requiredMessage: string, otherEnd: 'budget_min' | 'budget_max') {
  return number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(requiredMessage)
    .integer(requiredMessage)
    .nullable()
    .optional()
    .test('pair', requiredMessage, function bothOrNeither(value) {
      const other = (this.parent as Record<string, unknown>)[otherEnd];
      return value !== undefined && value !== null ? true : other === undefined || other === null;
    })
    .test(
      'range',
      '',
      inBudgetRange(() => PROJECT_KIND, 'budget_currency'),
    );
}

/**
 * Edit-profile: name ('Add agency Name'), bio ('Add bio'), at least one service and one
 * category experience, complete-profile's locations (one or two) and phones (up to four,
 * international form), and the website (https:// added); the brief's user fields
 * contact_email and budget_* (optional: a public contact address and the typical project
 * budget, both ends or neither, in a project's range).
 */
export const agencyProfileSchema = agencyOnboardingSchema
  .pick(['agency_location', 'agency_phone'])
  .shape({
    agency_name: requiredText(m.nameRequired),
    bio: bioRule(m.bioRequired),
    services: idList({ requiredMessage: m.servicesRequired }),
    industries: idList({ requiredMessage: m.categoriesRequired }),
    website: websiteRule(),
    contact_email: string()
      .trim()
      .transform((value: unknown) => (value === '' ? undefined : value))
      .nullable()
      .optional()
      .email(messages.auth.emailInvalid),
    budget_currency: string()
      .trim()
      .default(DEFAULT_CURRENCY)
      .required(messages.common.invalidSelection)
      .oneOf(optionValues(CURRENCIES), messages.common.invalidSelection),
    budget_min: typicalBudget(messages.opportunities.enterMinimumBudget, 'budget_max'),
    budget_max: typicalBudget(messages.opportunities.enterMaximumBudget, 'budget_min').test(
      'order',
      messages.opportunities.budgetOrder,
      function atLeastMin(value) {
        const minimum = (this.parent as Record<string, unknown>).budget_min;
        return typeof value !== 'number' || typeof minimum !== 'number' || value >= minimum;
      },
    ),
  });
export type AgencyProfileValues = InferType<typeof agencyProfileSchema>;

/**
 * Edit-account-information: the profile image (a new upload's id or the logo kept, 'You must
 * upload an agency logo'), the bio, the address with its country, and the owner's sign-in email.
 */
export const agencyAccountSchema = companyProfileSchema.pick(['email']).shape({
  logo: string()
    .trim()
    .required(messages.onboarding.agencyLogoRequired)
    .max(LOGO_MAX_LENGTH, messages.onboarding.imageNotFound),
  bio: bioRule(messages.onboarding.agencyBioRequired),
  ...addressFields(messages.registration.address1Required),
});
export type AgencyAccountValues = InferType<typeof agencyAccountSchema>;

/**
 * The owner's personal information: the candidate form's name, phone and address rules (the
 * brief's "Edit personal information" messages), without a candidate's work details; the
 * position is agency registration's ('Please enter a position': an owner's current role, not
 * a candidate's last job title).
 */
export const agencyPersonalInformationSchema = personalInformationSchema
  .pick([
    'first_name',
    'last_name',
    'phone',
    'address_1',
    'address_2',
    'city',
    'state',
    'zip',
    'country',
  ])
  .shape({ position: requiredText(messages.registration.positionRequired) });
export type AgencyPersonalInformationValues = InferType<typeof agencyPersonalInformationSchema>;
