import type { Group } from '../../../shared/users';
import type { TeamType } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';

/** The teams an invitation joins, and the group whose pages accept it. */
export const TEAM_GROUP = { COMPANY: 'employer', AGENCY: 'agency' } as const satisfies Record<
  TeamType,
  Group
>;
export type TeamGroup = (typeof TEAM_GROUP)[keyof typeof TEAM_GROUP];

/** Where each group's team registration lives (the brief's paths). */
const REGISTER_BASE: Record<TeamGroup, string> = {
  employer: 'team/register',
  agency: 'accept-invite',
};

/** Step 1 of the team registration, for the link's token. */
export function acceptInvitePath(group: TeamGroup, token: string): string {
  return groupPath(group, `${REGISTER_BASE[group]}/${encodeURIComponent(token)}`);
}

/** Step 2 (personal information), which follows step 1 in the same page's state. */
export function personalStepPath(group: TeamGroup): string {
  return groupPath(group, `${REGISTER_BASE[group]}/profile`);
}

/** Step 3, signed in: about yourself and the photo. */
export function profileStepPath(group: TeamGroup): string {
  return groupPath(group, 'team/profile/complete');
}

export function welcomePath(group: TeamGroup): string {
  return groupPath(group, 'team/welcome');
}
