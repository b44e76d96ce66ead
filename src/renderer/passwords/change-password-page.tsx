import { useMutation } from '@apollo/client/react';
import { Alert, Card, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../shared/messages';
import type { ChangePasswordValues } from '../../shared/validation/passwords';
import { useToast } from '../layout/toast';
import { ChangePasswordForm, type ChangePasswordFormApi } from './change-password-form';
import { changePasswordMutation } from './documents';
import { mutationFailureOf } from './graphql-errors';
import './change-password-page.css';

const FORM_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** Success toasts stay 4 seconds (brief, section 9). */
const SUCCESS_TOAST_SECONDS = 4;

/**
 * `/{group}/change-password`, for every group. The server checks the current password
 * and ends the user's other sessions; this one stays signed in.
 */
export function ChangePasswordPage() {
  const text = messages.passwordPages;
  const { token } = theme.useToken();
  const toast = useToast();
  const [changePassword] = useMutation(changePasswordMutation);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${text.changeTitle} · ${messages.brand.name}`;
  }, [text.changeTitle]);

  async function submit(values: ChangePasswordValues, form: ChangePasswordFormApi) {
    setFailure(null);
    try {
      const { data } = await changePassword({ variables: { input: values } });
      if (!data?.changePassword) {
        setFailure(messages.common.somethingWentWrong);
        return;
      }
      form.reset();
      void toast.success(text.changed, SUCCESS_TOAST_SECONDS);
    } catch (error) {
      const outcome = mutationFailureOf(error);
      if (outcome.kind === 'message') {
        setFailure(outcome.message);
        return;
      }
      let shown = false;
      for (const name of FORM_FIELDS) {
        const message = outcome.fields[name]?.[0];
        if (message) {
          form.setError(name, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      // Messages about no field of this form still need to reach the user.
      if (!shown) setFailure(Object.values(outcome.fields).flat()[0] ?? null);
    }
  }

  return (
    <Card
      className="change-password-card"
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary }}
    >
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
        {text.changeTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24, fontSize: 15 }}>
        {text.changeIntro}
      </Typography.Paragraph>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 20 }} />
      )}
      <ChangePasswordForm onSubmit={submit} />
    </Card>
  );
}
