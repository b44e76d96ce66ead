import type { Group } from '../../../shared/users';
import type { CurrentUser } from './session-context';

export type Membership = CurrentUser['teams'][number];

/** The team the user acts for now, as the API decides it (`User.activeTeam`). */
export function activeMembership(user: CurrentUser): Membership | undefined {
  return user.activeTeam ?? undefined;
}

/** The company or agency the user works for, as the header and dashboard show it. */
export function organisationName(user: CurrentUser, group: Group): string | null {
  const team = activeMembership(user)?.team.company ?? null;
  switch (group) {
    case 'agency':
      return user.agency_name ?? team ?? user.company;
    case 'employer':
      return team ?? user.company;
    default:
      return null;
  }
}

export function initialsOf(user: CurrentUser): string {
  const letters = [user.first_name, user.last_name].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
