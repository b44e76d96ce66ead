import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DeepLink, DesktopBridge } from '../../../shared/bridge';
import { impersonationPath } from '../../../shared/impersonation';
import type { Group } from '../../../shared/users';
import { groupFromPath } from '../../routing/paths';

/**
 * Where a desktop deep link opens. The impersonate page is the same in every group and
 * follows the target's type, so the link (which names no group) opens under the group
 * the window shows, keeping its colours while it loads; candidate when it shows none.
 */
export function deepLinkPath(link: DeepLink, currentPath: string): string | null {
  if (link.kind !== 'impersonate') return null;
  const group: Group = groupFromPath(currentPath) ?? 'candidate';
  return impersonationPath(group, link.id, link.token);
}

/** Mounted once at the app's root: answers `shortlist://impersonate/…` links from main. */
export function ImpersonationDeepLinks({ platform }: { platform: DesktopBridge }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read when a link arrives, without re-subscribing on every navigation.
  const pathname = useRef(location.pathname);
  useEffect(() => {
    pathname.current = location.pathname;
  }, [location.pathname]);

  useEffect(
    () =>
      platform.deepLinks.onLink((link) => {
        const path = deepLinkPath(link, pathname.current);
        if (path) navigate(path);
      }),
    [navigate, platform],
  );
  return null;
}
