import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { resetPasswordSchema, type ResetPasswordValues } from '../../shared/validation/passwords';
import { PasswordField } from './password-field';

interface ResetPasswordFormProps {
  /** `setError` lets the page put the server's field messages on the fields. */
  onSubmit: (
    values: ResetPasswordValues,
    setError: UseFormSetError<ResetPasswordValues>,
  ) => Promise<void>;
}

/** The new password and its confirmation, validated with the shared `resetPasswordSchema`. */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const text = messages.passwordPages;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <Form component={false} layout="vertical" requiredMark={false}>
        <PasswordField
          control={control}
          name="password"
          id="reset-password"
          label={text.newPasswordLabel}
          error={errors.password?.message}
          autoComplete="new-password"
          hint={text.passwordHint}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          id="reset-password-confirmation"
          label={text.confirmPasswordLabel}
          error={errors.password_confirmation?.message}
          autoComplete="new-password"
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          style={{ marginTop: 8 }}
        >
          {text.resetSubmit}
        </Button>
      </Form>
    </form>
  );
}
