import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DesktopBridge } from '../../../shared/bridge';
import { useToast } from '../../ui/toast';
import { reloadAt } from '../impersonation/routes';
import { dashboardPath } from '../../routing/paths';
import { socialSignUpPath, type SocialSignUpLocationState } from './social-sign-up';

/**
 * Desktop only, mounted once at the app's root: main redeemed a `shortlist://auth/callback` link
 * and says how it went. Signed in: the app loads afresh at the dashboard, the session starting
 * from the token main saved. An unknown identity: registration, prefilled. Else the reason.
 */
export function SocialLoginResults({ bridge }: { bridge: DesktopBridge }) {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(
    () =>
      bridge.socialLogin.onResult((result) => {
        if (result.kind === 'signed-in') reloadAt(dashboardPath(result.group));
        else if (result.kind === 'register') {
          const { email, firstName, lastName, ticket } = result;
          const state: SocialSignUpLocationState = {
            socialSignUp: { email, firstName, lastName, ticket },
          };
          navigate(socialSignUpPath(result.group), { state });
        } else void toast.error(result.message);
      }),
    [bridge, navigate, toast],
  );
  return null;
}
