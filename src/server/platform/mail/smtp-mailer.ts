import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mail-message';

/** Sends through the SMTP server of SMTP_URL (e.g. `smtps://user:pass@smtp.example.com`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
