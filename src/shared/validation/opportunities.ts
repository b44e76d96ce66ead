/**
 * The job form, the project form and the Close modal, shared by the renderer's forms and
 * the server's `createOpportunity`, `updateOpportunity`, `createProject`, `updateProject`
 * and `closeOpportunity`. Field names are the API's. Ids are strings (GraphQL `ID`); the
 * server also checks that each exists, belongs to the chosen disciplines and, for software
 * skills, is one.
 */
import { boolean, number, object, string, type InferType, type TestContext } from 'yup';
import { messages } from '../messages';
import {
  CLOSE_REASONS,
  CONTRACT_ROLE_TYPE,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DESCRIPTION_MAX_LENGTH,
  FILLED_BY_APPLICANT,
  FOLLOW_UP_MAX_LENGTH,
  IR35_OPTIONS,
  JOB_COMPENSATION_UNITS,
  JOB_DURATIONS,
  MUST_HAVES_MAX,
  PROJECT_DURATIONS,
  ROLE_TYPES,
  SOFTWARE_DISCIPLINE_ID,
  TITLE_MAX_LENGTH,
  WORKING_HOURS,
  WORK_MODES,
  compensationRange,
  moneyText,
  isJobNumber,
  type CompensationUnit,
  type Currency,
} from '../opportunities';
import { optionValues } from '../options';
import { normaliseRichText, richTextPlainText } from '../rich-text';
import { idList, isIsoDate } from './onboarding';
import { idRule, optionalText, requiredText } from './registration';

const m = messages.opportunities;

/** A required choice from a list of strings. */
function choice(values: readonly string[], message: string) {
  return string().trim().required(message).oneOf(values, message);
}

/** A required choice from a list of numbers (a select's value). */
function numberChoice(values: readonly number[], message: string) {
  return number().typeError(message).required(message).oneOf(values, message);
}

/** Up to 3 must-haves, each one of the items chosen in `listField`. */
function mustHaves(listField: string) {
  return idList({ max: MUST_HAVES_MAX, tooMany: m.mustHavesMax(MUST_HAVES_MAX) }).test(
    'chosen',
    m.mustHaveNotSelected,
    function chosenFromList(value) {
      const chosen = (this.parent as Record<string, unknown>)[listField];
      return (value ?? []).every((id) => Array.isArray(chosen) && chosen.includes(id));
    },
  );
}

/** Whether the disciplines chosen include the one that asks for software skills. */
export function needsSoftwareSkills(industries: readonly unknown[] | undefined): boolean {
  return (industries ?? []).some((id) => String(id) === SOFTWARE_DISCIPLINE_ID);
}

/** A list required only for the software discipline (brief: discipline id 2). */
function softwareDisciplineList(requiredMessage: string) {
  return idList({}).when('industries', {
    is: (industries: unknown[] | undefined) => needsSoftwareSkills(industries),
    then: () => idList({ requiredMessage }),
  });
}

/** The rich-text description: a document with some words in it. */
const description = string()
  .required(m.enterDescription)
  .test('document', m.enterDescription, (value) => {
    return !value || richTextPlainText(normaliseRichText(value)) !== '';
  })
  .test(
    'length',
    m.descriptionTooLong(DESCRIPTION_MAX_LENGTH),
    (value) =>
      !value || richTextPlainText(normaliseRichText(value)).length <= DESCRIPTION_MAX_LENGTH,
  );

/**
 * A budget amount within the unit's range (brief: Rate ranges), its currency read from the
 * form's `currencyField`; blank passes (a rule of its own says whether it is required).
 */
export function inBudgetRange(
  unitOf: (parent: Record<string, unknown>) => CompensationUnit,
  currencyField = 'compensation_currency',
) {
  return function inRange(this: TestContext, value: number | null | undefined) {
    if (value === undefined || value === null) return true;
    const parent = this.parent as Record<string, unknown>;
    const { min, max } = compensationRange(unitOf(parent));
    if (value >= min && value <= max) return true;
    const currency = (parent[currencyField] as Currency | undefined) ?? DEFAULT_CURRENCY;
    return this.createError({
      message: m.budgetOutOfRange(moneyText(min, currency), moneyText(max, currency)),
    });
  };
}

/** One budget bound, within the unit's range (brief: Rate ranges). */
function budget(
  requiredMessage: string,
  unitOf: (parent: Record<string, unknown>) => CompensationUnit,
) {
  return number()
    .typeError(requiredMessage)
    .required(requiredMessage)
    .integer(requiredMessage)
    .test('range', '', inBudgetRange(unitOf));
}

function maximumBudget(unitOf: (parent: Record<string, unknown>) => CompensationUnit) {
  return budget(m.enterMaximumBudget, unitOf).test(
    'order',
    m.budgetOrder,
    function atLeastMin(value) {
      const minimum = (this.parent as Record<string, unknown>).minimumBudget;
      return value === undefined || typeof minimum !== 'number' || value >= minimum;
    },
  );
}

/** A web address; one typed without a scheme gets https:// (brief: URL rules). */
const optionalUrl = optionalText(2048)
  .transform((value: unknown) =>
    typeof value === 'string' && value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value)
      ? `https://${value}`
      : value,
  )
  .test('url', m.invalidUrl, (value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  });

/** What both forms share, in the brief's order. */
const common = {
  /** Published (true) or not; new posts default to published, an edit sends it only if changed. */
  is_active: boolean().optional(),
  title: requiredText(m.enterTitle).max(
    TITLE_MAX_LENGTH,
    messages.registration.tooLong(TITLE_MAX_LENGTH),
  ),
  /** Date posted, DD/MM/YYYY (the brief's job number). */
  job_number: string()
    .trim()
    .required(m.selectDatePosted)
    .test('date', m.selectDatePosted, (value) => !value || isJobNumber(value)),
  /** Category experience: genres (of the job's disciplines; any for a project). */
  genres: idList({ requiredMessage: m.selectCategoryExperience }),
  description,
  is_compensation_displayed: boolean().default(true),
  compensation_currency: choice(optionValues(CURRENCIES), messages.common.invalidSelection).default(
    DEFAULT_CURRENCY,
  ),
  follow_up: string()
    .trim()
    .required(m.enterFollowUp)
    .max(FOLLOW_UP_MAX_LENGTH, messages.registration.tooLong(FOLLOW_UP_MAX_LENGTH)),
  /** Another team user who can post, named as the creator (create only; admins). */
  created_by: idRule(messages.common.invalidSelection).optional().nullable(),
};

const jobUnit = (parent: Record<string, unknown>) =>
  (JOB_COMPENSATION_UNITS.includes(parent.compensation_unit as CompensationUnit)
    ? parent.compensation_unit
    : 'DAY') as CompensationUnit;

const isContract = (type: unknown) => type === CONTRACT_ROLE_TYPE;

/** The job form (`add-opportunity`, `edit-opportunity/{id}`). */
export const jobOpportunitySchema = object({
  ...common,
  /** Professional discipline(s): industry ids. Skills, qualifications, genres and positions are theirs. */
  industries: idList({ requiredMessage: m.selectDiscipline }),
  /** The place (place, district, region): needed unless the job is remote. */
  location: optionalText().when('work_mode', {
    is: (mode: unknown) => mode !== 'REMOTE',
    then: () => requiredText(m.selectJobLocation),
  }),
  work_mode: choice([...optionValues(WORK_MODES), 'ALL'], m.selectJobLocation),
  type: choice(optionValues(ROLE_TYPES), m.selectRoleType),
  sub_type: choice(optionValues(WORKING_HOURS), m.selectWorkingHours),
  /** Months; only for the contract role type (dropped otherwise). */
  duration: number()
    .nullable()
    .when('type', {
      is: isContract,
      then: () => numberChoice(optionValues(JOB_DURATIONS), m.selectDuration),
      otherwise: (schema) => schema.strip(),
    }),
  /** 1 inside, 0 outside, 2 not sure; only for the contract role type. */
  is_ir35: number()
    .nullable()
    .when('type', {
      is: isContract,
      then: () => numberChoice(optionValues(IR35_OPTIONS), m.selectIr35),
      otherwise: (schema) => schema.strip(),
    }),
  /** Experience level: a job level key. */
  level: string().trim().required(m.selectExperienceLevel).max(64, m.selectExperienceLevel),
  position_id: idRule(m.selectPositionSought),
  skills: idList({ requiredMessage: m.selectRequiredSkills }),
  skills_must_have: mustHaves('skills'),
  software_skills: softwareDisciplineList(m.selectSoftwareSkills),
  software_skills_must_have: mustHaves('software_skills'),
  qualifications: softwareDisciplineList(m.selectQualifications),
  qualifications_must_have: mustHaves('qualifications'),
  compensation_unit: choice(JOB_COMPENSATION_UNITS, messages.common.invalidSelection).default(
    'DAY',
  ),
  minimumBudget: budget(m.enterMinimumBudget, jobUnit),
  maximumBudget: maximumBudget(jobUnit),
  application_link: optionalUrl,
});
export type JobOpportunityValues = InferType<typeof jobOpportunitySchema>;

/**
 * The project form (`add-project`, `edit-project/{id}`): the brief's edit needs description,
 * genres and services, which creating needs too.
 */
export const projectSchema = object({
  ...common,
  location: optionalText(),
  duration: numberChoice(optionValues(PROJECT_DURATIONS), m.selectProjectDuration),
  services: idList({ requiredMessage: m.selectServices }),
  /** Optional (the brief's project form has none; its agencies filter on them: issue 23). */
  software_skills: idList({}),
  minimumBudget: budget(m.enterMinimumBudget, () => 'PROJECT'),
  maximumBudget: maximumBudget(() => 'PROJECT'),
});
export type ProjectValues = InferType<typeof projectSchema>;

const CLOSE_REASON_VALUES: readonly string[] = optionValues(CLOSE_REASONS);

/** The Close modal. */
export const closeOpportunitySchema = object({
  /** Not chosen: 'Please select an option.'; sent as blanks (the API): 'Reason should be not empty'. */
  reason: string()
    .trim()
    .required(({ originalValue }: { originalValue?: unknown }) =>
      typeof originalValue === 'string' ? m.reasonEmpty : m.selectReason,
    )
    // A test, not oneOf: yup checks oneOf first, which would hide the blank reason's message.
    .test('option', m.selectReason, (value) => !value || CLOSE_REASON_VALUES.includes(value)),
  /** YYYY-MM-DD (shown dd/MM/y, today by default). */
  closed_at: string()
    .trim()
    .required(m.selectDateClosed)
    .test('date', m.selectDateClosed, (value) => !value || isIsoDate(value)),
  /** The applicant who filled it ('Filled by applicant'), or… */
  freelancer_id: idRule(m.selectApplicant)
    .optional()
    .nullable()
    .test('filled-by', m.selectApplicant, function applicantNamed(value) {
      const parent = this.parent as Record<string, unknown>;
      if (parent.reason !== FILLED_BY_APPLICANT) return true;
      return Boolean(value) || Boolean(String(parent.freelancer_name ?? '').trim());
    }),
  /** …their name, typed. */
  freelancer_name: optionalText(),
});
export type CloseOpportunityValues = InferType<typeof closeOpportunitySchema>;
