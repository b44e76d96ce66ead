/**
 * Short-lived access tokens minted from a session (docs/security.md K5): what the desktop app's
 * page gets instead of the 30-day session.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { accessTokens, users } from '../../db/schema';
import { createCandidate } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ACCESS_TOKEN_LIFETIME_MS, AuthService, TOKEN_IDLE_TIMEOUT_MS } from './auth-service';

const ISSUE = graphql(`
  mutation AccessTokensIssue {
    issueAccessToken {
      access_token
      expires_in
    }
  }
`);
const ME = graphql(`
  query AccessTokensMe {
    me {
      id
    }
  }
`);
const LOGOUT = graphql(`
  mutation AccessTokensLogout {
    logout
  }
`);

const UNAUTHENTICATED = { message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } };

describe('access tokens', () => {
  let t: TestApp;
  /** The server's clock, moved by the tests. */
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({
      now: () => new Date(clock),
      limits: { loginPerIp: { limit: 1_000, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const candidate = await createCandidate(t.db);
    const session = await t.login(candidate.email, candidate.password);
    return { candidate, session };
  }

  async function issue(token: string): Promise<string> {
    const answer = await t.graphql(ISSUE, { token });
    const grant = answer.data?.issueAccessToken;
    if (!grant) throw new Error(`no access token: ${JSON.stringify(answer.errors)}`);
    return grant.access_token;
  }

  const meWith = async (token: string) => await t.graphql(ME, { token });

  it('are minted from a session, live 15 minutes and act for its user', async () => {
    const { candidate, session } = await signedIn();
    const answer = await t.graphql(ISSUE, { token: session });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.issueAccessToken).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: 15 * 60,
    });
    const accessToken = answer.data?.issueAccessToken.access_token ?? '';
    expect(accessToken).not.toBe(session);
    expect((await meWith(accessToken)).data?.me?.id).toBe(String(candidate.user.id));

    clock += ACCESS_TOKEN_LIFETIME_MS;
    expect((await meWith(accessToken)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    // The session itself goes on, and mints the next one.
    expect((await meWith(await issue(session))).data?.me?.id).toBe(String(candidate.user.id));
  });

  it('cannot mint another: a stolen one dies with its minutes', async () => {
    const { session } = await signedIn();
    const accessToken = await issue(session);
    const answer = await t.graphql(ISSUE, { token: accessToken });
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.auth.sessionRequired,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('need a session: none, or a dead one, is Unauthenticated.', async () => {
    expect((await t.graphql(ISSUE)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    const { session } = await signedIn();
    await t.graphql(LOGOUT, { token: session });
    expect((await t.graphql(ISSUE, { token: session })).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it('die with their session, whichever of its tokens signs out', async () => {
    const { session } = await signedIn();
    const first = await issue(session);
    const second = await issue(session);

    // Sign-out from the page: the access token ends the session it came from.
    expect((await t.graphql(LOGOUT, { token: first })).data).toEqual({ logout: true });
    for (const token of [session, first, second]) {
      expect((await meWith(token)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
    }

    const other = await signedIn();
    const accessToken = await issue(other.session);
    await t.graphql(LOGOUT, { token: other.session });
    expect((await meWith(accessToken)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it('keep their session from going idle while they are used', async () => {
    const { candidate, session } = await signedIn();
    const accessToken = await issue(session);
    const sessionRow = and(
      eq(accessTokens.userId, candidate.user.id),
      isNull(accessTokens.sessionId),
    );
    const almostIdle = new Date(clock - TOKEN_IDLE_TIMEOUT_MS + 60_000);
    await t.db.update(accessTokens).set({ lastUsedAt: almostIdle }).where(sessionRow);

    expect((await meWith(accessToken)).data?.me?.id).toBe(String(candidate.user.id));
    const [row] = await t.db
      .select({ lastUsedAt: accessTokens.lastUsedAt })
      .from(accessTokens)
      .where(sessionRow);
    expect(row?.lastUsedAt.getTime()).toBe(clock);

    // An idle session takes its access tokens with it.
    await t.db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(clock - TOKEN_IDLE_TIMEOUT_MS) })
      .where(sessionRow);
    expect((await meWith(accessToken)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it('end with an account that is blocked', async () => {
    const { candidate, session } = await signedIn();
    const accessToken = await issue(session);
    await t.db
      .update(users)
      .set({ blockedAt: new Date(clock) })
      .where(eq(users.id, candidate.user.id));
    expect((await meWith(accessToken)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it("survive a password change's revocation of the other sessions, and count as none", async () => {
    const auth = new AuthService(t.db, () => new Date(clock));
    const { candidate, session } = await signedIn();
    const kept = await auth.authenticate(session);
    const keptAccess = await issue(session);
    const elsewhere = await t.login(candidate.email, candidate.password);
    const elsewhereAccess = await issue(elsewhere);

    await auth.revokeOtherTokens(candidate.user.id, kept?.tokenId ?? 0);
    expect((await meWith(keptAccess)).data?.me?.id).toBe(String(candidate.user.id));
    expect((await meWith(elsewhereAccess)).errors?.[0]).toMatchObject(UNAUTHENTICATED);

    // `admin revoke-sessions` reports sessions, not the tokens minted from them.
    expect(await auth.revokeAllTokens(candidate.user.id)).toBe(1);
    expect((await meWith(keptAccess)).errors?.[0]).toMatchObject(UNAUTHENTICATED);
  });

  it('are limited per session (30 a quarter hour)', async () => {
    const { session } = await signedIn();
    for (let i = 0; i < 30; i += 1) await issue(session);
    const answer = await t.graphql(ISSUE, { token: session });
    expect(answer.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
