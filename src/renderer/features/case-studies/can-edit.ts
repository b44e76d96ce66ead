import type { CurrentUser } from '../../lib/session/session-context';

/**
 * Whether the signed-in user may add case studies: the agency's owner (type AGENCY), not its
 * GUEST members (the brief: editing case studies is agency only). The API decides too; a
 * case study's own `can_edit` says it for that one.
 */
export function canAddCaseStudies(user: CurrentUser): boolean {
  return user.type === 'AGENCY';
}
