import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeepLink, DesktopBridge } from '../../../shared/bridge';
import { invitationPath } from '../../../shared/deep-links';

/** Where a desktop deep link opens, if it is an invitation's: the invite landing. */
export function inviteDeepLinkPath(link: DeepLink): string | null {
  return link.kind === 'invite' ? invitationPath(link.token) : null;
}

/**
 * Mounted once at the app's root: a `shortlist://invite/{token}` link from main opens the
 * invite landing, which finds the team's group.
 */
export function InviteDeepLinks({ platform }: { platform: DesktopBridge }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      platform.deepLinks.onLink((link) => {
        const path = inviteDeepLinkPath(link);
        if (path) navigate(path);
      }),
    [navigate, platform],
  );
  return null;
}
