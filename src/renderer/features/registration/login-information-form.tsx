import { yupResolver } from '@hookform/resolvers/yup';
import { messages } from '../../../shared/messages';
import {
  registerLoginSchema,
  type RegisterLoginValues,
} from '../../../shared/validation/registration';
import { PasswordField } from '../../ui/form/text-field';
import { EmailField, FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { RegisterLoginValues };

interface LoginInformationFormProps {
  defaultValues: RegisterLoginValues;
  /** Resolves to a message for the email field (the email is taken), or null to go on. */
  onSubmit: (values: RegisterLoginValues) => Promise<FormOutcome | null>;
}

/** Registration step 1: email and password, under the shared `registerLoginSchema`. */
export function LoginInformationForm({ defaultValues, onSubmit }: LoginInformationFormProps) {
  const { control, submit, formState } = useMutationForm<RegisterLoginValues>({
    resolver: yupResolver(registerLoginSchema),
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
      />
      <PasswordField
        control={control}
        name="password"
        id="register-password"
        label={text.password}
        extra={text.passwordHint}
        autoComplete="new-password"
      />
      <div className="registration-actions">
        <SubmitButton submitting={formState.isSubmitting}>{text.next}</SubmitButton>
      </div>
    </FormFrame>
  );
}
