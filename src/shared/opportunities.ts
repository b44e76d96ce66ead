/**
 * Job opportunities and agency projects: the brief's option lists and rules that the
 * forms, the API and the pages share (product.md sections 3, 4 and 9). A list here is also
 * the server's allow-list.
 */
import type { Option } from './options';

export const OPPORTUNITY_TARGETS = ['JOB', 'PROJECT'] as const;
export type OpportunityTarget = (typeof OPPORTUNITY_TARGETS)[number];

/** Type, sub-type and level of every agency project (the brief's fixed 'PROJECT'). */
export const PROJECT_KIND = 'PROJECT';

/** Type of Role (the brief's contract types). The third one asks for duration and IR35. */
export const ROLE_TYPES = [
  { value: 'PERMANENT', label: 'Permanent' },
  { value: 'CONSULTANCY', label: 'Consultancy' },
  { value: 'FREELANCE/CONTRACT', label: 'Freelance / Contract' },
  { value: 'BOTH', label: 'Permanent or Freelance' },
] as const satisfies readonly Option[];
export type RoleType = (typeof ROLE_TYPES)[number]['value'];
/** The role type whose form asks for a duration and IR35 (the brief's "third role type"). */
export const CONTRACT_ROLE_TYPE: RoleType = 'FREELANCE/CONTRACT';

export const WORKING_HOURS = [
  { value: 'FULLTIME', label: 'Full time' },
  { value: 'PARTTIME', label: 'Part time' },
  { value: 'BOTH_TIME', label: 'Full or part time' },
] as const satisfies readonly Option[];
export type WorkingHours = (typeof WORKING_HOURS)[number]['value'];

/** How do you work? The brief's work modes; ALL sends both flags as HYBRID does. */
export const WORK_MODES = [
  { value: 'ONSITE', label: 'Onsite' },
  { value: 'REMOTE', label: 'Remote' },
  { value: 'HYBRID', label: 'Hybrid' },
] as const satisfies readonly Option[];
export type WorkMode = (typeof WORK_MODES)[number]['value'];

/** The flags a work mode is stored as (brief section 4). */
export function workModeFlags(mode: WorkMode | 'ALL'): { isOnSite: boolean; isRemote: boolean } {
  return { isOnSite: mode !== 'REMOTE', isRemote: mode !== 'ONSITE' };
}

/** The work mode the flags say; null for a project (both false). */
export function workModeOf(flags: { isOnSite: boolean; isRemote: boolean }): WorkMode | null {
  if (flags.isOnSite && flags.isRemote) return 'HYBRID';
  if (flags.isOnSite) return 'ONSITE';
  if (flags.isRemote) return 'REMOTE';
  return null;
}

/** 'Hybrid (London)', 'Remote', or just the location when neither flag is set (projects). */
export function workModeLabel(flags: {
  isOnSite: boolean;
  isRemote: boolean;
  location?: string | null;
}): string {
  const mode = workModeOf(flags);
  const location = flags.location?.trim();
  const label = mode ? (WORK_MODES.find((option) => option.value === mode)?.label ?? '') : '';
  if (!label) return location ?? '';
  return location ? `${label} (${location})` : label;
}

/** Job durations, for the contract role type. */
export const JOB_DURATIONS = [
  ...[1, 2, 3, 4, 5, 6].map((months) => ({
    value: months,
    label: months === 1 ? '1 month' : `${months} months`,
  })),
  { value: 7, label: '6+ months' },
  { value: 13, label: '12+ months' },
] as const satisfies readonly Option<number>[];

export const PROJECT_DURATIONS = [
  { value: 1, label: '1-3 months' },
  { value: 4, label: '4-6 months' },
  { value: 99, label: 'Ongoing' },
] as const satisfies readonly Option<number>[];

/**
 * The agency's budget filter (brief: "0 to 9000 in steps of 1000, with 'No Cap' = 99999999"):
 * a range on a slider; No Cap sends the top as BUDGET_NO_CAP, which leaves it open.
 */
export const BUDGET_FILTER = { min: 0, max: 9_000, step: 1_000 } as const;
export const BUDGET_NO_CAP = 99_999_999;

/** IR35: 1 yes (inside), 0 no (outside), 2 not sure. */
export const IR35_OPTIONS = [
  { value: 1, label: 'Inside IR35' },
  { value: 0, label: 'Outside IR35' },
  { value: 2, label: 'Not sure' },
] as const satisfies readonly Option<number>[];

export const CURRENCIES = [
  { value: 'GBP', label: 'GBP (£)' },
  { value: 'EUR', label: 'EUR (€)' },
  { value: 'USD', label: 'USD ($)' },
] as const satisfies readonly Option[];
export type Currency = (typeof CURRENCIES)[number]['value'];
export const DEFAULT_CURRENCY: Currency = 'GBP';

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
};

/**
 * Compensation units and the range and step of each (the brief's DateRate 200-1000 step 25,
 * YearRate 20000-200000 step 1000, ProjectRate 1000-25000; projects step 50).
 */
export const COMPENSATION_UNITS = [
  { value: 'DAY', label: 'Daily', min: 200, max: 1000, step: 25 },
  { value: 'YEAR', label: 'Annually', min: 20_000, max: 200_000, step: 1000 },
  { value: 'PROJECT', label: 'Per project', min: 1000, max: 25_000, step: 50 },
] as const satisfies readonly (Option & { min: number; max: number; step: number })[];
export type CompensationUnit = (typeof COMPENSATION_UNITS)[number]['value'];
/** The units a job offers; a project's budget is always per project. */
export const JOB_COMPENSATION_UNITS: readonly CompensationUnit[] = ['DAY', 'YEAR'];

export function compensationRange(unit: CompensationUnit) {
  return COMPENSATION_UNITS.find((option) => option.value === unit) ?? COMPENSATION_UNITS[0];
}

/** An amount as the pages and messages write it: '£1,000' (an unknown currency as GBP). */
export function moneyText(amount: number, currency: Currency): string {
  const symbol = CURRENCY_SYMBOLS[currency] ?? CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
  return `${symbol}${amount.toLocaleString('en-GB')}`;
}

/** '£400 - £600 daily', as the published pages show a budget. */
export function compensationText(opportunity: {
  minimumBudget: number;
  maximumBudget: number;
  currency: Currency;
  unit: CompensationUnit;
}): string {
  const { minimumBudget, maximumBudget, currency } = opportunity;
  const unit = compensationRange(opportunity.unit).label.toLowerCase();
  return `${moneyText(minimumBudget, currency)} - ${moneyText(maximumBudget, currency)} ${unit}`;
}

export const CLOSE_REASONS = [
  { value: 'FILLED_ELSEWHERE', label: 'Filled elsewhere' },
  { value: 'POSTPONED', label: 'Job postponed' },
  { value: 'NO_LONGER_EXISTS', label: 'Job no longer exists' },
  { value: 'FILLED_BY_APPLICANT', label: 'Filled by applicant' },
] as const satisfies readonly Option[];
export type CloseReason = (typeof CLOSE_REASONS)[number]['value'];
export const FILLED_BY_APPLICANT: CloseReason = 'FILLED_BY_APPLICANT';

/**
 * The discipline (industry id) whose jobs must list software skills and qualifications
 * (brief: "when the discipline includes id 2"); the seed's SOFTWARE_INDUSTRY_ID.
 */
export const SOFTWARE_DISCIPLINE_ID = '2';

/** The brief's limits. */
export const MUST_HAVES_MAX = 3;
export const TITLE_MAX_LENGTH = 200;
export const FOLLOW_UP_MAX_LENGTH = 5000;
/** The description's plain text; the brief names no limit, this keeps a post readable. */
export const DESCRIPTION_MAX_LENGTH = 10_000;

/** Job number: the posted date as DD/MM/YYYY (the brief's format). */
export function jobNumberOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Whether `value` is a real calendar date written DD/MM/YYYY. */
export function isJobNumber(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
