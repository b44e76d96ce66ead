import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  changePasswordSchema,
  type ChangePasswordValues,
} from '../../../shared/validation/passwords';
import { FormFailure } from '../../ui/form/form-failure';
import { PasswordField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

interface ChangePasswordFormProps {
  /** `form` lets the page empty the fields once the password is changed. */
  onSubmit: (
    values: ChangePasswordValues,
    form: UseFormReturn<ChangePasswordValues>,
  ) => Promise<FormOutcome | null>;
}

/** Current, new and confirmed password, validated with the shared `changePasswordSchema`. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const text = messages.passwordPages;
  const { control, submit, failure, formState } = useMutationForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormFailure message={failure} />
      <Form component={false} layout="vertical" requiredMark={false}>
        <PasswordField
          control={control}
          name="current_password"
          id="change-password-current"
          label={text.currentPasswordLabel}
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="password"
          id="change-password-new"
          label={text.newPasswordLabel}
          autoComplete="new-password"
          extra={text.passwordHint}
        />
        <PasswordField
          control={control}
          name="password_confirmation"
          id="change-password-confirmation"
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
          {text.changeSubmit}
        </Button>
      </Form>
    </form>
  );
}
