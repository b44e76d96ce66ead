/**
 * A real SMTP server on a random loopback port (smtp-server), for tests that check what
 * the app sends when SMTP_URL is set. Messages are kept raw and parsed.
 */
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { parseEmail, type ParsedEmail } from '../platform/mail/eml';

export interface ReceivedMail extends ParsedEmail {
  raw: string;
  envelope: { from: string; to: string[] };
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the `count`-th message once it has arrived. */
  waitFor(count: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** On `port`, or a free one; a test restarts an SMTP server on the port it had to take it down for a while. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to set up, nothing leaves the machine.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      text(stream)
        .then(async (raw) => {
          const mail: ReceivedMail = {
            ...(await parseEmail(raw)),
            raw,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
          };
          received.push(mail);
          for (const waiter of waiting.filter((entry) => entry.count === received.length))
            waiter.resolve(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    waitFor: (count) => {
      const mail = received[count - 1];
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
