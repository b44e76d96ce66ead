/**
 * The brief's option lists for account forms (registration and onboarding): the value
 * the API stores and the label a form shows. The validation schemas accept exactly these
 * values, so a list here is also the server's allow-list.
 */

export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/** Preferred work location (the brief's work location list; labels as its work-mode text). */
export const WORK_LOCATIONS = [
  { value: 'ONSITE', label: 'Onsite' },
  { value: 'REMOTE', label: 'Remote' },
  { value: 'HYBRID', label: 'Hybrid' },
  { value: 'ALL', label: 'Open to all' },
] as const satisfies readonly Option[];
export type WorkLocation = (typeof WORK_LOCATIONS)[number]['value'];

/** Payroll status: 1 Payroll, 2 Limited Company, 3 Either. */
export const PAYROLL_STATUSES = [
  { value: 1, label: 'Payroll' },
  { value: 2, label: 'Limited Company' },
  { value: 3, label: 'Either' },
] as const satisfies readonly Option<number>[];
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number]['value'];

/**
 * Right to work, from the brief's visa list (1 not required, 2 required within 3 years),
 * stored as the key.
 */
export const RIGHT_TO_WORK = [
  { value: '1', label: 'I have the right to work (no visa required)' },
  { value: '2', label: 'I will need a visa within 3 years' },
] as const satisfies readonly Option[];
export type RightToWork = (typeof RIGHT_TO_WORK)[number]['value'];

/** Where the user heard of us (the brief's discovery sources). */
export const HEAR_US_SOURCES = [
  { value: 'recommendation', label: 'Recommendation' },
  { value: 'google', label: 'Google' },
  { value: 'trade press', label: 'Trade press' },
  { value: 'social media', label: 'Social media' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type HearUsSource = (typeof HEAR_US_SOURCES)[number]['value'];

/** The sources after which the form asks 'Please specify (optional)'. */
export const HEAR_US_WITH_DETAIL: readonly HearUsSource[] = ['recommendation', 'other'];

/** Notice period unit (the brief's duration unit: Days or Months). */
export const NOTICE_PERIOD_UNITS = [
  { value: 'DAYS', label: 'Days' },
  { value: 'MONTHS', label: 'Months' },
] as const satisfies readonly Option[];
export type NoticePeriodUnit = (typeof NOTICE_PERIOD_UNITS)[number]['value'];

/** The brief's notice period numbers: 1 to 31. */
export const NOTICE_PERIOD_MIN = 1;
export const NOTICE_PERIOD_MAX = 31;

/** Pronouns, asked of candidates only. */
export const PRONOUNS = [
  { value: 'He/Him', label: 'He/Him' },
  { value: 'She/Her', label: 'She/Her' },
  { value: 'They/Them', label: 'They/Them' },
  { value: 'Ze/Zir/Hir', label: 'Ze/Zir/Hir' },
  { value: 'Xe/Xem', label: 'Xe/Xem' },
] as const satisfies readonly Option[];
export type Pronouns = (typeof PRONOUNS)[number]['value'];

/**
 * Ethnicity (optional). The brief shows only 'Prefer not to say'; the rest are the UK
 * census (2021) groups, as a UK-first product collecting diversity data would use.
 */
export const ETHNICITIES = [
  'Asian or Asian British: Bangladeshi',
  'Asian or Asian British: Chinese',
  'Asian or Asian British: Indian',
  'Asian or Asian British: Pakistani',
  'Asian or Asian British: Any other Asian background',
  'Black, Black British, Caribbean or African: African',
  'Black, Black British, Caribbean or African: Caribbean',
  'Black, Black British, Caribbean or African: Any other Black background',
  'Mixed or multiple ethnic groups: White and Asian',
  'Mixed or multiple ethnic groups: White and Black African',
  'Mixed or multiple ethnic groups: White and Black Caribbean',
  'Mixed or multiple ethnic groups: Any other Mixed background',
  'White: English, Welsh, Scottish, Northern Irish or British',
  'White: Irish',
  'White: Gypsy or Irish Traveller',
  'White: Roma',
  'White: Any other White background',
  'Other ethnic group: Arab',
  'Other ethnic group: Any other ethnic group',
  'Prefer not to say',
].map((value) => ({ value, label: value })) satisfies readonly Option[];

/** Languages a candidate speaks (at most 10), by English name. */
export const LANGUAGES = [
  'Afrikaans',
  'Albanian',
  'Arabic',
  'Bengali',
  'British Sign Language',
  'Bulgarian',
  'Cantonese',
  'Catalan',
  'Croatian',
  'Czech',
  'Danish',
  'Dutch',
  'English',
  'Estonian',
  'Farsi',
  'Finnish',
  'French',
  'German',
  'Greek',
  'Gujarati',
  'Hebrew',
  'Hindi',
  'Hungarian',
  'Icelandic',
  'Indonesian',
  'Irish',
  'Italian',
  'Japanese',
  'Korean',
  'Latvian',
  'Lithuanian',
  'Malay',
  'Mandarin',
  'Norwegian',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Scottish Gaelic',
  'Serbian',
  'Slovak',
  'Slovenian',
  'Somali',
  'Spanish',
  'Swahili',
  'Swedish',
  'Tagalog',
  'Tamil',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Urdu',
  'Vietnamese',
  'Welsh',
  'Yoruba',
].map((value) => ({ value, label: value })) satisfies readonly Option[];

/** The values of an option list, for `oneOf`. */
export function optionValues<V extends string | number>(options: readonly Option<V>[]): V[] {
  return options.map((option) => option.value);
}
