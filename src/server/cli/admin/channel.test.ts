import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { CHANNEL_FILE, openAdminChannel, sendToAdminChannel, type AdminChannel } from './channel';

describe('the admin channel of a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shortlist-channel-'));
  let handle: DatabaseHandle;
  let channel: AdminChannel;
  beforeAll(async () => {
    handle = await createTestDatabase();
    channel = await openAdminChannel(dataDir, { db: handle.db, publicUrl: 'http://127.0.0.1:1' });
  });
  afterAll(async () => {
    await channel.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const address = () =>
    JSON.parse(readFileSync(join(dataDir, CHANNEL_FILE), 'utf8')) as {
      url: string;
      secret: string;
    };

  it('writes its address and secret where only the owner can read them, on loopback', () => {
    expect(statSync(join(dataDir, CHANNEL_FILE)).mode & 0o777).toBe(0o600);
    expect(address().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('runs a command for the holder of the secret, with what it prints', async () => {
    const answer = await sendToAdminChannel(dataDir, {
      command: 'list-users',
      args: [],
      operator: 'tester',
    });
    expect(answer).toEqual({ exitCode: 0, lines: expect.arrayContaining(['0 users']) });
    expect(
      await sendToAdminChannel(dataDir, { command: 'outbox', args: [], operator: 'tester' }),
    ).toEqual({ exitCode: 2, lines: ['Unknown admin command: outbox'] });
  });

  it('answers nothing without the secret', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${address().secret}x`]) {
      const response = await fetch(`${address().url}/run`, {
        method: 'POST',
        headers: authorization ? { authorization } : {},
        body: JSON.stringify({ command: 'list-users', args: [], operator: 'x' }),
      });
      expect(response.status).toBe(404);
    }
  });

  it('is gone with its server: no answer, and no file left', async () => {
    const other = mkdtempSync(join(tmpdir(), 'shortlist-channel-'));
    const closed = await openAdminChannel(other, { db: handle.db, publicUrl: 'http://x' });
    const file = readFileSync(join(other, CHANNEL_FILE), 'utf8');
    await closed.close();
    expect(
      await sendToAdminChannel(other, { command: 'list-users', args: [], operator: 'x' }),
    ).toBeNull();
    // A file its server left behind (a crash) leads nowhere either.
    writeFileSync(join(other, CHANNEL_FILE), file);
    expect(
      await sendToAdminChannel(other, { command: 'list-users', args: [], operator: 'x' }),
    ).toBeNull();
    rmSync(other, { recursive: true, force: true });
  });
});
