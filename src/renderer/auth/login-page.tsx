import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Alert, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../shared/messages';
import type { Group } from '../../shared/users';
import { IGNORE_UNAUTHENTICATED } from '../apollo/create-apollo-client';
import { isDesktopApp } from '../platform/get-platform';
import { existingGroupPath } from '../routing/group-areas';
import { groupPath } from '../routing/paths';
import { SocialLoginButton } from '../social-login/social-login-button';
import { AuthLayout } from './auth-layout';
import { loginMutation } from './documents';
import { LoginForm, type LoginValues } from './login-form';
import { useSession } from './session-context';

/** Router state another page hands to the login page: `passwordReset` after a reset. */
export interface LoginLocationState {
  passwordReset?: boolean;
}

function cameFromPasswordReset(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as LoginLocationState).passwordReset === true
  );
}

function isRateLimited(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => e.extensions?.['code'] === 'RATE_LIMITED');
  return ServerError.is(error) && error.statusCode === 429;
}

/**
 * `/{group}/login`. Any account may sign in here; where it lands is decided by the
 * guest-only guard once the session exists (redirectTo inside the user's own group, else
 * the user's dashboard).
 */
export function LoginPage({ group }: { group: Group }) {
  const { signIn } = useSession();
  const [login] = useMutation(loginMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Router state, not the query: a reload or a shared link does not repeat the notice.
  const passwordReset = cameFromPasswordReset(useLocation().state);
  const { token } = theme.useToken();
  const copy = messages.groups[group];
  const registerPath = existingGroupPath(group, 'register');
  const forgotPasswordPath = existingGroupPath(group, 'forgot-password');

  useEffect(() => {
    document.title = `${copy.loginTitle} · ${messages.brand.name}`;
  }, [copy.loginTitle]);

  async function submit(values: LoginValues) {
    setFailure(null);
    try {
      const { data } = await login({
        variables: { input: values },
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data?.login) {
        setFailure(messages.auth.wrongCombination);
        return;
      }
      if (!(await signIn(data.login.access_token))) setFailure(messages.common.somethingWentWrong);
    } catch (error) {
      setFailure(
        isRateLimited(error) ? messages.auth.tooManyAttempts : messages.common.somethingWentWrong,
      );
    }
  }

  return (
    <AuthLayout group={group}>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {copy.loginTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
        {messages.login.subheading}
      </Typography.Paragraph>
      {passwordReset && !failure && (
        <Alert
          type="success"
          showIcon
          title={messages.auth.passwordHasBeenReset}
          role="status"
          style={{ marginBottom: 20 }}
        />
      )}
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 20 }} />
      )}
      <LoginForm onSubmit={submit} />
      <SocialLoginButton group={group} />
      {(registerPath || forgotPasswordPath) && (
        <div className="auth-links" style={{ color: token.colorTextSecondary }}>
          {forgotPasswordPath && (
            <Link to={forgotPasswordPath}>{messages.auth.forgotPassword}</Link>
          )}
          {registerPath && <Link to={registerPath}>{messages.auth.needAnAccount}</Link>}
        </div>
      )}
      {/* Desktop: which server to sign in to is chosen before signing in. */}
      {isDesktopApp() && (
        <div className="auth-links auth-links-secondary">
          <Link to={groupPath(group, 'app-settings')}>{messages.appSettings.openSettings}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
