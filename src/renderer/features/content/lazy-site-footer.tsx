import { lazy, Suspense } from 'react';
import type { Group } from '../../../shared/users';

const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * The footer as the layouts place it: loaded after the page, so the login route carries
 * none of it (tests/e2e/login-route-size.spec.ts).
 */
export function LazySiteFooter({ group }: { group: Group }) {
  return (
    <Suspense fallback={null}>
      <SiteFooter group={group} />
    </Suspense>
  );
}
