/** What the SMS senders share (sms-sender.ts builds the one in use). */
export interface SmsMessage {
  /** International form with a leading + (E.164). */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects with SmsNotSent otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; `message` never carries credentials. */
export class SmsNotSent extends Error {
  override readonly name = 'SmsNotSent';
}
