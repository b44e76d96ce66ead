/**
 * Community content (modules/content, features/content): articles, deals and landing pages,
 * authored as Markdown with `npm run admin -- content …` and read by every group.
 */
import type { Group } from './users';

/** The brief's article types; MENTORING and TRAINING share the dashboards' second list. */
export const ARTICLE_TYPES = ['ARTICLE', 'MENTORING', 'TRAINING'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/**
 * Who may read an article or a deal. PUBLIC: anyone, signed out too (the blog);
 * MEMBERS: every signed-in user; the rest name the groups (the brief shows AGENCY and
 * FREELANCER_AND_AGENCY).
 */
export const AVAILABILITIES = [
  'PUBLIC',
  'MEMBERS',
  'FREELANCER',
  'EMPLOYER',
  'AGENCY',
  'FREELANCER_AND_AGENCY',
  'EMPLOYER_AND_AGENCY',
] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The availabilities a signed-in user of `group` reads (signed out: PUBLIC only). */
export function availabilitiesFor(group: Group | null): Availability[] {
  if (group === null) return ['PUBLIC'];
  const own: Record<Group, Availability[]> = {
    candidate: ['FREELANCER', 'FREELANCER_AND_AGENCY'],
    employer: ['EMPLOYER', 'EMPLOYER_AND_AGENCY'],
    agency: ['AGENCY', 'FREELANCER_AND_AGENCY', 'EMPLOYER_AND_AGENCY'],
  };
  return ['PUBLIC', 'MEMBERS', ...own[group]];
}

/** Page sizes of the brief. */
export const CONTENT_PAGE_SIZES = {
  blog: 10,
  deals: 6,
  /** Dashboards: articles, then mentoring or training (the agency and candidate: 4 articles). */
  dashboardArticles: 3,
  dashboardMentoring: 2,
} as const;
