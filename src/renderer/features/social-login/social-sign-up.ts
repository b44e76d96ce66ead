import type { SocialLoginGroup } from '../../../shared/bridge';
import { groupPath } from '../../routing/paths';

/**
 * What an unknown identity brings to registration, handed over in the router's state (never the
 * URL: the ticket is a credential for 30 minutes).
 */
export interface SocialSignUp {
  email: string;
  firstName: string;
  lastName: string;
  ticket: string;
}

export interface SocialSignUpLocationState {
  socialSignUp?: SocialSignUp;
}

/** The registration page where a social sign-up continues: step 2, or the agency's one form. */
export function socialSignUpPath(group: SocialLoginGroup): string {
  return groupPath(group, group === 'agency' ? 'register' : 'register/2');
}

export function socialSignUpFrom(state: unknown): SocialSignUp | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as SocialSignUpLocationState).socialSignUp;
  return value && typeof value.ticket === 'string' && typeof value.email === 'string'
    ? value
    : null;
}
