/**
 * Outgoing text messages (SMS), like outgoing mail (mail/mailer.ts): Twilio when its
 * account is configured (TWILIO_*), else `.sms` files in the outbox folder that
 * `admin outbox` lists, so every install can complete a flow that texts a code.
 */
import { OutboxSmsSender } from './sms-outbox';
import { TwilioSmsSender, type TwilioOptions } from './twilio-sender';
import type { SmsSender } from './sms-message';

export { SmsNotSent, type SmsMessage, type SmsSender } from './sms-message';

export interface SmsSenderOptions {
  twilio?: TwilioOptions;
  /** Where texts go without a provider: `${DATA_DIR}/outbox`, beside the mail. */
  outboxDir: string;
}

export function createSmsSender(options: SmsSenderOptions): SmsSender {
  return options.twilio
    ? new TwilioSmsSender(options.twilio)
    : new OutboxSmsSender(options.outboxDir);
}
