/**
 * The notice mailed to the old address when an admin changes their sign-in email on the
 * company's edit-profile: the old mailbox's owner learns of it even if someone else made the
 * change. The brief gives no wording; this follows the usual account-change notice.
 */
import { messages } from '../../../shared/messages';
import { escapeHtml } from '../../platform/html';
import type { MailMessage } from '../../platform/mail/mailer';

export interface EmailChangeNotice {
  /** The address the account used until now. */
  oldEmail: string;
  newEmail: string;
  firstName: string;
}

export function emailChangeNotice(input: EmailChangeNotice): MailMessage {
  const name = input.firstName.trim();
  const lines = [
    name ? `Hello ${name},` : 'Hello,',
    `The email address you sign in to Shortlist with was changed from ${input.oldEmail} to ${input.newEmail}.`,
    'From now on we write to the new address about your account and your password resets.',
    'If you did not make this change, reply to this email at once so we can secure your account.',
    'The Shortlist team',
  ];
  const html = `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f1f1f; line-height: 1.5">
${lines.map((line) => `    <p>${escapeHtml(line)}</p>`).join('\n')}
  </body>
</html>
`;
  return {
    to: input.oldEmail,
    subject: messages.companyProfile.emailChangedSubject,
    text: `${lines.join('\n\n')}\n`,
    html,
  };
}
