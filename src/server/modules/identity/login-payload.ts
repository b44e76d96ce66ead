import type { LoginSuccess } from './auth-service';

/**
 * What `login`, `impersonate` and `redeemSocialLogin` answer for a new session: who signed in,
 * the active team's type (a guest's group), and the token, given to the client once.
 */
export function loginPayload({ profile, accessToken }: LoginSuccess) {
  return {
    id: profile.user.id,
    type: profile.user.type,
    teamType: profile.activeTeam?.team.type ?? null,
    access_token: accessToken,
  };
}
