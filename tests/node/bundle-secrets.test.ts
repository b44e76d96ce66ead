/**
 * docs/security.md O3: no client secret in what ships. The app's renderer and preload never see one
 * (the server is the OpenID Connect client), and the main bundle, which carries the embedded
 * server, reads it from the environment only. Checks the built bundle (`npm test` builds first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const out = new URL('../../out/', import.meta.url).pathname;
const built = existsSync(join(out, 'renderer')) && existsSync(join(out, 'main'));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(c?js|mjs|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A Google client secret, or a client secret written as a literal value. */
const SECRET_VALUE = /GOCSPX-|client_secret["']?\s*[:=]\s*["'][^"']{8,}/;

describe.skipIf(!built)('the built app (skipped: run npm run build first)', () => {
  it('has no OpenID Connect client secret, or any mention of one, in the renderer or the preload', () => {
    for (const file of [
      ...filesUnder(join(out, 'renderer')),
      ...filesUnder(join(out, 'preload')),
    ]) {
      const text = readFileSync(file, 'utf8');
      // Stripe's PaymentIntent `client_secret` is meant for the page (Stripe.js completes 3-D
      // Secure with it), so only an OpenID Connect client secret, by name or value, is looked for.
      expect(text, file).not.toMatch(/OIDC_CLIENT_SECRET|GOCSPX-/i);
      expect(text, file).not.toMatch(SECRET_VALUE);
    }
  });

  it('has no client secret value in the main bundle', () => {
    const files = filesUnder(join(out, 'main'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(SECRET_VALUE);
  });
});
