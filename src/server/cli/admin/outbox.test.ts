import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../platform/mail/outbox';
import { OutboxSmsSender } from '../../platform/sms/sms-outbox';
import { passwordResetEmail } from '../../modules/identity';
import { runCli, type CliContext } from '../run';
import { outbox } from './outbox';
import { readPgliteFiles } from '../../db/pglite-files';

describe('admin outbox', () => {
  let dataDir: string;
  let lines: string[];
  const print = (line: string) => lines.push(...line.split('\n'));
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shortlist-admin-outbox-'));
    lines = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  async function sendTwo() {
    let clock = new Date('2025-05-01T09:30:12Z');
    const mailer = new OutboxMailer(join(dataDir, 'outbox'), 'Shortlist <a@b.c>', () => clock);
    await mailer.send(
      passwordResetEmail({
        to: 'first@example.com',
        firstName: 'Ann',
        resetUrl:
          'https://app.example.com/candidate/reset-password?email=first%40example.com&token=abc',
        validMinutes: 60,
      }),
    );
    clock = new Date('2025-05-01T10:00:00Z');
    await mailer.send({ to: 'second@example.com', subject: 'Hello', text: 'Hi', html: '' });
    mailer.close();
  }

  it('says so when there is no mail', async () => {
    expect(await outbox.run({ dataDir, print }, [])).toBe(0);
    expect(lines).toEqual([`No messages in ${join(dataDir, 'outbox')}`]);
  });

  it('lists date, to, subject and file, newest first', async () => {
    await sendTwo();
    expect(await outbox.run({ dataDir, print }, [])).toBe(0);

    expect(lines[0]).toMatch(/^date\s+to\s+subject\s+file$/);
    expect(lines[2]).toMatch(
      /^2025-05-01 10:00:00\s+second@example\.com\s+Hello\s+\/.+\/outbox\/2025-05-01T10-00-00-000Z-[0-9a-f]{8}\.eml$/,
    );
    expect(lines[3]).toMatch(
      /^2025-05-01 09:30:12\s+first@example\.com\s+Reset your Shortlist password\s+\/.+\.eml$/,
    );
    expect(lines.at(-1)).toBe('2 messages');
  });

  it('shows one message with its link decoded', async () => {
    await sendTwo();
    await outbox.run({ dataDir, print }, []);
    const file = lines[3]!.split(/\s+/).at(-1)!;
    lines = [];

    expect(await outbox.run({ dataDir, print }, [file])).toBe(0);
    expect(lines).toContain('To:      first@example.com');
    expect(lines).toContain('Subject: Reset your Shortlist password');
    expect(lines).toContain(
      'Reset your password: https://app.example.com/candidate/reset-password?email=first%40example.com&token=abc',
    );
  });

  async function textOne() {
    const sender = new OutboxSmsSender(
      join(dataDir, 'outbox'),
      () => new Date('2025-05-01T10:30:00Z'),
    );
    await sender.send({
      to: '+447700900123',
      body: 'Your Shortlist code is 123456.\nIt expires in 10 minutes.',
    });
  }

  it('lists the texts with their number and body, after the mail', async () => {
    await sendTwo();
    await textOne();
    expect(await outbox.run({ dataDir, print }, [])).toBe(0);

    expect(lines[4]).toBe('2 messages');
    expect(lines[5]).toBe('');
    expect(lines[6]).toMatch(/^date\s+to\s+text\s+file$/);
    expect(lines[8]).toMatch(
      /^2025-05-01 10:30:00\s+\+447700900123\s+Your Shortlist code is 123456\. It expires in 10 minutes\.\s+\/.+\/outbox\/2025-05-01T10-30-00-000Z-[0-9a-f]{8}\.sms$/,
    );
    expect(lines.at(-1)).toBe('1 text');
  });

  it('lists texts alone when there is no mail, and shows one text', async () => {
    await textOne();
    expect(await outbox.run({ dataDir, print }, [])).toBe(0);
    expect(lines[0]).toMatch(/^date\s+to\s+text\s+file$/);
    expect(lines.at(-1)).toBe('1 text');
    const file = lines[2]!.split(/\s+/).at(-1)!;
    lines = [];

    expect(await outbox.run({ dataDir, print }, [file])).toBe(0);
    expect(lines).toEqual([
      `File:    ${file}`,
      'Date:    2025-05-01 10:30:00',
      'To:      +447700900123',
      '',
      'Your Shortlist code is 123456.',
      'It expires in 10 minutes.',
    ]);
  });

  it('runs from the command line without opening the database', async () => {
    await sendTwo();
    const out: string[] = [];
    const context: CliContext = {
      version: '0.0.0-test',
      env: { DATA_DIR: dataDir },
      print: (line) => out.push(line),
      printError: (line) => out.push(line),
      rendererDir: '/nonexistent',
      pgliteFiles: () => readPgliteFiles(),
      shutdownSignal: () => new Promise(() => undefined),
    };
    expect(await runCli(['admin', 'outbox'], context)).toBe(0);
    expect(out.join('\n')).toContain('second@example.com');
    // A PGlite server may hold DATA_DIR's database: the command never touched it.
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);

    out.length = 0;
    expect(await runCli(['admin', 'outbox', 'missing.eml'], context)).toBe(1);
    expect(out[0]).toMatch(/^Error: ENOENT/);
  });
});
