/**
 * A local stand-in for Twilio's Messages API, for the tests of TwilioSmsSender (as
 * testing/fake-stripe.ts stands in for Stripe): it checks HTTP Basic credentials and the
 * form fields as Twilio does, keeps the texts it accepted, and answers Twilio's error body
 * for a bad login, a missing field or a number marked unreachable.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export class FakeTwilio {
  readonly accountSid = `AC${randomBytes(16).toString('hex')}`;
  readonly authToken = randomBytes(16).toString('hex');
  readonly messages: FakeTwilioMessage[] = [];
  /** Numbers Twilio refuses (error 21211, "Invalid 'To' Phone Number"). */
  readonly unreachable = new Set<string>();
  private server: Server | undefined;
  private origin = '';

  get apiUrl(): string {
    return this.origin;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server ? this.server.close((error) => (error ? reject(error) : resolve())) : resolve(),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });

    const path = new URL(request.url ?? '/', this.origin).pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (request.method !== 'POST' || !match)
      return error(404, 20404, 'The requested resource was not found');

    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (
      request.headers.authorization !== expected ||
      decodeURIComponent(match[1]!) !== this.accountSid
    )
      return error(401, 20003, 'Authenticate');

    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid)
      return error(
        400,
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
      );
    if (!body) return error(400, 21602, 'Message body is required.');
    if (this.unreachable.has(to)) return error(400, 21211, `Invalid 'To' Phone Number: ${to}`);

    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid: this.accountSid,
      to,
      from,
      messagingServiceSid,
      body,
    };
    this.messages.push(message);
    answer(201, { sid: message.sid, status: 'queued', to, from, body });
  }
}
