/**
 * The one layout of the mails we send (invitation, password reset): a greeting, paragraphs,
 * one call-to-action button with its link spelled out for clients that drop the button, the
 * paragraphs after it and the signature. Plain text is what every client shows; the HTML is
 * a simple alternative with every value escaped.
 */
import { escapeHtml } from '../html';
import type { MailMessage } from './mailer';

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** The recipient's first name for the greeting; blank greets without a name. */
  firstName: string;
  /** The paragraphs before the call to action. */
  intro: readonly string[];
  action: MailLink;
  /** Further links shown under the button (e.g. the desktop app's). */
  links?: readonly MailLink[];
  /** The paragraphs after the call to action (how long it lasts, what if it was not you). */
  outro: readonly string[];
}

const SIGNATURE = 'The Shortlist team';

const BUTTON_STYLE =
  'display: inline-block; padding: 10px 18px; background: #1f1f1f; color: #ffffff; text-decoration: none; border-radius: 4px';

export function layoutMail(content: MailContent): MailMessage {
  const name = content.firstName.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const links = content.links ?? [];
  const text = [
    greeting,
    ...content.intro,
    ...[content.action, ...links].map(({ label, url }) => `${label}: ${url}`),
    ...content.outro,
    SIGNATURE,
  ]
    .map((paragraph) => `${paragraph}\n`)
    .join('\n');

  const paragraph = (value: string) => `    <p>${escapeHtml(value)}</p>`;
  const action = escapeHtml(content.action.url);
  const html = `<!doctype html>
<html>
  <body style="font-family: Arial, Helvetica, sans-serif; color: #1f1f1f; line-height: 1.5">
${[
  paragraph(greeting),
  ...content.intro.map(paragraph),
  `    <p><a href="${action}" style="${BUTTON_STYLE}">${escapeHtml(content.action.label)}</a></p>`,
  ...links.map(
    ({ label, url }) => `    <p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
  ),
  `    <p style="font-size: 13px">If the button does not work, open this link: <a href="${action}">${action}</a></p>`,
  ...content.outro.map(paragraph),
  paragraph(SIGNATURE),
].join('\n')}
  </body>
</html>
`;
  return { to: content.to, subject: content.subject, text, html };
}
