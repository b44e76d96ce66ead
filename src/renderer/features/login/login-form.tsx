import { yupResolver } from '@hookform/resolvers/yup';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { loginSchema, type LoginValues } from '../../../shared/validation/auth';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { PasswordField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { LoginValues };

interface LoginFormProps {
  /** Shown above the fields until a submit fails (the password has been reset). */
  notice?: ReactNode;
  onSubmit: (values: LoginValues) => Promise<FormOutcome | null>;
}

/** Email and password, validated with the shared `loginSchema`; the page does the signing in. */
export function LoginForm({ notice, onSubmit }: LoginFormProps) {
  const { control, submit, failure, formState } = useMutationForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    onSubmit,
  });
  const text = messages.login;

  return (
    <FormFrame onSubmit={submit} failure={failure} notice={notice}>
      <EmailField control={control} name="email" id="login-email" autoComplete="username" />
      <PasswordField
        control={control}
        name="password"
        id="login-password"
        label={text.passwordLabel}
        autoComplete="current-password"
      />
      <SubmitButton submitting={formState.isSubmitting} block>
        {text.submit}
      </SubmitButton>
    </FormFrame>
  );
}
