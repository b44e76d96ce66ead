import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { invitations } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createEmployer } from '../../testing/fixtures';
import { KEPT_AFTER_EXPIRY_MS, purgeStaleInvitations } from './purge-stale';

describe('purgeStaleInvitations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('deletes invitations 90 days past their expiry, whatever became of them', async () => {
    const { team } = await createEmployer(handle.db);
    const now = new Date('2026-06-01T00:00:00Z');
    const expiredAt = (msAgo: number) => new Date(now.getTime() - msAgo);
    const row = (email: string, expiresAt: Date, status: 'pending' | 'cancelled' | 'accepted') => ({
      teamId: team.id,
      email,
      firstName: 'A',
      lastName: 'B',
      status,
      tokenHash: `hash-${email}`,
      expiresAt,
    });
    await handle.db.insert(invitations).values([
      row('old-pending@x.example', expiredAt(KEPT_AFTER_EXPIRY_MS + 1), 'pending'),
      row('old-cancelled@x.example', expiredAt(KEPT_AFTER_EXPIRY_MS + 1), 'cancelled'),
      row('old-accepted@x.example', expiredAt(KEPT_AFTER_EXPIRY_MS + 1), 'accepted'),
      // Lapsed lately: its link still says so, and it can be resent from the list.
      row('lapsed@x.example', expiredAt(KEPT_AFTER_EXPIRY_MS - 1000), 'pending'),
      row('live@x.example', new Date(now.getTime() + 1000), 'pending'),
    ]);

    expect(await purgeStaleInvitations(handle.db, now)).toBe(3);
    const kept = await handle.db.select({ email: invitations.email }).from(invitations);
    expect(kept.map(({ email }) => email).sort()).toEqual(['lapsed@x.example', 'live@x.example']);
  });
});
