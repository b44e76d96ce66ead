import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import { useForm, type UseFormReset, type UseFormSetError } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { changePasswordSchema, type ChangePasswordValues } from '../../shared/validation/passwords';
import { PasswordField } from './password-field';

export interface ChangePasswordFormApi {
  setError: UseFormSetError<ChangePasswordValues>;
  reset: UseFormReset<ChangePasswordValues>;
}

interface ChangePasswordFormProps {
  onSubmit: (values: ChangePasswordValues, form: ChangePasswordFormApi) => Promise<void>;
}

const EMPTY: ChangePasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** Current, new and confirmed password, validated with the shared `changePasswordSchema`. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const text = messages.passwordPages;
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, { setError, reset }))}>
      <Form component={false} layout="vertical" requiredMark={false}>
        <PasswordField
          control={control}
          name="current_password"
          id="change-password-current"
          label={text.currentPasswordLabel}
          error={errors.current_password?.message}
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="password"
          id="change-password-new"
          label={text.newPasswordLabel}
          error={errors.password?.message}
          autoComplete="new-password"
          hint={text.passwordHint}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          id="change-password-confirmation"
          label={text.confirmPasswordLabel}
          error={errors.password_confirmation?.message}
          autoComplete="new-password"
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={isSubmitting}
          style={{ marginTop: 8 }}
        >
          {text.changeSubmit}
        </Button>
      </Form>
    </form>
  );
}
