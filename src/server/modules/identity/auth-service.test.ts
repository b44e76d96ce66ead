import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, PgliteHandle } from '../../db/client';
import { accessTokens } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { createCandidate } from '../../testing/fixtures';
import {
  AuthService,
  hashToken,
  TOKEN_IDLE_TIMEOUT_MS,
  TOKEN_LIFETIME_MS,
  TOKEN_TOUCH_INTERVAL_MS,
} from './auth-service';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('AuthService sessions', () => {
  let handle: DatabaseHandle;
  let now: Date;
  let service: AuthService;

  beforeAll(async () => {
    handle = await createTestDatabase();
    service = new AuthService(handle.db, () => now);
  });
  afterAll(() => handle.close());

  async function signedIn() {
    now = new Date('2026-03-02T09:00:00Z');
    const candidate = await createCandidate(handle.db);
    const token = await service.issueToken(candidate.user.id);
    const [row] = await handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    if (!row) throw new Error('token row missing');
    return { candidate, token, row };
  }

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it.skipIf(process.env.TEST_DATABASE === 'postgres')(
    'finds sessions through a statement PGlite has prepared once',
    async () => {
      const { candidate, token } = await signedIn();
      expect(await service.authenticate(token)).toMatchObject({ userId: candidate.user.id });
      expect(await service.authenticate(token)).toMatchObject({ userId: candidate.user.id });
      const { rows } = await (handle as PgliteHandle).client.query<{ statement: string }>(
        'select statement from pg_prepared_statements',
      );
      expect(
        rows.filter((row) => row.statement.includes('"access_tokens"."token_hash"')),
      ).toHaveLength(1);
    },
  );

  it('issues a token that expires 30 days later and stores only its hash', async () => {
    const { token, row } = await signedIn();
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(TOKEN_LIFETIME_MS);
  });

  it('keeps a session used at least weekly alive until the absolute expiry, then ends it', async () => {
    const { candidate, token } = await signedIn();
    for (let day = 6; day < 30; day += 6) {
      advance(6 * DAY_MS);
      expect(await service.authenticate(token)).toMatchObject({ userId: candidate.user.id });
    }
    advance(TOKEN_LIFETIME_MS - 24 * DAY_MS);
    expect(await service.authenticate(token)).toBeNull();
  });

  it('ends a session left unused for 7 days', async () => {
    const { token } = await signedIn();
    advance(TOKEN_IDLE_TIMEOUT_MS - 1_000);
    expect(await service.authenticate(token)).not.toBeNull();
    advance(TOKEN_IDLE_TIMEOUT_MS);
    expect(await service.authenticate(token)).toBeNull();
  });

  it('records use at most once a minute', async () => {
    const { token, row } = await signedIn();
    const lastUsedAt = async () =>
      (
        await handle.db.select().from(accessTokens).where(eq(accessTokens.id, row.id))
      )[0]?.lastUsedAt.getTime();

    advance(TOKEN_TOUCH_INTERVAL_MS - 1_000);
    await service.authenticate(token);
    expect(await lastUsedAt()).toBe(row.lastUsedAt.getTime());

    advance(1_000);
    await service.authenticate(token);
    expect(await lastUsedAt()).toBe(now.getTime());
  });

  it('ends a session on logout', async () => {
    const { token } = await signedIn();
    const session = await service.authenticate(token);
    if (!session) throw new Error('expected a session');

    await service.logout(session);
    expect(await service.authenticate(token)).toBeNull();
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'short', `${'a'.repeat(43)}=`, `${'a'.repeat(42)}!`]) {
      expect(await service.authenticate(token)).toBeNull();
    }
  });
});
