import { listSmsOutbox, type SmsOutboxEntry } from '../../../src/server/platform/sms/sms-outbox';

/**
 * The journeys' server has no TWILIO_* settings, so its texts are written as `.sms` files to
 * `${DATA_DIR}/outbox` beside the mail (support/outbox.ts gives the folder). Read with the
 * server's own reader, which the server's tests cover.
 */
export async function textsTo(folder: string, phone: string): Promise<SmsOutboxEntry[]> {
  return (await listSmsOutbox(folder)).filter((entry) => entry.to === phone);
}

/** The 6-digit code of the newest text to `phone` (international form) past the first `after`. */
export async function waitForSmsCode(
  folder: string,
  phone: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const texts = await textsTo(folder, phone);
    if (texts.length > (options.after ?? 0)) {
      const code = /\b(\d{6})\b/.exec(texts[0]!.body)?.[1];
      if (code) return code;
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No code texted to ${phone} in ${folder}`);
}
