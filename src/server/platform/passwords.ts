import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2) with OWASP's recommended minimum cost: 19 MiB, 2 passes.
// @node-rs/argon2 hashes on libuv's thread pool, so the event loop stays free.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a malformed stored hash as well as for a wrong password. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password, options);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the email is unknown so that
 * unknown emails and wrong passwords take the same time (docs/security.md G4).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
