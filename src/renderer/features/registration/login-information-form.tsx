import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import {
  registerLoginSchema,
  type RegisterLoginValues,
} from '../../../shared/validation/registration';
import { PasswordField } from '../../ui/form/text-field';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { RegisterLoginValues };

/** Step 1's values; the confirmation only where the form asks for it. */
export type LoginInformationValues = RegisterLoginValues & { password_confirmation?: string };

interface LoginInformationFormProps {
  defaultValues: LoginInformationValues;
  /** Resolves to a message for the email field (the email is taken), or null to go on. */
  onSubmit: (values: LoginInformationValues) => Promise<FormOutcome | null>;
  /** The rules' resolver, when not the registration's (`registerLoginSchema`). */
  resolver?: Resolver<LoginInformationValues>;
  /** The invited member's step 1: the invitation's address, shown but not typed. */
  emailReadOnly?: boolean;
  /** Asks for the password twice (the invited member's step 1). */
  confirmPassword?: boolean;
}

const registerResolver: Resolver<LoginInformationValues> = yupResolver(registerLoginSchema);

/**
 * Registration step 1: email and password, under the shared `registerLoginSchema`; also the
 * invited member's step 1 (team-registration), with its own rules and the email read-only.
 */
export function LoginInformationForm({
  defaultValues,
  onSubmit,
  resolver = registerResolver,
  emailReadOnly = false,
  confirmPassword = false,
}: LoginInformationFormProps) {
  const { control, submit, formState } = useMutationForm<LoginInformationValues>({
    resolver,
    defaultValues,
    onSubmit,
  });
  const text = messages.registrationPages;

  return (
    <FormFrame onSubmit={submit} label={text.steps.loginInformation}>
      <EmailField
        control={control}
        name="email"
        id="register-email"
        label={text.email}
        autoComplete="email"
        readOnly={emailReadOnly}
      />
      <PasswordField
        control={control}
        name="password"
        id="register-password"
        label={text.password}
        extra={text.passwordHint}
        autoComplete="new-password"
      />
      {confirmPassword && (
        <PasswordField
          control={control}
          name="password_confirmation"
          id="register-password-confirmation"
          label={text.confirmPassword}
          autoComplete="new-password"
        />
      )}
      <div className="registration-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.next}</SubmitButton>
      </div>
    </FormFrame>
  );
}
