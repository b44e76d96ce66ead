/**
 * Texts through Twilio's Programmable Messaging REST API (one form-encoded POST per text,
 * HTTP Basic with the account SID and auth token), over fetch: no SDK for one call.
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
import { SmsNotSent, type SmsMessage, type SmsSender } from './sms-message';

export const TWILIO_API_URL = 'https://api.twilio.com';

export interface TwilioOptions {
  /** TWILIO_ACCOUNT_SID: `AC` and 32 hex digits. */
  accountSid: string;
  /** TWILIO_AUTH_TOKEN. */
  authToken: string;
  /** TWILIO_FROM: the sending number (E.164) or a Messaging Service SID (`MG…`). */
  from: string;
  /** The API's origin; tests point it at a local fake (fake-twilio.ts). */
  apiUrl?: string;
  /** How long to wait for Twilio before giving up (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class TwilioSmsSender implements SmsSender {
  constructor(private readonly options: TwilioOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from } = this.options;
    const url = `${this.options.apiUrl ?? TWILIO_API_URL}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    // A Messaging Service picks the sender itself.
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsNotSent(`Twilio could not be reached: ${(error as Error).message}`);
    }
    if (response.ok) return;
    // Twilio's error body: { code, message, more_info, status }.
    const body = (await response.json().catch(() => null)) as {
      code?: number;
      message?: string;
    } | null;
    throw new SmsNotSent(
      `Twilio refused the text (HTTP ${response.status}${body?.code ? `, error ${body.code}` : ''}): ${body?.message ?? response.statusText}`,
    );
  }
}
