import { yupResolver } from '@hookform/resolvers/yup';
import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../../../shared/validation/passwords';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
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
    <FormFrame onSubmit={submit} failure={failure}>
      <NewPasswordFields
        control={control as unknown as Control<NewPasswordValues>}
        idPrefix="reset-password"
      />
      <SubmitButton submitting={formState.isSubmitting} block>
        {text.resetSubmit}
      </SubmitButton>
    </FormFrame>
  );
}
