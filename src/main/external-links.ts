/**
 * Which URLs may leave the app for the system browser or mail client (docs/security.md E5).
 * Pure; every path to `shell.openExternal` (window.open, link clicks, the bridge) goes through it.
 */
import type { Result } from '../shared/bridge';
import { isPlainMailto } from '../shared/external-links';

export const EXTERNAL_LINK_REFUSED = 'This link cannot be opened.';

/**
 * Allows `https:` URLs with a host and no credentials, and plain `mailto:` addresses (no query:
 * `?attach=` reaches local files in some mail clients; `isPlainMailto`); refuses everything else
 * (`http:`, `file:`, `javascript:`, custom schemes that could launch other programs, …).
 * Returns the URL as re-serialised by the parser, which is what should be passed on.
 */
export function externalLinkPolicy(url: string): Result<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: EXTERNAL_LINK_REFUSED };
  }
  if (parsed.protocol === 'https:') {
    if (parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') {
      return { ok: false, error: EXTERNAL_LINK_REFUSED };
    }
    return { ok: true, value: parsed.href };
  }
  if (isPlainMailto(parsed)) {
    return { ok: true, value: parsed.href };
  }
  return { ok: false, error: EXTERNAL_LINK_REFUSED };
}

export type OpenExternal = (url: string) => Promise<void>;

/** Opens `url` outside the app if the policy allows it; failures come back as values. */
export async function openExternalLink(
  url: string,
  openExternal: OpenExternal,
): Promise<Result<void>> {
  const allowed = externalLinkPolicy(url);
  if (!allowed.ok) return allowed;
  try {
    await openExternal(allowed.value);
    return { ok: true, value: undefined };
  } catch {
    return { ok: false, error: EXTERNAL_LINK_REFUSED };
  }
}
