/**
 * PKCE (RFC 7636) for the app's side of social sign-in: a verifier of 32 random bytes in
 * base64url (43 characters, section 4.1) and its S256 challenge (section 4.2). The state is made
 * the same way; both have the deep link's exact format (src/shared/deep-links.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

export function randomUrlSafeValue(): string {
  return randomBytes(32).toString('base64url');
}

/** BASE64URL(SHA256(ASCII(verifier))). */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
