import { yupResolver } from '@hookform/resolvers/yup';
import type { Control, UseFormReturn } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  changePasswordSchema,
  type ChangePasswordValues,
} from '../../../shared/validation/passwords';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
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
    <FormFrame onSubmit={submit} failure={failure}>
      <PasswordField
        control={control}
        name="current_password"
        id="change-password-current"
        label={text.currentPasswordLabel}
        autoComplete="current-password"
      />
      <NewPasswordFields
        control={control as unknown as Control<NewPasswordValues>}
        idPrefix="change-password"
      />
      <SubmitButton submitting={formState.isSubmitting} block>
        {text.changeSubmit}
      </SubmitButton>
    </FormFrame>
  );
}
