/**
 * The candidate's personal information (`edit-personal-information`) and saved preferences,
 * shared by the forms and the server's `updatePersonalInformation` and preference mutations.
 * Built from the registration and onboarding rules (one rule each, no copies); what differs
 * here is the brief's "Edit personal information": the county's and job title's own
 * messages, a required job title, up to 3 role levels; plus the salary or day-rate
 * expectations (the brief's "Rate type" list and rate ranges).
 */
import {
  array,
  number,
  object,
  string,
  type AnyObject,
  type ArraySchema,
  type InferType,
  type ObjectSchema,
  type TestContext,
} from 'yup';
import { messages } from '../messages';
import { CURRENCIES, DEFAULT_CURRENCY, compensationRange, moneyText } from '../opportunities';
import type { Currency } from '../opportunities';
import { optionValues } from '../options';
import type { Option } from '../options';
import { candidateOnboardingSchema, idList, type CandidateOnboardingValues } from './onboarding';
import { websiteRule } from './company-profile';
import {
  optionalPhoneRule,
  registerPersonalSchema,
  requiredText,
  type CandidatePersonalValues,
} from './registration';

const m = messages.personalInformation;

/** The brief: role levels max 2 in onboarding and 3 in edit. */
export const ROLE_LEVELS_EDIT_MAX = 3;

/** The most preferences a candidate keeps (the brief sets none; the dashboard shows 6 results). */
export const PREFERENCES_MAX = 10;

/** The brief's slider "min distance 10": the handles never meet. */
export const SALARY_MIN_DISTANCE = 10;

/**
 * The candidate's rate types with the brief's ranges (DateRate 200-1000, YearRate
 * 20000-200000, the same as an opportunity's budget) and the "Rate type" list's steps:
 * DAY 25, YEAR 100. (Opportunity budgets step by 1000 a year: docs in shared/opportunities.)
 */
export const SALARY_UNITS = [
  { value: 'DAY', label: m.dayRate, step: 25, ...bounds('DAY') },
  { value: 'YEAR', label: m.annualSalary, step: 100, ...bounds('YEAR') },
] as const satisfies readonly (Option & { min: number; max: number; step: number })[];
export type SalaryUnit = (typeof SALARY_UNITS)[number]['value'];

function bounds(unit: 'DAY' | 'YEAR') {
  const { min, max } = compensationRange(unit);
  return { min, max };
}

export function salaryRange(unit: SalaryUnit) {
  return SALARY_UNITS.find((option) => option.value === unit) ?? SALARY_UNITS[0];
}

export function isSalaryUnit(value: unknown): value is SalaryUnit {
  return SALARY_UNITS.some((option) => option.value === value);
}

/** Job types a preference can hold (the brief's JobType keys). */
export const PREFERENCE_JOB_TYPES = [
  { value: 'FREELANCE', label: 'Freelance' },
  { value: 'PERMANENT', label: 'Permanent' },
  { value: 'BOTH', label: 'Both' },
] as const satisfies readonly Option[];
export type PreferenceJobType = (typeof PREFERENCE_JOB_TYPES)[number]['value'];

/** One end of the expected range: required once a rate type is chosen, on the unit's grid. */
function salaryBound() {
  return number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .nullable()
    .when('salary_unit', {
      is: isSalaryUnit,
      then: (schema) =>
        schema
          .typeError(m.salaryRequired)
          .required(m.salaryRequired)
          .integer(m.salaryRequired)
          .test('range', '', function onGrid(value: number | null | undefined, ctx: TestContext) {
            if (value === null || value === undefined) return true;
            const parent = ctx.parent as Record<string, unknown>;
            const { min, max, step } = salaryRange(parent.salary_unit as SalaryUnit);
            const currency = (parent.salary_currency as Currency | undefined) ?? DEFAULT_CURRENCY;
            if (value < min || value > max) {
              return this.createError({
                message: m.salaryOutOfRange(moneyText(min, currency), moneyText(max, currency)),
              });
            }
            return (value - min) % step === 0 || this.createError({ message: m.salaryStep(step) });
          }),
      // No rate type: no range either (stored as none).
      otherwise: (schema) => schema.strip(),
    });
}

const PERSONAL_KEYS = [
  'first_name',
  'last_name',
  'pronouns',
  'company',
  'address_1',
  'address_2',
  'city',
  'zip',
  'country',
  'phone',
] as const;
const WORK_KEYS = [
  'location',
  'payroll_status',
  'right_to_work',
  'start_date',
  'notice_period',
  'notice_period_unit',
  'ethnicity',
  'referee_1',
  'referee_2',
  'looking_for',
  'positions',
  'languages',
] as const;

/**
 * The form's values. Spelled out from the source schemas' types: yup's `pick` keeps the
 * rules but not their static types.
 */
export type PersonalInformationValues = Pick<
  CandidatePersonalValues,
  (typeof PERSONAL_KEYS)[number]
> &
  Pick<CandidateOnboardingValues, (typeof WORK_KEYS)[number]> & {
    state: string;
    position: string;
    phone_secondary?: string | null;
    linkedin?: string | null;
    supporting_url?: string | null;
    salary_currency: string;
    salary_unit?: SalaryUnit | null;
    minimum_salary?: number | null;
    maximum_salary?: number | null;
  };

/** `edit-personal-information`, as the form sends it and `updatePersonalInformation` takes it. */
const personalFields = registerPersonalSchema('candidate').pick([...PERSONAL_KEYS]);
const workFields = candidateOnboardingSchema.pick([...WORK_KEYS]);

export const personalInformationSchema = object({
  ...personalFields.fields,
  ...workFields.fields,
  /** The brief's user fields with no form of their own: optional contact details. */
  phone_secondary: optionalPhoneRule(),
  linkedin: websiteRule().test(
    'linkedin',
    m.linkedinInvalid,
    (value) => !value || isLinkedIn(value),
  ),
  supporting_url: websiteRule(),
  /** County: the brief's own message on this form. */
  state: requiredText(m.countyRequired),
  /** The last job title: required here (optional at registration). */
  position: requiredText(m.jobTitleRequired),
  /** Role levels: up to 3 here (2 in onboarding); the same rule otherwise. */
  looking_for: (workFields.fields.looking_for as ArraySchema<string[], AnyObject>).max(
    ROLE_LEVELS_EDIT_MAX,
    messages.onboarding.roleLevelsMax(ROLE_LEVELS_EDIT_MAX),
  ),
  salary_currency: string()
    .trim()
    .default(DEFAULT_CURRENCY)
    .required(messages.common.invalidSelection)
    .oneOf(optionValues(CURRENCIES), messages.common.invalidSelection),
  /** DAY or YEAR; none until the candidate chooses one. */
  salary_unit: string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .nullable()
    .optional()
    .oneOf([...optionValues(SALARY_UNITS), null, undefined], m.salaryUnitRequired),
  minimum_salary: salaryBound(),
  maximum_salary: salaryBound().when('salary_unit', {
    is: isSalaryUnit,
    then: (schema) =>
      schema.test(
        'distance',
        m.salaryDistance(SALARY_MIN_DISTANCE),
        function apart(value: number | null | undefined) {
          const minimum = (this.parent as Record<string, unknown>).minimum_salary;
          return (
            typeof value !== 'number' ||
            typeof minimum !== 'number' ||
            value - minimum >= SALARY_MIN_DISTANCE
          );
        },
      ),
  }),
}) as unknown as ObjectSchema<PersonalInformationValues>;

/** A LinkedIn address: https on linkedin.com or one of its subdomains (uk.linkedin.com). */
function isLinkedIn(href: string): boolean {
  try {
    const { hostname } = new URL(href);
    return hostname === 'linkedin.com' || hostname.endsWith('.linkedin.com');
  } catch {
    return false;
  }
}

/** A saved preference: the job types and genres it looks for. */
export const preferenceSchema = object({
  job_types: array(
    string()
      .trim()
      .required(messages.common.invalidSelection)
      .oneOf(optionValues(PREFERENCE_JOB_TYPES), messages.common.invalidSelection),
  )
    .default([])
    .required(m.jobTypesRequired)
    .min(1, m.jobTypesRequired)
    .max(PREFERENCE_JOB_TYPES.length, messages.common.invalidSelection),
  genres: idList({ requiredMessage: m.genresRequired }),
});
export type PreferenceValues = InferType<typeof preferenceSchema>;
