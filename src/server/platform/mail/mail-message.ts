/** What a mailer sends and how: apart from mailer.ts, so the mailers need not import their factory. */
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
