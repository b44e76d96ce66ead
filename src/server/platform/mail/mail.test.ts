import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-server';
import { linksIn, parseEmail } from './eml';
import { layoutMail } from './layout';
import { createMailer, DEFAULT_MAIL_FROM, type MailMessage } from './mailer';
import { listOutbox, OutboxMailer, readOutboxMessage } from './outbox';
import { PASSWORD_RESET_SUBJECT, passwordResetEmail } from '../../modules/identity';
import { SmtpMailer } from './smtp-mailer';

const LONG_LINK =
  'http://127.0.0.1:4310/candidate/reset-password?email=someone.with.a.long.name%2Btag%40example.co.uk&token=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4';

const resetMail = (overrides: Partial<Parameters<typeof passwordResetEmail>[0]> = {}) =>
  passwordResetEmail({
    to: 'someone@example.com',
    firstName: 'Zoë',
    resetUrl: LONG_LINK,
    validMinutes: 60,
    ...overrides,
  });

describe('the password reset email', () => {
  it('carries the link in the text and the HTML, and says how long it lasts', () => {
    const mail = resetMail();
    expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(mail.text).toContain('Hello Zoë,');
    expect(linksIn(mail)).toEqual([LONG_LINK]);
    expect(mail.text).toContain('This password reset link will expire in 60 minutes.');
    expect(mail.html).toContain(`href="${LONG_LINK.replace(/&/g, '&amp;')}"`);
  });

  it('escapes what came from the user in the HTML', () => {
    const mail = resetMail({ firstName: '<img src=x onerror=alert(1)>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
  });
});

describe('the mail layout', () => {
  const mail = layoutMail({
    to: 'someone@example.com',
    subject: 'Subject',
    firstName: '  ',
    intro: ['First <b>paragraph</b>.'],
    action: { label: 'Go & see', url: 'https://example.com/go?a=1&b=2' },
    links: [{ label: 'Open "it"', url: 'shortlist://go' }],
    outro: ['Last paragraph.'],
  });

  it('writes the text as paragraphs: greeting, intro, each link, outro, signature', () => {
    expect(mail.text).toBe(
      [
        'Hello,',
        'First <b>paragraph</b>.',
        'Go & see: https://example.com/go?a=1&b=2',
        'Open "it": shortlist://go',
        'Last paragraph.',
        'The Shortlist team',
      ].join('\n\n') + '\n',
    );
  });

  it('escapes every value in the HTML and spells the action out under its button', () => {
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('First &lt;b&gt;paragraph&lt;/b&gt;.');
    expect(mail.html).toContain('>Go &amp; see</a>');
    expect(mail.html).toContain('>Open &quot;it&quot;</a>');
    expect(mail.html).toContain('<a href="shortlist://go">');
    expect(mail.html.match(/href="https:\/\/example\.com\/go\?a=1&amp;b=2"/g)).toHaveLength(2);
  });
});

describe('the outbox mailer', () => {
  let root: string;
  let folder: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'shortlist-outbox-'));
    folder = join(root, 'outbox');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes a private .eml file that decodes back to the message', async () => {
    const mailer = new OutboxMailer(folder, DEFAULT_MAIL_FROM);
    await mailer.send(resetMail());
    mailer.close();

    const names = await readdir(folder);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(join(folder, names[0]!))).mode & 0o777).toBe(0o600);

    const message = await readOutboxMessage(folder, names[0]!);
    expect(message.from).toBe(DEFAULT_MAIL_FROM);
    expect(message.to).toBe('someone@example.com');
    expect(message.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(message.text).toContain('Hello Zoë,');
    expect(linksIn(message)).toEqual([LONG_LINK]);
    expect(message.html).toContain('Reset your password');
    expect(message.date).toBeInstanceOf(Date);
  });

  it('lists messages newest first, and an absent outbox as empty', async () => {
    expect(await listOutbox(folder)).toEqual([]);
    let clock = new Date('2025-03-01T09:00:00Z');
    const mailer = new OutboxMailer(folder, 'Shortlist <hello@example.com>', () => clock);
    const message = (subject: string): MailMessage => ({
      to: `${subject}@example.com`,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
    });
    await mailer.send(message('first'));
    clock = new Date('2025-03-01T10:00:00Z');
    await mailer.send(message('second'));
    mailer.close();

    const listed = await listOutbox(folder);
    expect(listed.map((entry) => [entry.subject, entry.to, entry.date?.toISOString()])).toEqual([
      ['second', 'second@example.com', '2025-03-01T10:00:00.000Z'],
      ['first', 'first@example.com', '2025-03-01T09:00:00.000Z'],
    ]);
    expect(listed[0]?.from).toBe('Shortlist <hello@example.com>');
  });

  it('keeps encoded subjects readable', async () => {
    const mailer = new OutboxMailer(folder, DEFAULT_MAIL_FROM);
    await mailer.send({ to: 'a@example.com', subject: 'Café ✓ réservé', text: 'é', html: '' });
    mailer.close();
    const [entry] = await listOutbox(folder);
    expect(entry?.subject).toBe('Café ✓ réservé');
    expect(entry?.text).toBe('é');
  });

  it('reads only inside the outbox, whatever path it is given', async () => {
    const mailer = new OutboxMailer(folder, DEFAULT_MAIL_FROM);
    await mailer.send(resetMail());
    const [entry] = await listOutbox(folder);
    const name = entry!.file.split('/').pop()!;
    await expect(readOutboxMessage(folder, `../../etc/${name}`)).resolves.toMatchObject({
      file: entry!.file,
    });
    await expect(readOutboxMessage(folder, '../../../etc/passwd')).rejects.toThrow(/ENOENT/);
  });
});

describe('the SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers to the SMTP server of SMTP_URL, from MAIL_FROM', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Shortlist <accounts@example.com>',
      outboxDir: '/nonexistent',
    });
    expect(mailer).toBeInstanceOf(SmtpMailer);
    await mailer.send(resetMail());
    mailer.close();

    const mail = await smtp.waitFor(1);
    expect(mail.envelope).toEqual({
      from: 'accounts@example.com',
      to: ['someone@example.com'],
    });
    expect(mail.from).toBe('Shortlist <accounts@example.com>');
    expect(mail.subject).toBe(PASSWORD_RESET_SUBJECT);
    expect(linksIn(mail)).toEqual([LONG_LINK]);
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', DEFAULT_MAIL_FROM);
    await expect(mailer.send(resetMail())).rejects.toThrow();
    mailer.close();
  });

  it('is the outbox without SMTP_URL', () => {
    const mailer = createMailer({ outboxDir: '/tmp/outbox' });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect((mailer as OutboxMailer).folder).toBe('/tmp/outbox');
  });
});

describe('parsing an email', () => {
  it('reads a plain single-part message', async () => {
    const email = await parseEmail(
      'From: a@example.com\r\nTo: b@example.com\r\nSubject: Hi\r\n there\r\nDate: Tue, 01 Apr 2025 10:00:00 +0000\r\n\r\nSee https://example.com/x?a=1\r\n',
    );
    expect(email).toMatchObject({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Hi there',
      text: 'See https://example.com/x?a=1',
      html: '',
    });
    expect(email.date?.toISOString()).toBe('2025-04-01T10:00:00.000Z');
  });

  it('keeps a message without headers or date harmless', async () => {
    const email = await parseEmail('garbage');
    expect(email).toMatchObject({ from: '', to: '', subject: '', date: null, text: '' });
  });
});
