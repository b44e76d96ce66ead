import { join } from 'node:path';
import { listOutbox, readOutboxMessage } from '../../platform/mail/outbox';
import {
  isSmsOutboxFile,
  listSmsOutbox,
  readSmsOutboxMessage,
} from '../../platform/sms/sms-outbox';
import { formatTable } from '../table';
import type { AdminFolderCommand } from './command';

/**
 * `admin outbox` lists the mail (no SMTP_URL) and the text messages (no TWILIO_*) written to
 * DATA_DIR/outbox, newest first, a table each; `admin outbox <file>` prints one message:
 * a mail's headers and text, links decoded, or a text's number and body.
 */
export const outbox: AdminFolderCommand = {
  summary: 'List the mail and texts in DATA_DIR/outbox (sent without SMTP or Twilio), or show one',
  usage: '[file]',
  database: false,
  run: async ({ dataDir, print }, [file]) => {
    const folder = join(dataDir, 'outbox');
    if (file !== undefined && isSmsOutboxFile(file)) {
      const text = await readSmsOutboxMessage(folder, file);
      print(`File:    ${text.file}`);
      print(`Date:    ${text.date ? formatDate(text.date) : ''}`);
      print(`To:      ${text.to}`);
      print('');
      print(text.body.trimEnd());
      return 0;
    }
    if (file !== undefined) {
      const message = await readOutboxMessage(folder, file);
      print(`File:    ${message.file}`);
      print(`Date:    ${message.date ? formatDate(message.date) : ''}`);
      print(`From:    ${message.from}`);
      print(`To:      ${message.to}`);
      print(`Subject: ${message.subject}`);
      print('');
      print(message.text.trimEnd());
      return 0;
    }

    const [messages, texts] = await Promise.all([listOutbox(folder), listSmsOutbox(folder)]);
    if (messages.length === 0 && texts.length === 0) {
      print(`No messages in ${folder}`);
      return 0;
    }
    if (messages.length > 0) {
      print(
        formatTable(
          ['date', 'to', 'subject', 'file'],
          messages.map((message) => [
            message.date ? formatDate(message.date) : '',
            message.to,
            message.subject,
            message.file,
          ]),
        ),
      );
      print(`${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`);
    }
    if (texts.length > 0) {
      if (messages.length > 0) print('');
      print(
        formatTable(
          ['date', 'to', 'text', 'file'],
          // One line per text: a body's line breaks would break the table.
          texts.map((text) => [
            text.date ? formatDate(text.date) : '',
            text.to,
            text.body.replace(/\s+/g, ' ').trim(),
            text.file,
          ]),
        ),
      );
      print(`${texts.length} ${texts.length === 1 ? 'text' : 'texts'}`);
    }
    return 0;
  },
};

/** UTC, to the second: `2025-05-01 09:30:12`. */
function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}`;
}
