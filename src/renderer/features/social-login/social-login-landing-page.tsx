import './social-login.css';
import { useMutation } from '@apollo/client/react';
import { Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { groupOf } from '../../../shared/users';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { apiFailure } from '../../apollo/api-failure';
import { useSession } from '../../lib/session/session-context';
import { Logo } from '../../ui/logo';
import { ButtonLink } from '../../ui/button-link';
import { useContinueAfterSignIn } from '../../routing/guards';
import { dashboardPath, loginPath } from '../../routing/paths';
import type { SocialLoginGroup } from '../../../shared/bridge';
import { redeemSocialLoginMutation } from './documents';
import { socialSignUpPath, type SocialSignUpLocationState } from './social-sign-up';
import { takeWebSocialLoginFlow } from '../../platform/web-social-login';

/**
 * `/{group}/login/google?code=…&state=…` (the brief's social-login landing page): 'Loading...'
 * while the code is redeemed with this tab's verifier, then the user's dashboard, or registration
 * prefilled for an unknown identity, or the reason it failed (`?error=…` from the server).
 */
export function SocialLoginLandingPage({ group }: { group: SocialLoginGroup }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [redeem] = useMutation(redeemSocialLoginMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = messages.brand.name;
    // Once: the code works once (StrictMode's second effect would only spend it).
    if (started.current) return;
    started.current = true;
    const flow = takeWebSocialLoginFlow(params.get('state'));
    const code = params.get('code');
    const error = params.get('error');
    void (async () => {
      // Inside the async part, so no state is set synchronously in the effect.
      if (error || !flow || !code) {
        setFailure(
          error === 'unverified-email'
            ? messages.socialLogin.unverifiedEmail
            : messages.socialLogin.failed,
        );
        return;
      }
      try {
        const { data } = await redeem({
          variables: { input: { code, verifier: flow.verifier } },
          context: IGNORE_UNAUTHENTICATED,
        });
        const { session, registration } = data?.redeemSocialLogin ?? {};
        if (session) {
          continueAfterSignIn(dashboardPath(groupOf(session.type, session.teamType)));
          if (!(await signIn(session.access_token))) setFailure(messages.common.somethingWentWrong);
        } else if (registration) {
          const state: SocialSignUpLocationState = { socialSignUp: registration };
          navigate(socialSignUpPath(flow.group), { replace: true, state });
        } else {
          setFailure(messages.socialLogin.failed);
        }
      } catch (caught) {
        setFailure(apiFailure(caught, messages.socialLogin.failed).message);
      }
    })();
  }, [continueAfterSignIn, navigate, params, redeem, signIn]);

  if (!failure) {
    return (
      <div
        className="social-login-landing"
        role="status"
        aria-live="polite"
        data-testid="social-login-landing"
      >
        {messages.socialLogin.loading}
      </div>
    );
  }
  return (
    <div className="social-login-landing">
      <Logo />
      <Result
        status="error"
        title={failure}
        extra={
          <ButtonLink type="primary" to={loginPath(group)}>
            {messages.socialLogin.backToLogin}
          </ButtonLink>
        }
      />
    </div>
  );
}
