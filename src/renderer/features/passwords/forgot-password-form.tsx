import { yupResolver } from '@hookform/resolvers/yup';
import { messages } from '../../../shared/messages';
import {
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '../../../shared/validation/passwords';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

interface ForgotPasswordFormProps {
  /** Prefilled, e.g. from an expired reset link. */
  defaultEmail?: string;
  onSubmit: (values: ForgotPasswordValues) => Promise<FormOutcome | null>;
}

/** The account's email, validated with the shared `forgotPasswordSchema`. */
export function ForgotPasswordForm({ defaultEmail = '', onSubmit }: ForgotPasswordFormProps) {
  const { control, submit, failure, formState } = useMutationForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
    onSubmit,
  });

  return (
    <FormFrame onSubmit={submit} failure={failure}>
      <EmailField
        control={control}
        name="email"
        id="forgot-password-email"
        autoComplete="username"
      />
      <SubmitButton submitting={formState.isSubmitting} block>
        {messages.passwordPages.sendLink}
      </SubmitButton>
    </FormFrame>
  );
}
