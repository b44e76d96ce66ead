/**
 * The password reset message: plain text (what every client shows) and a simple HTML
 * alternative. The brief gives no wording; this follows the usual reset notice: why it
 * came, the link, how long it lasts, and what to do if it was not you.
 */
import { layoutMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

export interface PasswordResetEmail {
  to: string;
  firstName: string;
  /** The group's reset page with email and token: `${PUBLIC_URL}/{group}/reset-password?…`. */
  resetUrl: string;
  validMinutes: number;
}

export const PASSWORD_RESET_SUBJECT = 'Reset your Shortlist password';

export function passwordResetEmail(input: PasswordResetEmail): MailMessage {
  return layoutMail({
    to: input.to,
    subject: PASSWORD_RESET_SUBJECT,
    firstName: input.firstName,
    intro: [
      'You are receiving this email because we received a password reset request for your Shortlist account.',
    ],
    action: { label: 'Reset your password', url: input.resetUrl },
    outro: [
      `This password reset link will expire in ${input.validMinutes} minutes.`,
      'If you did not request a password reset, no further action is required.',
    ],
  });
}
