import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTwilio } from './fake-twilio';
import { listSmsOutbox, OutboxSmsSender, readSmsOutboxMessage } from './sms-outbox';
import { createSmsSender, SmsNotSent } from './sms-sender';
import { TwilioSmsSender } from './twilio-sender';

describe('OutboxSmsSender', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shortlist-sms-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each text whole into a private folder, newest first when listed', async () => {
    const folder = join(dataDir, 'outbox');
    let clock = new Date('2025-05-01T09:00:00Z');
    const sender = new OutboxSmsSender(folder, () => clock);
    await sender.send({ to: '+447700900001', body: 'first' });
    clock = new Date('2025-05-01T09:05:00Z');
    await sender.send({ to: '+447700900002', body: 'second\nline' });

    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const names = await readdir(folder);
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^2025-05-01T09-0[05]-00-000Z-[0-9a-f]{8}\.sms$/.test(name))).toBe(
      true,
    );
    for (const name of names) expect((await stat(join(folder, name))).mode & 0o777).toBe(0o600);

    const texts = await listSmsOutbox(folder);
    expect(texts.map(({ to, body, date }) => ({ to, body, date }))).toEqual([
      { to: '+447700900002', body: 'second\nline', date: new Date('2025-05-01T09:05:00Z') },
      { to: '+447700900001', body: 'first', date: new Date('2025-05-01T09:00:00Z') },
    ]);
    // A path is read only inside the folder.
    const one = await readSmsOutboxMessage(folder, `../../${names[0]}`);
    expect(one.file).toBe(join(folder, names[0]!));
  });

  it('an absent folder holds no texts; mail files are not texts', async () => {
    expect(await listSmsOutbox(join(dataDir, 'missing'))).toEqual([]);
    await writeFile(join(dataDir, 'message.eml'), 'Subject: hi\r\n\r\nmail');
    await writeFile(join(dataDir, '.half-written.sms.partial'), '{');
    expect(await listSmsOutbox(dataDir)).toEqual([]);
  });
});

describe('TwilioSmsSender against a local fake Twilio', () => {
  const twilio = new FakeTwilio();
  beforeAll(() => twilio.start());
  afterAll(() => twilio.stop());

  it('posts the text with the account credentials and sending number', async () => {
    const sender = createSmsSender({
      twilio: {
        accountSid: twilio.accountSid,
        authToken: twilio.authToken,
        from: '+15005550006',
        apiUrl: twilio.apiUrl,
      },
      outboxDir: '/nonexistent',
    });
    expect(sender).toBeInstanceOf(TwilioSmsSender);
    await sender.send({ to: '+447700900123', body: 'Your code is 123456' });
    expect(twilio.messages.at(-1)).toMatchObject({
      to: '+447700900123',
      from: '+15005550006',
      messagingServiceSid: null,
      body: 'Your code is 123456',
    });
  });

  it('sends through a Messaging Service when TWILIO_FROM is one', async () => {
    const sender = new TwilioSmsSender({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: 'MG0123456789abcdef0123456789abcdef',
      apiUrl: twilio.apiUrl,
    });
    await sender.send({ to: '+447700900124', body: 'hello' });
    expect(twilio.messages.at(-1)).toMatchObject({
      from: null,
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
  });

  it("fails with Twilio's reason, never the credentials", async () => {
    const wrong = new TwilioSmsSender({
      accountSid: twilio.accountSid,
      authToken: 'not-the-token',
      from: '+15005550006',
      apiUrl: twilio.apiUrl,
    });
    const refusal = await wrong.send({ to: '+447700900125', body: 'x' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SmsNotSent);
    expect((refusal as Error).message).toBe(
      'Twilio refused the text (HTTP 401, error 20003): Authenticate',
    );
    expect((refusal as Error).message).not.toContain('not-the-token');

    twilio.unreachable.add('+447700900126');
    const right = new TwilioSmsSender({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: '+15005550006',
      apiUrl: twilio.apiUrl,
    });
    await expect(right.send({ to: '+447700900126', body: 'x' })).rejects.toThrow(
      /HTTP 400, error 21211/,
    );
  });

  it('fails as SmsNotSent when Twilio cannot be reached', async () => {
    const sender = new TwilioSmsSender({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: '+15005550006',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(sender.send({ to: '+447700900127', body: 'x' })).rejects.toBeInstanceOf(
      SmsNotSent,
    );
  });

  it('without Twilio, texts go to the outbox', () => {
    expect(createSmsSender({ outboxDir: '/tmp/x' })).toBeInstanceOf(OutboxSmsSender);
  });
});
