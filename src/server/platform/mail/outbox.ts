/**
 * Without SMTP, mail is written as .eml files (RFC 5322, openable by any mail program)
 * into `${DATA_DIR}/outbox/`, where `admin outbox` lists them and tests read them. A
 * message may carry a password reset link, so the folder and files are private to this
 * user, and each file appears whole (written beside, then renamed).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseEmail, type ParsedEmail } from './eml';
import type { Mailer, MailMessage } from './mail-message';

const EML = '.eml';

async function composeWithNodemailer() {
  const { createTransport } = await import('nodemailer');
  return createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
}

export class OutboxMailer implements Mailer {
  // Nodemailer builds the MIME message; the stream transport hands it back as bytes. Loaded
  // with the first message rather than at start (it is a twentieth of a cold start).
  private composer: ReturnType<typeof composeWithNodemailer> | undefined;

  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.composer ??= composeWithNodemailer();
    const { message: bytes } = await (
      await this.composer
    ).sendMail({
      from: this.from,
      date: this.now(),
      ...message,
    });
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const name = outboxFileName(this.now());
    const partial = join(this.folder, `.${name}.partial`);
    try {
      await writeFile(partial, bytes as Buffer, { mode: 0o600, flag: 'wx' });
      await rename(partial, join(this.folder, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  close(): void {
    void this.composer?.then((composer) => composer.close());
  }
}

/** The time first (sortable: newest last by name), then randomness so names never collide. */
function outboxFileName(at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}${EML}`;
}

export interface OutboxEntry extends ParsedEmail {
  /** Absolute path of the .eml file. */
  file: string;
}

/** The messages in an outbox folder, newest first; an absent folder is an empty outbox. */
export async function listOutbox(folder: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith(EML) && !name.startsWith('.'))
    .sort()
    .reverse();
  return Promise.all(files.map((name) => readOutboxMessage(folder, name)));
}

/** One message of the outbox, by file name (a path is reduced to its name: nothing outside the folder is read). */
export async function readOutboxMessage(folder: string, file: string): Promise<OutboxEntry> {
  const path = join(folder, basename(file));
  return { ...(await parseEmail(await readFile(path, 'utf8'))), file: path };
}
