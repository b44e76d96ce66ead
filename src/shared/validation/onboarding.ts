/**
 * Complete-profile (onboarding) of the three groups, shared by the forms and the
 * server's `completeCandidateProfile`, `completeEmployerProfile` and
 * `completeAgencyProfile`. Images are the ids of files already uploaded to
 * `POST /api/uploads`; the server also checks that each is the caller's and of the
 * right kind, and that taxonomy ids exist.
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import {
  normaliseRichText,
  richTextFieldValue,
  richTextFromPlain,
  richTextPlainText,
} from '../rich-text';
import {
  ETHNICITIES,
  HEAR_US_SOURCES,
  HEAR_US_WITH_DETAIL,
  LANGUAGES,
  NOTICE_PERIOD_MAX,
  NOTICE_PERIOD_MIN,
  NOTICE_PERIOD_UNITS,
  PAYROLL_STATUSES,
  RIGHT_TO_WORK,
  WORK_LOCATIONS,
  optionValues,
  type HearUsSource,
} from '../options';
import { idRule, optionalText, phoneRule, requiredText } from './registration';

/** The brief's limits. */
export const BIO_MAX_LENGTH = 1000;
export const WHAT_SETS_APART_MAX_LENGTH = 250;
export const ROLE_LEVELS_MAX = 2;
export const POSITIONS_MAX = 5;
export const LANGUAGES_MAX = 10;
export const AGENCY_LOCATIONS_MAX = 2;
export const AGENCY_PHONES_MAX = 4;
/** The most ids a multi-select without a limit of its own may send (more than any taxonomy holds). */
export const TAXONOMY_LIST_MAX = 100;
/** A referee's details (name and contact), free text. */
export const REFEREE_MAX_LENGTH = 500;

/** A required plain-text field with the brief's 1000-character limit. */
function longText(requiredMessage: string, maxMessage: string, max = BIO_MAX_LENGTH) {
  return string().trim().required(requiredMessage).max(max, maxMessage);
}

/**
 * A required rich-text field whose words count against `max`: the value is the editor's
 * serialised document, kept normalised (shared/rich-text.ts, the one gate), '' when it has
 * no words, so the required message shows for an empty editor.
 */
export function richTextRule(requiredMessage: string, maxMessage: string, max: number) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? richTextFieldValue(value) : value))
    .required(requiredMessage)
    .test(
      'length',
      maxMessage,
      (value) => !value || richTextPlainText(normaliseRichText(value)).length <= max,
    );
}

/**
 * The employer onboarding's bio and description: rich text, as on the edit form. Plain text
 * (an older client, the API called directly) is taken as paragraphs, as the edit form opens it.
 */
function richOrPlainText(requiredMessage: string, maxMessage: string) {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() !== '' && !normaliseRichText(value)
        ? JSON.stringify(richTextFromPlain(value))
        : value,
    )
    .concat(richTextRule(requiredMessage, maxMessage, BIO_MAX_LENGTH));
}

/** A required choice from a list of strings. */
function choice(values: readonly string[], message: string) {
  return string().trim().required(message).oneOf(values, message);
}

/** Blank entries (an untouched second input) are dropped before counting. */
function withoutBlanks(value: unknown): unknown {
  return Array.isArray(value)
    ? value.filter((item) => !(typeof item === 'string' && item.trim() === ''))
    : value;
}

/**
 * Ids from a multi-select: at most `max` (a list with no limit in the brief is still
 * capped, at `TAXONOMY_LIST_MAX`), and at least one when `requiredMessage` is given.
 */
export function idList({
  max = TAXONOMY_LIST_MAX,
  tooMany = messages.common.invalidSelection,
  requiredMessage,
}: {
  max?: number;
  tooMany?: string;
  requiredMessage?: string;
}) {
  const list = array(idRule(messages.common.invalidSelection))
    .transform(withoutBlanks)
    .max(max, tooMany)
    .default([]);
  return requiredMessage ? list.required(requiredMessage).min(1, requiredMessage) : list.required();
}

/** A calendar date as `YYYY-MM-DD` (what the API stores; a date picker's value formatted). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function needsHearUsDetail(source: unknown): boolean {
  return HEAR_US_WITH_DETAIL.includes(source as HearUsSource);
}

/** The candidate's onboarding (the brief's new onboarding). */
export const candidateOnboardingSchema = object({
  /** The uploaded photo's file id. */
  avatar: idRule(messages.onboarding.photoRequired),
  /** Blanks only: 'Please fill in your profile bio' (the brief's old onboarding's words). */
  bio: string()
    .trim()
    .required(({ originalValue }: { originalValue?: unknown }) =>
      typeof originalValue === 'string' && originalValue !== ''
        ? messages.onboarding.profileBioFillIn
        : messages.onboarding.profileBioRequired,
    )
    .max(BIO_MAX_LENGTH, messages.onboarding.bioMax),
  /** Preferred work location. */
  location: choice(optionValues(WORK_LOCATIONS), messages.onboarding.workLocationRequired),
  payroll_status: number()
    .typeError(messages.onboarding.payrollStatusRequired)
    .required(messages.onboarding.payrollStatusRequired)
    .oneOf(optionValues(PAYROLL_STATUSES), messages.onboarding.payrollStatusRequired),
  right_to_work: choice(optionValues(RIGHT_TO_WORK), messages.onboarding.rightToWorkRequired),
  /** Availability: the date the candidate can start, `YYYY-MM-DD`. */
  start_date: string()
    .trim()
    .required(messages.onboarding.startDateRequired)
    .test('iso-date', messages.onboarding.startDateRequired, (value) => !value || isIsoDate(value)),
  notice_period: number()
    .typeError(messages.onboarding.noticePeriodRequired)
    .required(messages.onboarding.noticePeriodRequired)
    .integer(messages.onboarding.noticePeriodRequired)
    .min(NOTICE_PERIOD_MIN, messages.onboarding.noticePeriodRequired)
    .max(NOTICE_PERIOD_MAX, messages.onboarding.noticePeriodRequired),
  notice_period_unit: choice(
    optionValues(NOTICE_PERIOD_UNITS),
    messages.onboarding.noticePeriodUnitRequired,
  ),
  hear_us: choice(optionValues(HEAR_US_SOURCES), messages.onboarding.hearUsRequired),
  /** 'Please specify (optional)': kept only after a recommendation or 'other'. */
  hear_us_additional: optionalText().when('hear_us', {
    is: (source: unknown) => !needsHearUsDetail(source),
    then: (schema) => schema.strip(),
  }),
  ethnicity: optionalText().oneOf(
    [...optionValues(ETHNICITIES), null, undefined],
    messages.common.invalidSelection,
  ),
  referee_1: optionalText(REFEREE_MAX_LENGTH),
  referee_2: optionalText(REFEREE_MAX_LENGTH),
  /** Role levels sought (job level keys), at most 2. */
  looking_for: array(string().trim().required(messages.common.invalidSelection))
    .transform(withoutBlanks)
    .max(ROLE_LEVELS_MAX, messages.onboarding.roleLevelsMax(ROLE_LEVELS_MAX))
    .default([])
    .required(),
  /** Position ids, at most 5. */
  positions: idList({
    max: POSITIONS_MAX,
    tooMany: messages.onboarding.positionsMax(POSITIONS_MAX),
  }),
  languages: array(choice(optionValues(LANGUAGES), messages.common.invalidSelection))
    .transform(withoutBlanks)
    .max(LANGUAGES_MAX, messages.onboarding.languagesMax(LANGUAGES_MAX))
    .default([])
    .required(),
});
export type CandidateOnboardingValues = InferType<typeof candidateOnboardingSchema>;

/** The employer's onboarding: logo, bio, description, what sets it apart, logo consent. */
export const employerOnboardingSchema = object({
  /** The uploaded logo's file id. */
  logo: idRule(messages.onboarding.companyLogoRequired),
  bio: richOrPlainText(
    messages.onboarding.companyBioRequired,
    messages.onboarding.bioAndDescriptionMax,
  ),
  description: richOrPlainText(
    messages.onboarding.descriptionRequired,
    messages.onboarding.bioAndDescriptionMax,
  ),
  what_sets_apart: longText(
    messages.common.fieldRequired,
    messages.onboarding.whatSetsApartMax(WHAT_SETS_APART_MAX_LENGTH),
    WHAT_SETS_APART_MAX_LENGTH,
  ),
  /**
   * Consent to show the logo in marketing: Yes (1, true) or No (0, false), never unset. Not
   * chosen on the form: 'You must choose one'; sent as null (the API): 'You must fill this field'.
   */
  can_use_logo: boolean()
    .typeError(messages.onboarding.canUseLogoRequired)
    .defined(messages.onboarding.canUseLogoRequired)
    .nonNullable(messages.onboarding.canUseLogoMissing),
});
export type EmployerOnboardingValues = InferType<typeof employerOnboardingSchema>;

/** The agency's onboarding (`register/complete-profile`). */
export const agencyOnboardingSchema = object({
  agency_name: requiredText(messages.onboarding.agencyNameRequired),
  /** The uploaded logo's file id. */
  logo: idRule(messages.onboarding.agencyLogoRequired),
  /** Locations (place names or addresses), one to two. */
  agency_location: array(requiredText(messages.onboarding.agencyLocationRequired))
    .transform(withoutBlanks)
    .default([])
    .required(messages.onboarding.agencyLocationRequired)
    .min(1, messages.onboarding.agencyLocationRequired)
    .max(AGENCY_LOCATIONS_MAX, messages.onboarding.agencyLocationsMax(AGENCY_LOCATIONS_MAX)),
  /** Up to four numbers, each normalised to international form. */
  agency_phone: array(phoneRule())
    .transform(withoutBlanks)
    .default([])
    .required()
    .max(AGENCY_PHONES_MAX, messages.onboarding.agencyPhonesMax(AGENCY_PHONES_MAX)),
  bio: longText(messages.onboarding.agencyBioRequired, messages.onboarding.bioMax),
  /** Service ids, at least one. */
  services: idList({ requiredMessage: messages.onboarding.servicesRequired }),
  /** Category experience: industry ids, at least one. */
  industries: idList({ requiredMessage: messages.onboarding.categoriesRequired }),
});
export type AgencyOnboardingValues = InferType<typeof agencyOnboardingSchema>;
