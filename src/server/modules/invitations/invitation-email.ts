/**
 * The invitation message: plain text (what every client shows) and a simple HTML
 * alternative. It names the team and who invited, and carries two links to the same
 * invitation: the web page (`${PUBLIC_URL}/invite/{token}`) and the desktop app's
 * `shortlist://invite/{token}` ("Open in the Shortlist app"), which the app's deep-link
 * handling opens at the same page.
 */
import { messages } from '../../../shared/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/html';

export interface InvitationEmail {
  to: string;
  firstName: string;
  /** The team's name (the company or agency). */
  teamName: string;
  /** Who invited (the admin who sent or resent it). */
  inviterName: string;
  webUrl: string;
  desktopUrl: string;
  expiresAt: Date;
}

const m = messages.invitations;

export function invitationEmail(input: InvitationEmail): MailMessage {
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : 'Hello,';
  const teamName = input.teamName.trim() || 'a team';
  const inviter = input.inviterName.trim() || 'A team admin';
  const expires = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  const lines = {
    invited: m.mailInvited(inviter, teamName),
    expiry: m.mailExpires(expires),
    ignore: m.mailIgnore,
    signature: 'The Shortlist team',
  };
  const text = [
    greeting,
    '',
    lines.invited,
    '',
    `${m.mailAccept}: ${input.webUrl}`,
    '',
    `${m.mailOpenInApp}: ${input.desktopUrl}`,
    '',
    lines.expiry,
    '',
    lines.ignore,
    '',
    lines.signature,
    '',
  ].join('\n');
  const web = escapeHtml(input.webUrl);
  const desktop = escapeHtml(input.desktopUrl);
  const html = `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f1f1f; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>${escapeHtml(lines.invited)}</p>
    <p><a href="${web}" style="display: inline-block; padding: 10px 18px; background: #1f1f1f; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(m.mailAccept)}</a></p>
    <p><a href="${desktop}">${escapeHtml(m.mailOpenInApp)}</a></p>
    <p style="font-size: 13px">If the button does not work, open this link: <a href="${web}">${web}</a></p>
    <p>${escapeHtml(lines.expiry)}</p>
    <p>${escapeHtml(lines.ignore)}</p>
    <p>${escapeHtml(lines.signature)}</p>
  </body>
</html>
`;
  return { to: input.to, subject: m.mailSubject(teamName), text, html };
}
