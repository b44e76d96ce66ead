import { useMutation } from '@apollo/client/react';
import { Alert, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { apiFailure } from '../../apollo/api-failure';
import { IGNORE_UNAUTHENTICATED } from '../../apollo/create-apollo-client';
import { isDesktopApp } from '../../platform/get-platform';
import { useExistingGroupPath } from '../../routing/group-pages';
import { groupPath } from '../../routing/paths';
import { SocialLoginButton } from '../social-login';
import { AuthLayout } from '../../ui/layout/auth-layout';
import { loginMutation } from '../../lib/session/documents';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { LoginForm, type LoginValues } from './login-form';
import { useSession } from '../../lib/session/session-context';

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

/**
 * `/{group}/login`. Any account may sign in here; where it lands is decided by the
 * guest-only guard once the session exists (redirectTo inside the user's own group, else
 * the user's dashboard).
 */
export function LoginPage({ group }: { group: Group }) {
  const { signIn } = useSession();
  const [login] = useMutation(loginMutation);
  // Router state, not the query: a reload or a shared link does not repeat the notice.
  const passwordReset = cameFromPasswordReset(useLocation().state);
  const { token } = theme.useToken();
  const copy = messages.groups[group];
  const existingGroupPath = useExistingGroupPath();
  const registerPath = existingGroupPath(group, 'register');
  const forgotPasswordPath = existingGroupPath(group, 'forgot-password');

  useEffect(() => {
    document.title = `${copy.loginTitle} · ${messages.brand.name}`;
  }, [copy.loginTitle]);

  async function submit(values: LoginValues): Promise<FormOutcome | null> {
    try {
      const { data } = await login({
        variables: { input: values },
        context: IGNORE_UNAUTHENTICATED,
      });
      if (!data?.login) return { message: messages.auth.wrongCombination };
      const signedIn = await signIn(data.login.access_token);
      return signedIn ? null : { message: messages.common.somethingWentWrong };
    } catch (error) {
      return apiFailure(error);
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
      <LoginForm
        notice={
          passwordReset && (
            <Alert
              type="success"
              showIcon
              title={messages.auth.passwordHasBeenReset}
              role="status"
              style={{ marginBottom: 20 }}
            />
          )
        }
        onSubmit={submit}
      />
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
