import type { Group } from '../../../shared/users';
import type { CurrentUser } from '../../lib/session/session-context';

/**
 * Whether the signed-in user may add case studies: the agency's owner (type AGENCY), not its
 * GUEST members (the brief: editing case studies is agency only). The API decides too; a
 * case study's own `can_edit` says it for that one.
 */
export function canAddCaseStudies(user: CurrentUser): boolean {
  return user.type === 'AGENCY';
}

/**
 * Whether the user may open a case study's page in `group`: on the employer side COMPANY
 * accounts only (the brief: "case-study/{id} (company only)"; a company's GUEST members see the
 * cards, not the page), any agency user on the agency side. The API refuses the same.
 */
export function canOpenCaseStudy(user: CurrentUser, group: Group): boolean {
  return group !== 'employer' || user.type === 'COMPANY';
}
