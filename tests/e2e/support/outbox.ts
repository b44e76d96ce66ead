import { join } from 'node:path';
import { listOutbox, type OutboxEntry } from '../../../src/server/platform/mail/outbox';
import { linksIn } from '../../../src/server/platform/mail/eml';

/**
 * The journeys' server has no SMTP_URL, so its mail is written to `${DATA_DIR}/outbox`
 * (global-setup.ts hands the folder over as E2E_DATA_DIR). Read with the server's own
 * reader, which the server's tests cover.
 */
export function outboxFolder(): string | null {
  const dataDir = process.env.E2E_DATA_DIR;
  return dataDir ? join(dataDir, 'outbox') : null;
}

export async function messagesTo(folder: string, email: string): Promise<OutboxEntry[]> {
  const address = email.toLowerCase();
  return (await listOutbox(folder)).filter((entry) => entry.to.toLowerCase().includes(address));
}

/**
 * The newest reset link mailed to `email`, waiting for it: the API answers before it
 * sends (so its timing tells nothing about which emails exist).
 */
export async function waitForResetLink(
  folder: string,
  email: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<URL> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const seen = options.after ?? 0;
  while (Date.now() < deadline) {
    const messages = await messagesTo(folder, email);
    if (messages.length > seen) {
      const link = messages
        .flatMap((message) => linksIn(message))
        .find((href) => href.includes('/reset-password?'));
      if (link) return new URL(link);
    }
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No password reset email reached ${email} in ${folder}`);
}

/** The first link to a path containing `pathPart` in the mails to `email` (waits for one). */
export async function waitForMailedLink(
  folder: string,
  email: string,
  pathPart: string,
  timeoutMs = 15_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const link = (await messagesTo(folder, email))
      .flatMap((message) => linksIn(message))
      .find((href) => href.includes(pathPart));
    if (link) return new URL(link);
    await new Promise((wake) => setTimeout(wake, 200));
  }
  throw new Error(`No link to ${pathPart} reached ${email} in ${folder}`);
}
