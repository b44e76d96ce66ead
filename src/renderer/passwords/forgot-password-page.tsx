import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../shared/messages';
import type { Group } from '../../shared/users';
import type { ForgotPasswordValues } from '../../shared/validation/passwords';
import { AuthLayout } from '../auth/auth-layout';
import { loginPath } from '../routing/paths';
import { postToApi } from './api-post';
import { ForgotPasswordForm } from './forgot-password-form';
import { requestPasswordResetLink, type ForgotPasswordOutcome } from './password-reset-api';

/**
 * `/{group}/forgot-password`: asks the API to email a reset link to the group's reset
 * page. The answer is the same whether or not the email has an account, so the page
 * shows the server's message as it is.
 */
export function ForgotPasswordPage({ group }: { group: Group }) {
  const text = messages.passwordPages;
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<ForgotPasswordOutcome | null>(null);

  useEffect(() => {
    document.title = `${text.forgotTitle} · ${messages.brand.name}`;
  }, [text.forgotTitle]);

  async function submit(values: ForgotPasswordValues) {
    setOutcome(null);
    setOutcome(await requestPasswordResetLink(postToApi, { email: values.email, group }));
  }

  return (
    <AuthLayout group={group}>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {text.forgotTitle}
      </Typography.Title>
      {outcome?.kind === 'sent' ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={outcome.message}
          description={text.checkInbox}
          style={{ marginTop: 20 }}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
            {text.forgotIntro}
          </Typography.Paragraph>
          {outcome?.kind === 'invalid' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={
                outcome.errors.length === 1 ? (
                  outcome.errors[0]
                ) : (
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {outcome.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )
              }
              style={{ marginBottom: 20 }}
            />
          )}
          {outcome?.kind === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={outcome.message}
              style={{ marginBottom: 20 }}
            />
          )}
          <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} onSubmit={submit} />
        </>
      )}
      <div className="auth-links">
        <Link to={loginPath(group)}>
          <ArrowLeftOutlined aria-hidden style={{ marginRight: 6 }} />
          {text.backToLogin}
        </Link>
      </div>
    </AuthLayout>
  );
}
