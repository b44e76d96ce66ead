/**
 * The two messages an application sends (brief: "the employer's team is notified by email,
 * and the applicant gets the opportunity's follow-up message"): plain text plus a simple
 * HTML alternative, as the password reset message is written.
 */
import { messages } from '../../../shared/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/html';

const m = messages.candidateOpportunities;
const SIGNATURE = 'The Shortlist team';

/** To each of the posting team's admins and the post's creator. */
export function newApplicationEmail(input: {
  to: string;
  firstName: string;
  applicantName: string;
  /** The applicant's agency, for an agency's application to a project. */
  agency?: string | null;
  /** The post is a job or an agency project. */
  project?: boolean;
  title: string;
  reason: string;
  withCv: boolean;
  withDocument: boolean;
  /** The post's applicants page: `${PUBLIC_URL}/employer/view-applicants/{id}`. */
  applicantsUrl: string;
}): MailMessage {
  const attached = [input.withCv && 'a CV', input.withDocument && 'an additional document']
    .filter(Boolean)
    .join(' and ');
  const paragraphs = [
    greeting(input.firstName),
    `${input.applicantName}${input.agency ? ` (${input.agency})` : ''} applied to your ${input.project ? 'agency project' : 'job opportunity'} ${input.title}${attached ? `, with ${attached}` : ''}.`,
    input.reason ? `Their message: ${input.reason}` : 'They sent no message.',
  ];
  const action = 'See the applicants';
  return {
    to: input.to,
    subject: m.teamMailSubject(input.title),
    text: [...paragraphs, `${action}: ${input.applicantsUrl}`, SIGNATURE, ''].join('\n\n'),
    html: html(paragraphs, { label: action, url: input.applicantsUrl }),
  };
}

/** To the applicant: the post's follow-up message, with the employer's name. */
export function followUpEmail(input: {
  to: string;
  firstName: string;
  title: string;
  company: string;
  followUp: string;
}): MailMessage {
  const paragraphs = [
    greeting(input.firstName),
    `Thank you for applying to ${input.title} at ${input.company}. ${input.company} says:`,
    input.followUp,
  ];
  return {
    to: input.to,
    subject: m.applicantMailSubject(input.title),
    text: [...paragraphs, SIGNATURE, ''].join('\n\n'),
    html: html(paragraphs),
  };
}

function greeting(firstName: string): string {
  return firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,';
}

function html(paragraphs: readonly string[], link?: { label: string; url: string }): string {
  const body = paragraphs
    .map((text) => `    <p style="white-space: pre-wrap">${escapeHtml(text)}</p>`)
    .join('\n');
  const button = link
    ? `\n    <p><a href="${escapeHtml(link.url)}" style="display: inline-block; padding: 10px 18px; background: #1f1f1f; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f1f1f; line-height: 1.5">
${body}${button}
    <p>${SIGNATURE}</p>
  </body>
</html>
`;
}
