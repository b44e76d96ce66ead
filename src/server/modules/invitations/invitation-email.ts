/**
 * The invitation message: plain text (what every client shows) and a simple HTML
 * alternative. It names the team and who invited, and carries two links to the same
 * invitation: the web page (`${PUBLIC_URL}/invite/{token}`) and the desktop app's
 * `shortlist://invite/{token}` ("Open in the Shortlist app"), which the app's deep-link
 * handling opens at the same page.
 */
import { messages } from '../../../shared/messages';
import { layoutMail } from '../../platform/mail/layout';
import type { MailMessage } from '../../platform/mail/mailer';

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
  const teamName = input.teamName.trim() || 'a team';
  const inviter = input.inviterName.trim() || 'A team admin';
  const expires = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  return layoutMail({
    to: input.to,
    subject: m.mailSubject(teamName),
    firstName: input.firstName,
    intro: [m.mailInvited(inviter, teamName)],
    action: { label: m.mailAccept, url: input.webUrl },
    links: [{ label: m.mailOpenInApp, url: input.desktopUrl }],
    outro: [m.mailExpires(expires), m.mailIgnore],
  });
}
