/**
 * The browser's social sign-in (the web bridge's `socialLogin.start`). The page makes a PKCE
 * verifier and a state (RFC 7636, 32 random bytes in base64url each), keeps them in
 * sessionStorage for the landing page, and goes to the API's `/redirect/google`; the server
 * comes back to `/{group}/login/google?code=…&state=…`, and only this tab can redeem the code.
 */
import type { Result, SocialLoginGroup } from '../../shared/bridge';
import { AUTH_CALLBACK_VALUE_PATTERN } from '../../shared/deep-links';

export const SOCIAL_LOGIN_PROVIDER = 'google';
const FLOW_KEY = 'shortlist.social-login.flow';

export interface WebSocialLoginFlow {
  state: string;
  verifier: string;
  group: SocialLoginGroup;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomUrlSafeValue(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** S256: BASE64URL(SHA256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function startWebSocialLogin(
  apiUrl: string,
  group: SocialLoginGroup,
): Promise<Result<void>> {
  const flow: WebSocialLoginFlow = {
    state: randomUrlSafeValue(),
    verifier: randomUrlSafeValue(),
    group,
  };
  try {
    window.sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  } catch {
    return { ok: false, error: 'storage-unavailable' };
  }
  const query = new URLSearchParams({
    group,
    client: 'web',
    challenge: await s256Challenge(flow.verifier),
    state: flow.state,
  });
  window.location.assign(`${apiUrl}/redirect/${SOCIAL_LOGIN_PROVIDER}?${query}`);
  return { ok: true, value: undefined };
}

/**
 * The flow this tab started, if `state` is its state; it is removed either way, so a landing URL
 * works once.
 */
export function takeWebSocialLoginFlow(state: string | null): WebSocialLoginFlow | null {
  let stored: string | null;
  try {
    stored = window.sessionStorage.getItem(FLOW_KEY);
    window.sessionStorage.removeItem(FLOW_KEY);
  } catch {
    return null;
  }
  if (!stored || !state || !AUTH_CALLBACK_VALUE_PATTERN.test(state)) return null;
  try {
    const flow = JSON.parse(stored) as WebSocialLoginFlow;
    return flow.state === state && typeof flow.verifier === 'string' ? flow : null;
  } catch {
    return null;
  }
}
