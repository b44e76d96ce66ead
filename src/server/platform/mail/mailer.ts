/**
 * Outgoing mail: SMTP when SMTP_URL is set, else .eml files in an outbox folder that the
 * admin CLI lists (`admin outbox`), so every install can complete flows that send mail.
 */
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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
