import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import { messages } from '../../../shared/messages';
import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../../../shared/validation/passwords';
import { FormFailure } from '../../ui/form/form-failure';
import { PasswordField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

interface ResetPasswordFormProps {
  onSubmit: (values: ResetPasswordValues) => Promise<FormOutcome | null>;
}

/** The new password and its confirmation, validated with the shared `resetPasswordSchema`. */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const text = messages.passwordPages;
  const { control, submit, failure, formState } = useMutationForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormFailure message={failure} />
      <Form component={false} layout="vertical" requiredMark={false}>
        <PasswordField
          control={control}
          name="password"
          id="reset-password"
          label={text.newPasswordLabel}
          autoComplete="new-password"
          extra={text.passwordHint}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          id="reset-password-confirmation"
          label={text.confirmPasswordLabel}
          autoComplete="new-password"
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={formState.isSubmitting}
          style={{ marginTop: 8 }}
        >
          {text.resetSubmit}
        </Button>
      </Form>
    </form>
  );
}
