import { join } from 'node:path';
import { listOutbox, readOutboxMessage } from '../../platform/mail/outbox';
import { formatTable } from '../table';
import type { AdminFolderCommand } from './command';

/**
 * `admin outbox` lists the mail written to DATA_DIR/outbox (no SMTP_URL), newest first;
 * `admin outbox <file>` prints one message's headers and text, links decoded.
 */
export const outbox: AdminFolderCommand = {
  summary: 'List the mail in DATA_DIR/outbox (sent without SMTP), or show one message',
  usage: '[file]',
  database: false,
  run: async ({ dataDir, print }, [file]) => {
    const folder = join(dataDir, 'outbox');
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

    const messages = await listOutbox(folder);
    if (messages.length === 0) {
      print(`No messages in ${folder}`);
      return 0;
    }
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
    return 0;
  },
};

/** UTC, to the second: `2025-05-01 09:30:12`. */
function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}`;
}
