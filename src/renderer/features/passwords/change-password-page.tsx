import { useMutation } from '@apollo/client/react';
import { Card, Typography, theme } from 'antd';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import type { ChangePasswordValues } from '../../../shared/validation/passwords';
import { useToast } from '../../ui/toast';
import type { FormOutcome } from '../../ui/form/use-mutation-form';
import { ChangePasswordForm } from './change-password-form';
import { changePasswordMutation } from './documents';
import { mutationFailureOf } from './graphql-errors';
import './change-password-page.css';

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

  useEffect(() => {
    document.title = `${text.changeTitle} · ${messages.brand.name}`;
  }, [text.changeTitle]);

  async function submit(
    values: ChangePasswordValues,
    form: UseFormReturn<ChangePasswordValues>,
  ): Promise<FormOutcome | null> {
    try {
      const { data } = await changePassword({ variables: { input: values } });
      if (!data?.changePassword) return { message: messages.common.somethingWentWrong };
      form.reset();
      void toast.success(text.changed, SUCCESS_TOAST_SECONDS);
      return null;
    } catch (error) {
      const failure = mutationFailureOf(error);
      return failure.kind === 'message' ? { message: failure.message } : { fields: failure.fields };
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
      <ChangePasswordForm onSubmit={submit} />
    </Card>
  );
}
