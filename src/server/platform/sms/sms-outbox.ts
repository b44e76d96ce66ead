/**
 * Without an SMS provider, texts are written as `.sms` files (JSON: to, body, date) into
 * the outbox folder beside the mail's `.eml` files, where `admin outbox` lists them and
 * tests read them. A text carries a one-time code, so the folder and files are private
 * to this user, and each file appears whole (written beside, then renamed), as outbox.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SmsMessage, SmsSender } from './sms-message';

export const SMS_EXTENSION = '.sms';

export class OutboxSmsSender implements SmsSender {
  constructor(
    readonly folder: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const date = this.now();
    const bytes = `${JSON.stringify({ to: message.to, body: message.body, date: date.toISOString() }, null, 2)}\n`;
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}${SMS_EXTENSION}`;
    const partial = join(this.folder, `.${name}.partial`);
    try {
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, join(this.folder, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}

export interface SmsOutboxEntry extends SmsMessage {
  date: Date | null;
  /** Absolute path of the .sms file. */
  file: string;
}

/** The texts in an outbox folder, newest first; an absent folder has none. */
export async function listSmsOutbox(folder: string): Promise<SmsOutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith(SMS_EXTENSION) && !name.startsWith('.'))
    .sort()
    .reverse();
  return Promise.all(files.map((name) => readSmsOutboxMessage(folder, name)));
}

/** One text of the outbox, by file name (a path is reduced to its name: nothing outside the folder is read). */
export async function readSmsOutboxMessage(folder: string, file: string): Promise<SmsOutboxEntry> {
  const path = join(folder, basename(file));
  const parsed = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  const date = typeof parsed['date'] === 'string' ? new Date(parsed['date']) : null;
  return {
    to: String(parsed['to'] ?? ''),
    body: String(parsed['body'] ?? ''),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    file: path,
  };
}

export function isSmsOutboxFile(file: string): boolean {
  return file.endsWith(SMS_EXTENSION);
}
