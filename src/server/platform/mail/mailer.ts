/**
 * Outgoing mail: SMTP when SMTP_URL is set, else .eml files in an outbox folder that the
 * admin CLI lists (`admin outbox`), so every install can complete flows that send mail.
 */
import { OutboxMailer } from './outbox';
import type { Mailer } from './mail-message';
import { SmtpMailer } from './smtp-mailer';

export type { Mailer, MailMessage } from './mail-message';

export const DEFAULT_MAIL_FROM = 'Shortlist <no-reply@shortlist.local>';

export interface MailerOptions {
  /** smtp:// or smtps:// URL, credentials included when the server needs them. */
  smtpUrl?: string;
  /** The From header; DEFAULT_MAIL_FROM unless set. */
  from?: string;
  /** Where messages go without SMTP: `${DATA_DIR}/outbox`. */
  outboxDir: string;
}

export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, from)
    : new OutboxMailer(options.outboxDir, from);
}
