import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { ResetPasswordValues } from '../../../shared/validation/passwords';
import { AuthLayout } from '../../ui/layout/auth-layout';
import type { LoginLocationState } from '../login';
import { ButtonLink } from '../../ui/button-link';
import { groupPath, loginPath } from '../../routing/paths';
import { postToApi } from './api-post';
import { BackToLoginLink } from './back-to-login-link';
import { resetPassword } from './password-reset-api';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { ResetPasswordForm } from './reset-password-form';

/** The forgot-password page, prefilled with the email the dead link was for. */
function forgotPasswordPath(group: Group, email: string): string {
  const path = groupPath(group, 'forgot-password');
  return email ? `${path}?${new URLSearchParams({ email })}` : path;
}

/**
 * `/{group}/reset-password?email=…&token=…`, the page the reset email links to. The
 * token is good once, for 60 minutes; after a reset the user signs in on the group's
 * login page, which says the password has been reset.
 */
export function ResetPasswordPage({ group }: { group: Group }) {
  const text = messages.passwordPages;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  // A link without its email or token cannot work: say so at once rather than after typing.
  const [expired, setExpired] = useState(!email || !token);

  useEffect(() => {
    document.title = `${text.resetTitle} · ${messages.brand.name}`;
  }, [text.resetTitle]);

  async function submit(values: ResetPasswordValues): Promise<FormOutcome | null> {
    const outcome = await resetPassword(postToApi, { email, token, ...values });
    switch (outcome.kind) {
      case 'reset': {
        const state: LoginLocationState = { passwordReset: true };
        navigate(loginPath(group), { replace: true, state });
        return null;
      }
      case 'invalid':
        return { fields: outcome.fieldErrors };
      case 'failed':
        return { message: outcome.message };
      case 'expired':
        setExpired(true);
        return null;
    }
  }

  return (
    <AuthLayout group={group}>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {text.resetTitle}
      </Typography.Title>
      {expired ? (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={messages.passwordReset.tokenExpired}
            style={{ marginTop: 20, marginBottom: 24 }}
          />
          <ButtonLink type="primary" size="large" block to={forgotPasswordPath(group, email)}>
            {text.requestNewLink}
          </ButtonLink>
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
            {text.resetIntro(email)}
          </Typography.Paragraph>
          <ResetPasswordForm onSubmit={submit} />
        </>
      )}
      <BackToLoginLink group={group} />
    </AuthLayout>
  );
}
