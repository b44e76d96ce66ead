import type { Group } from '../../shared/users';
import { agencyArea } from '../groups/agency/routes';
import { candidateArea } from '../groups/candidate/routes';
import { employerArea } from '../groups/employer/routes';
import type { GroupArea } from './group-area';
import { groupPath } from './paths';

export const groupAreas: Readonly<Record<Group, GroupArea>> = {
  candidate: candidateArea,
  employer: employerArea,
  agency: agencyArea,
};

/**
 * The full path of a group page if the page exists, else undefined: links to pages that
 * later issues add (register, forgot-password, edit-profile) appear by themselves then.
 * A page with steps of its own below it (`register/*`) counts as its page.
 */
export function existingGroupPath(group: Group, page: string): string | undefined {
  return groupAreas[group].routes.some((route) => route.path === page || route.path === `${page}/*`)
    ? groupPath(group, page)
    : undefined;
}
