import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { accessTokens, emailChanges, impersonationTokens, passwordResets } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCandidate } from '../../testing/fixtures';
import { AuthService, TOKEN_LIFETIME_MS } from './auth-service';
import { ImpersonationService } from './impersonation-service';
import { PasswordResetService } from './password-reset-service';
import { KEPT_AFTER_END_MS, purgeExpired } from './purge-expired';

describe('purgeExpired', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('deletes one-time tokens and sessions a day after they ended, and keeps the rest', async () => {
    const candidate = await createCandidate(handle.db);
    const then = new Date('2026-01-01T00:00:00Z');
    const now = new Date(then.getTime() + TOKEN_LIFETIME_MS + KEPT_AFTER_END_MS + 1);
    const at = (time: Date) => () => time;

    // Ended long ago: a session, a reset, an impersonation link, an email change; a session
    // revoked long ago.
    const oldAuth = new AuthService(handle.db, at(then));
    await oldAuth.issueToken(candidate.user.id);
    await oldAuth.issueToken(candidate.user.id, {
      lifetimeMs: 10 * TOKEN_LIFETIME_MS,
    });
    await oldAuth.revokeAllTokens(candidate.user.id);
    await new PasswordResetService(handle.db, at(then)).issue(candidate.email);
    await new ImpersonationService(handle.db, oldAuth, at(then)).mint(candidate.email, 'operator');
    const emailChange = (expiresAt: Date) => ({
      userId: candidate.user.id,
      newEmail: 'new@example.com',
      routeGroup: 'employer',
      tokenHash: `hash-${expiresAt.getTime()}`,
      expiresAt,
    });
    await handle.db.insert(emailChanges).values(emailChange(then));
    // Current: kept.
    const nowAuth = new AuthService(handle.db, at(now));
    await nowAuth.issueToken(candidate.user.id);
    await new PasswordResetService(handle.db, at(now)).issue(candidate.email);
    await handle.db.insert(emailChanges).values(emailChange(now));

    expect(await purgeExpired(handle.db, now)).toBe(5);
    expect(await handle.db.$count(accessTokens)).toBe(1);
    expect(await handle.db.$count(passwordResets)).toBe(1);
    expect(await handle.db.$count(impersonationTokens)).toBe(0);
    expect(await handle.db.$count(emailChanges)).toBe(1);
    expect(await purgeExpired(handle.db, now)).toBe(0);
  });
});
