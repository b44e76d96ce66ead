/**
 * The password reset message: plain text (what every client shows) and a simple HTML
 * alternative. The brief gives no wording; this follows the usual reset notice: why it
 * came, the link, how long it lasts, and what to do if it was not you.
 */
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/html';

export interface PasswordResetEmail {
  to: string;
  firstName: string;
  /** The group's reset page with email and token: `${PUBLIC_URL}/{group}/reset-password?…`. */
  resetUrl: string;
  validMinutes: number;
}

export const PASSWORD_RESET_SUBJECT = 'Reset your Shortlist password';

export function passwordResetEmail(input: PasswordResetEmail): MailMessage {
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const lines = {
    why: 'You are receiving this email because we received a password reset request for your Shortlist account.',
    action: 'Reset your password',
    expiry: `This password reset link will expire in ${input.validMinutes} minutes.`,
    ignore: 'If you did not request a password reset, no further action is required.',
    signature: 'The Shortlist team',
  };
  const text = [
    greeting,
    '',
    lines.why,
    '',
    `${lines.action}: ${input.resetUrl}`,
    '',
    lines.expiry,
    '',
    lines.ignore,
    '',
    lines.signature,
    '',
  ].join('\n');
  const url = escapeHtml(input.resetUrl);
  const html = `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f1f1f; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(lines.why)}</p>
    <p><a href="${url}" style="display: inline-block; padding: 10px 18px; background: #1f1f1f; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(lines.action)}</a></p>
    <p style="font-size: 13px">If the button does not work, open this link: <a href="${url}">${url}</a></p>
    <p>${escapeHtml(lines.expiry)}</p>
    <p>${escapeHtml(lines.ignore)}</p>
    <p>${escapeHtml(lines.signature)}</p>
  </body>
</html>
`;
  return { to: input.to, subject: PASSWORD_RESET_SUBJECT, text, html };
}
