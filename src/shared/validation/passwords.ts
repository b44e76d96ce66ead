/**
 * Credentials: the brief's email and password rules, and the change, forgotten and reset
 * password forms. Shared by the renderer's forms and the server (GraphQL `changePassword`,
 * `POST /api/forgot-password`, `POST /api/reset-password`), so both give the same messages.
 */
import { object, ref, string, type InferType } from 'yup';
import { messages } from '../messages';
import { GROUPS } from '../users';

/** The brief's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * At least one special (non-word) character and no spaces. Whitespace is itself a
 * non-word character, so "special" here means neither a word character nor a space.
 */
export const PASSWORD_PATTERN = /^(?=.*[^\w\s])\S+$/;

/** An email address: 'Please enter an email' when empty, else the standard pattern. */
export function emailRule() {
  return string().trim().required(messages.auth.emailRequired).email(messages.auth.emailInvalid);
}

/**
 * A new password under the brief's shared rule, one message at a time: 'Please enter a
 * password' when empty, 'Password must contain 1 special character' when the pattern
 * fails, else 'Password must be at least 8 characters'. Never trimmed.
 */
export function newPasswordRule() {
  return string()
    .required(messages.auth.passwordRequired)
    .test(
      'password-pattern',
      messages.auth.passwordSpecialCharacter,
      (value) => !value || PASSWORD_PATTERN.test(value),
    )
    .test(
      'password-length',
      messages.auth.passwordMinLength,
      (value) => !value || !PASSWORD_PATTERN.test(value) || value.length >= PASSWORD_MIN_LENGTH,
    );
}

/** Change password: current and new at least 8 characters, the confirmation must match. */
export const changePasswordSchema = object({
  current_password: string()
    .required(messages.auth.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.auth.passwordMinLength),
  password: newPasswordRule(),
  password_confirmation: string()
    .required(messages.passwords.changeMismatch)
    .oneOf([ref('password')], messages.passwords.changeMismatch),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

/** The forgotten-password form: the account's email. */
export const forgotPasswordSchema = object({
  email: emailRule(),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** `POST /api/forgot-password`: the form plus the group whose reset page the email links to. */
export const forgotPasswordRequestSchema = forgotPasswordSchema.shape({
  group: string().required().oneOf(GROUPS),
});
export type ForgotPasswordRequest = InferType<typeof forgotPasswordRequestSchema>;

/** The reset-password form (email and token come from the link's query). */
export const resetPasswordSchema = object({
  password: newPasswordRule(),
  password_confirmation: string()
    .required(messages.passwords.resetConfirmationMismatch)
    .oneOf([ref('password')], messages.passwords.resetConfirmationMismatch),
});
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;

/** `POST /api/reset-password`: the form plus the email and token from the link. */
export const resetPasswordRequestSchema = resetPasswordSchema.shape({
  email: emailRule(),
  token: string().trim().required(messages.passwordReset.tokenExpired),
});
export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;
