import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { ForgotPasswordValues } from '../../../shared/validation/passwords';
import { AuthLayout } from '../../ui/layout/auth-layout';
import { postToApi } from './api-post';
import { BackToLoginLink } from './back-to-login-link';
import { ForgotPasswordForm } from './forgot-password-form';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { requestPasswordResetLink } from './password-reset-api';

/**
 * `/{group}/forgot-password`: asks the API to email a reset link to the group's reset
 * page. The answer is the same whether or not the email has an account, so the page
 * shows the server's message as it is.
 */
export function ForgotPasswordPage({ group }: { group: Group }) {
  const text = messages.passwordPages;
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${text.forgotTitle} · ${messages.brand.name}`;
  }, [text.forgotTitle]);

  async function submit(values: ForgotPasswordValues): Promise<FormOutcome | null> {
    const outcome = await requestPasswordResetLink(postToApi, { email: values.email, group });
    switch (outcome.kind) {
      case 'sent':
        setSent(outcome.message);
        return null;
      case 'invalid':
        return { message: outcome.errors };
      case 'failed':
        return { message: outcome.message };
    }
  }

  return (
    <AuthLayout group={group}>
      <Typography.Title level={2} style={{ marginBottom: 4 }}>
        {text.forgotTitle}
      </Typography.Title>
      {sent ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={sent}
          description={text.checkInbox}
          style={{ marginTop: 20 }}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 28, fontSize: 15 }}>
            {text.forgotIntro}
          </Typography.Paragraph>
          <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} onSubmit={submit} />
        </>
      )}
      <BackToLoginLink group={group} />
    </AuthLayout>
  );
}
