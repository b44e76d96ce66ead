/**
 * The one rule for `mailto:` links that may leave the app (docs/security.md E5): a plain
 * address and nothing else. Mail clients read a mailto's query as headers and, in several of
 * them, `attach=`/`attachment=` as local files to attach, so no query, fragment or
 * percent-encoding (which could hide one) is passed on, not even a subject.
 */
const PLAIN_MAILTO_ADDRESS =
  /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** True when `url` (already parsed) is `mailto:` one plain email address, with no query or fragment. */
export function isPlainMailto(url: URL): boolean {
  return (
    url.protocol === 'mailto:' &&
    url.search === '' &&
    url.hash === '' &&
    !url.href.includes('?') &&
    !url.href.includes('#') &&
    PLAIN_MAILTO_ADDRESS.test(url.pathname)
  );
}
