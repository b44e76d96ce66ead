import { lazy, Suspense } from 'react';
import type { Group } from '../../../shared/users';

const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * The footer as the layouts place it: loaded after the page, so the login route carries
 * none of it (tests/e2e/login-route-size.spec.ts). Until it comes, its place says it is loading
 * (`aria-busy`), for assistive technology and for the journeys' wait for a page at rest.
 */
export function LazySiteFooter({ group }: { group: Group }) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <SiteFooter group={group} />
    </Suspense>
  );
}
