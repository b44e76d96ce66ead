/**
 * User types, statuses and route groups, and the brief's rules that connect them.
 * Imported by the server, main and the renderer alike.
 */

export const USER_TYPES = ['AGENCY', 'COMPANY', 'FREELANCER', 'GUEST'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export type TeamType = 'COMPANY' | 'AGENCY';

/** The three route groups; every first path segment maps to one of them. */
export const GROUPS = ['candidate', 'employer', 'agency'] as const;
export type Group = (typeof GROUPS)[number];

/** First path segments and the group each stands for (employer = company; candidate = freelancer = consultant). */
export const GROUP_ALIASES: Readonly<Record<string, Group>> = {
  candidate: 'candidate',
  freelancer: 'candidate',
  consultant: 'candidate',
  employer: 'employer',
  company: 'employer',
  agency: 'agency',
};

/**
 * The group a signed-in user belongs to. A GUEST acts under the type of its team;
 * a GUEST with no team type falls back to agency, as the brief's login redirect does.
 */
export function groupOf(type: UserType, teamType?: TeamType | null): Group {
  const effective = type === 'GUEST' ? (teamType ?? 'AGENCY') : type;
  switch (effective) {
    case 'FREELANCER':
      return 'candidate';
    case 'COMPANY':
      return 'employer';
    default:
      return 'agency';
  }
}
