import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { accessTokens, passwordResets, users } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { AuthService, hashToken } from './auth-service';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { PasswordResetService, RESET_TOKEN_LIFETIME_MS } from './password-reset-service';
import { verifyPassword } from '../../platform/passwords';

const NEW_PASSWORD = 'Brand-new-password-2!';

describe('password reset tokens', () => {
  let handle: DatabaseHandle;
  let clock: Date;
  let service: PasswordResetService;
  let auth: AuthService;
  beforeAll(async () => {
    handle = await createTestDatabase();
    clock = new Date('2025-06-01T12:00:00Z');
    service = new PasswordResetService(handle.db, () => clock);
    auth = new AuthService(handle.db, () => clock);
  });
  afterAll(() => handle.close());

  const passwordHashOf = async (id: number) =>
    (await handle.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash ?? '';

  it('issues nothing for an unknown email', async () => {
    expect(await service.issue('nobody@example.com')).toBeNull();
  });

  it('stores only the SHA-256 of a 256-bit token, valid for 60 minutes', async () => {
    const { user, email } = await createCandidate(handle.db);
    const issued = await service.issue(`  ${email.toUpperCase()} `);

    expect(issued?.user.id).toBe(user.id);
    expect(issued?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(issued!.token));
    expect(rows[0]?.tokenHash).not.toContain(issued!.token);
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.getTime() + RESET_TOKEN_LIFETIME_MS);
  });

  it("names each account's own group (a guest's is its team's)", async () => {
    const candidate = await createCandidate(handle.db);
    const employer = await createEmployer(handle.db);
    const agency = await createAgency(handle.db);
    const employerGuest = await createTeamMember(handle.db, employer.team);
    const agencyGuest = await createTeamMember(handle.db, agency.team);
    const groups = await Promise.all(
      [candidate, employer, agency, employerGuest, agencyGuest].map(
        async ({ email }) => (await service.issue(email))?.group,
      ),
    );
    expect(groups).toEqual(['candidate', 'employer', 'agency', 'employer', 'agency']);
  });

  it('sets the password once, ends every session, and refuses the token again', async () => {
    const { user, email, password } = await createCandidate(handle.db);
    const session = await auth.login(email, password);
    const issued = await service.issue(email);

    expect(await service.reset(email, issued!.token, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(await passwordHashOf(user.id), NEW_PASSWORD)).toBe(true);
    expect(await auth.authenticate(session!.accessToken)).toBeNull();
    const tokens = await handle.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    expect(await service.reset(email, issued!.token, 'Another-password-3!')).toBe(false);
    expect(await verifyPassword(await passwordHashOf(user.id), NEW_PASSWORD)).toBe(true);
  });

  it('lets exactly one of two concurrent resets with the same token through', async () => {
    const { email } = await createCandidate(handle.db);
    const issued = await service.issue(email);
    const results = await Promise.all([
      service.reset(email, issued!.token, 'First-password-1!'),
      service.reset(email, issued!.token, 'Second-password-2!'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a token after 60 minutes', async () => {
    const { email } = await createCandidate(handle.db);
    const issued = await service.issue(email);
    const start = clock;
    try {
      clock = new Date(start.getTime() + RESET_TOKEN_LIFETIME_MS);
      expect(await service.reset(email, issued!.token, NEW_PASSWORD)).toBe(false);
    } finally {
      clock = start;
    }
  });

  it('accepts a token just inside 60 minutes', async () => {
    const { email } = await createCandidate(handle.db);
    const issued = await service.issue(email);
    const start = clock;
    try {
      clock = new Date(start.getTime() + RESET_TOKEN_LIFETIME_MS - 1_000);
      expect(await service.reset(email, issued!.token, NEW_PASSWORD)).toBe(true);
    } finally {
      clock = start;
    }
  });

  it('keeps the earlier links when a new one is asked for; a reset ends them all', async () => {
    const { email } = await createCandidate(handle.db);
    const first = await service.issue(email);
    const second = await service.issue(email);
    expect(await service.reset(email, first!.token, NEW_PASSWORD)).toBe(true);
    expect(await service.reset(email, second!.token, NEW_PASSWORD)).toBe(false);
  });

  it("refuses another account's email, and malformed tokens", async () => {
    const owner = await createCandidate(handle.db);
    const other = await createCandidate(handle.db);
    const issued = await service.issue(owner.email);
    expect(await service.reset(other.email, issued!.token, NEW_PASSWORD)).toBe(false);
    for (const token of ['', 'short', `${issued!.token}x`, `${issued!.token.slice(0, 42)}!`]) {
      expect(await service.reset(owner.email, token, NEW_PASSWORD)).toBe(false);
    }
    expect(await service.reset(owner.email, issued!.token, NEW_PASSWORD)).toBe(true);
  });
});
