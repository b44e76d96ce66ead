/**
 * The one recipe for every secret the server hands out once — session tokens, password
 * reset tokens, impersonation tokens, social sign-in states, codes and tickets
 * (docs/security.md G5, D6, O3): 256 random bits in base64url for the holder, only their
 * SHA-256 stored, and anything not shaped like one refused before a lookup.
 */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url without padding: always 43 characters. */
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Only what `newSecretToken` produces; anything else needs no lookup to refuse. */
export function isSecretToken(token: string): boolean {
  return SECRET_TOKEN_PATTERN.test(token);
}
