import type { Control } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { PasswordField } from '../../ui/form/text-field';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The new password, with the brief's hint, and its confirmation. */
export function NewPasswordFields({
  control,
  idPrefix,
}: {
  control: Control<NewPasswordValues>;
  /** Unique on the page: `change-password` gives `change-password-new` and `-confirmation`. */
  idPrefix: string;
}) {
  const text = messages.passwordPages;
  return (
    <>
      <PasswordField
        control={control}
        name="password"
        id={`${idPrefix}-new`}
        label={text.newPasswordLabel}
        autoComplete="new-password"
        extra={text.passwordHint}
      />
      <PasswordField
        control={control}
        name="password_confirmation"
        id={`${idPrefix}-confirmation`}
        label={text.confirmPasswordLabel}
        autoComplete="new-password"
      />
    </>
  );
}
