/**
 * The shape of an impersonation link (docs/security.md D6), shared by the command that mints it,
 * the API that redeems it, the desktop's deep-link parser and the page that opens it:
 * `shortlist://impersonate/{id}?token=…` or `/{group}/impersonate/{id}?token=…`.
 */
import { DEEP_LINK_PREFIX } from './deep-links';
import type { Group } from './users';

/** 32 random bytes in base64url: the only shape `admin impersonate` mints. */
export const IMPERSONATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A target user id: a positive integer, without sign, exponent or leading zeros. */
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** Ids are PostgreSQL `integer`s; a larger number can name no user. */
const MAX_ID = 2_147_483_647;

/** The target's id, or null when `id` is not one that a link can carry. */
export function parseImpersonationId(id: string): number | null {
  if (!ID_PATTERN.test(id)) return null;
  const value = Number(id);
  return value <= MAX_ID ? value : null;
}

export function isImpersonationToken(token: string): boolean {
  return IMPERSONATION_TOKEN_PATTERN.test(token);
}

/** The route that redeems a link in the UI; any group's works, the page follows the target. */
export function impersonationPath(group: Group, id: number | string, token: string): string {
  return `/${group}/impersonate/${id}?${new URLSearchParams({ token })}`;
}

/** The link the desktop app answers. */
export function impersonationDeepLink(id: number, token: string): string {
  return `${DEEP_LINK_PREFIX}impersonate/${id}?${new URLSearchParams({ token })}`;
}
