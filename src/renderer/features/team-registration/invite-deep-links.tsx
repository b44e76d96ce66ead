import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DesktopBridge } from '../../../shared/bridge';
import { invitationPath } from '../../../shared/deep-links';

/**
 * Mounted once at the app's root: a `shortlist://invite/{token}` link from main opens the
 * invite landing, which finds the team's group.
 */
export function InviteDeepLinks({ platform }: { platform: DesktopBridge }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      platform.deepLinks.onLink((link) => {
        if (link.kind === 'invite') navigate(invitationPath(link.token));
      }),
    [navigate, platform],
  );
  return null;
}
