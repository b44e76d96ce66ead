/**
 * The `shortlist://` deep links (docs/security.md D5). The server mints what they carry and the
 * desktop's parser (src/main/deep-links.ts) accepts nothing else, so both read the formats here:
 *
 *   shortlist://impersonate/{id}?token={token}         (formats in ./impersonation.ts)
 *   shortlist://auth/callback?code={code}&state={state}
 *   shortlist://invite/{token}                         (the invitation mail's desktop link)
 */

export const DEEP_LINK_SCHEME = 'shortlist';

/** What every deep link starts with, exactly (lower case), as the OS hands it over. */
export const DEEP_LINK_PREFIX = `${DEEP_LINK_SCHEME}://`;

/**
 * The social-login callback's one-time `code` and the app's `state`: 32 random bytes in
 * base64url without padding, always 43 characters (`randomBytes(32).toString('base64url')`).
 */
export const AUTH_CALLBACK_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the server sends the system browser once a desktop social sign-in is done. */
export function authCallbackDeepLink(code: string, state: string): string {
  return `${DEEP_LINK_PREFIX}auth/callback?${new URLSearchParams({ code, state })}`;
}

/**
 * An invitation link's token: a server secret (platform/secret-tokens.ts), so the same 43
 * base64url characters; nothing else is ever looked up or routed.
 */
export function isInvitationToken(value: string): boolean {
  return AUTH_CALLBACK_VALUE_PATTERN.test(value);
}

/** The invitation mail's desktop link: the app opens the invitation's page (`invitationPath`). */
export function invitationDeepLink(token: string): string {
  return `${DEEP_LINK_PREFIX}invite/${token}`;
}

/** The page an invitation opens, in the browser (after the public origin) and in the app. */
export function invitationPath(token: string): string {
  return `/invite/${token}`;
}
