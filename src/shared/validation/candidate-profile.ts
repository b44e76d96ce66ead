/**
 * The candidate's own profile screens (edit-profile, manage-cv and their modals), shared by
 * the forms and the server's mutations (modules/candidates). Ids are strings as the API
 * takes them; files are ids of the caller's uploads (`POST /api/uploads`), which the server
 * also checks are theirs and of the right kind, as it checks that taxonomy ids exist and
 * belong to the chosen category experience.
 */
import { array, boolean, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { WORKING_HOURS } from '../opportunities';
import { optionValues } from '../options';
import { BIO_MAX_LENGTH, idList, isIsoDate } from './onboarding';
import { idRule, requiredText } from './registration';

const text = messages.candidates.validation;

/** The brief's limits. */
export const SKILLS_MIN = 3;
export const TOP_SKILLS_MAX = 3;
/** The discipline whose candidates also need software skills and qualifications. */
export const SOFTWARE_DISCIPLINE_ID = '2';
/** Ours: long enough for a real entry, bounded like every text the API keeps. */
export const ENTRY_DESCRIPTION_MAX = 2000;
/** Ours: more than any real profile, fewer than would make the pages slow. */
export const ENTRIES_MAX = 50;
export const RESUMES_MAX = 20;
export const DOCUMENTS_MAX = 20;

/** Job type keys a candidate may consider (the `job_types` taxonomy). */
export const CANDIDATE_JOB_TYPES = ['FREELANCE', 'PERMANENT', 'BOTH'] as const;
export const CANDIDATE_WORKING_HOURS = optionValues(WORKING_HOURS);

/** A `YYYY-MM-DD` day; required. */
function day() {
  return string()
    .trim()
    .required(text.dateRequired)
    .test('iso-date', text.dateRequired, (value) => !value || isIsoDate(value));
}

/** `to` of an entry: null is Present. From is on or before it, and not in the future. */
function dateRange() {
  return {
    from: day().test('not-future', text.dateInFuture, (value) => {
      if (!value || !isIsoDate(value)) return true;
      return value <= new Date().toISOString().slice(0, 10);
    }),
    present: boolean().default(false),
    to: string()
      .trim()
      .nullable()
      .default(null)
      .when('present', {
        is: true,
        // Present: no end date, whatever the picker still holds.
        then: (schema) => schema.transform(() => null),
        otherwise: (schema) =>
          schema
            .required(text.dateRequired)
            .test('iso-date', text.dateRequired, (value) => !value || isIsoDate(value))
            .test('order', text.dateOrder, function (value) {
              const from = (this.parent as { from?: string }).from;
              if (!value || !from || !isIsoDate(value) || !isIsoDate(from)) return true;
              return from <= value;
            }),
      }),
  };
}

function entryDescription() {
  return string()
    .trim()
    .required(text.fieldRequired)
    .max(ENTRY_DESCRIPTION_MAX, text.descriptionMax(ENTRY_DESCRIPTION_MAX));
}

/** The experience modal: title, employer and description required; Present clears `to`. */
export const experienceSchema = object({
  title: requiredText(text.fieldRequired),
  company: requiredText(text.fieldRequired),
  description: entryDescription(),
  ...dateRange(),
});
export type ExperienceValues = InferType<typeof experienceSchema>;

/** The qualification (education) modal: school, qualification and description required. */
export const educationSchema = object({
  school_name: requiredText(text.fieldRequired),
  qualification: requiredText(text.fieldRequired),
  description: entryDescription(),
  ...dateRange(),
});
export type EducationValues = InferType<typeof educationSchema>;

/** Top skills: at most 3, each one of the selected skills (`from` lists the fields). */
function topSkills(from: readonly string[]) {
  return idList({ max: TOP_SKILLS_MAX, tooMany: text.topSkillsMax }).test(
    'from-skills',
    text.topSkillsFromSkills,
    function (value) {
      const parent = this.parent as Record<string, unknown>;
      const chosen = new Set(
        from.flatMap((field) => (parent[field] as string[] | undefined) ?? []),
      );
      return (value ?? []).every((id) => chosen.has(id));
    },
  );
}

const needsSoftware = (industries: unknown) =>
  Array.isArray(industries) && industries.includes(SOFTWARE_DISCIPLINE_ID);

/** Edit Profile (the brief's freelancer profile edit). */
export const editProfileSchema = object({
  bio: string().trim().required(text.bioRequired).max(BIO_MAX_LENGTH, text.bioMax),
  /** Category experience. */
  industries: idList({ requiredMessage: text.industriesRequired }),
  skills: idList({}).min(SKILLS_MIN, text.skillsMin),
  software_skills: idList({}).when('industries', {
    is: needsSoftware,
    then: (schema) => schema.min(1, text.softwareSkillsRequired),
  }),
  top_skills: topSkills(['skills', 'software_skills']),
  qualifications: idList({}).when('industries', {
    is: needsSoftware,
    then: (schema) => schema.min(1, text.qualificationsRequired),
  }),
  other_qualifications: idList({}),
  services: idList({}),
  genres: idList({}),
});
export type EditProfileValues = InferType<typeof editProfileSchema>;

/** A key from a fixed list (typed as a string: the API's lists are strings). */
function oneOf(values: readonly string[], message: string) {
  return string()
    .required(message)
    .test('known', message, (value) => values.includes(value));
}

/** What the manage-cv save checks beyond its own fields: read from the stored profile. */
export interface ManageCvFacts {
  activeResumes: number;
  experiences: number;
}

/**
 * Manage CV's save: a CV and an experience already on the profile (the facts), a job type
 * and a working hour considered, category experience, at least 1 skill, top skills max 3.
 * The facts are checked as fields `resume` and `experiences`, so the form shows their
 * messages where those sections are.
 */
export function manageCvSchema(facts: ManageCvFacts) {
  return object({
    resume: string()
      .optional()
      .test('has-cv', text.resumeRequired, () => facts.activeResumes > 0),
    experiences: string()
      .optional()
      .test('has-experience', text.experienceRequired, () => facts.experiences > 0),
    job_types: array(oneOf(CANDIDATE_JOB_TYPES, text.jobTypeRequired))
      .default([])
      .required(text.jobTypeRequired)
      .min(1, text.jobTypeRequired),
    working_hours: array(oneOf(CANDIDATE_WORKING_HOURS, text.workingHourRequired))
      .default([])
      .required(text.workingHourRequired)
      .min(1, text.workingHourRequired),
    industries: idList({ requiredMessage: text.industriesRequired }),
    skills: idList({ requiredMessage: text.oneSkillRequired }),
    top_skills: topSkills(['skills']),
  });
}
export type ManageCvValues = InferType<ReturnType<typeof manageCvSchema>>;

/** A CV just uploaded (`kind: resume`): it becomes the active one. */
export const addResumeSchema = object({
  file: idRule(text.fileRequired),
});

/** A supporting document (`kind: document`) with the name the candidate gives it. */
export const addDocumentSchema = object({
  name: requiredText(text.documentNameRequired),
  file: idRule(text.fileRequired),
});
export type AddDocumentValues = InferType<typeof addDocumentSchema>;
