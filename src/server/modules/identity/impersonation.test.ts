import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { accessTokens, auditLog, impersonationTokens } from '../../db/schema';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../testing/test-app';
import { AuthService, hashToken } from './auth-service';
import {
  AUDIT_IMPERSONATION_MINTED,
  AUDIT_IMPERSONATION_USED,
  IMPERSONATED_SESSION_LIFETIME_MS,
  IMPERSONATION_TOKEN_LIFETIME_MS,
  ImpersonationService,
} from './impersonation-service';
import { graphql } from '../../testing/gql';

const LOGOUT = graphql(`
  mutation ImpersonationLogout {
    logout
  }
`);
const IMPERSONATE = graphql(`
  mutation ImpersonationImpersonate($input: ImpersonateInput!) {
    impersonate(input: $input) {
      ...TestSession
    }
  }
`);
const SESSION = graphql(`
  query ImpersonationSession {
    me {
      id
      email
    }
    impersonation {
      issued_by
    }
  }
`);

interface ImpersonateData {
  impersonate: {
    id: string;
    type: string;
    teamType: string | null;
    access_token: string;
  } | null;
}
const OPERATOR = 'ops-jane';
const roomy = { limit: 1_000, windowMs: 60_000 };

describe('admin impersonation', () => {
  let t: TestApp;
  let clock: Date;
  let service: ImpersonationService;

  beforeAll(async () => {
    clock = new Date('2025-06-01T12:00:00Z');
    t = await createTestApp({
      now: () => clock,
      limits: { impersonationPerIp: roomy, impersonationPerTarget: roomy },
    });
    service = new ImpersonationService(t.db, new AuthService(t.db, () => clock), () => clock);
  });
  afterAll(() => t.close());

  async function mint(fixture: UserFixture): Promise<string> {
    const minted = await service.mint(fixture.email, OPERATOR);
    if (!minted.ok) throw new Error(`mint failed: ${minted.error}`);
    return minted.value.token;
  }

  const redeem = (id: number | string, token: string, sessionToken?: string) =>
    t.graphql(IMPERSONATE, {
      variables: { input: { id: String(id), token } },
      token: sessionToken,
    });

  const tokenRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(impersonationTokens)
        .where(eq(impersonationTokens.tokenHash, hashToken(token)))
    )[0];

  const sessionsOf = (userId: number) =>
    t.db.select().from(accessTokens).where(eq(accessTokens.userId, userId));

  const auditRows = (userId: number, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)));

  function expectLinkFailed(answer: GraphQLAnswer<ImpersonateData>) {
    expect(answer.data?.impersonate ?? null).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: messages.impersonation.linkFailed,
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
  }

  describe('minting', () => {
    it('stores only the SHA-256 of a 256-bit token, bound to its target for 5 minutes, and audits it', async () => {
      const candidate = await createCandidate(t.db);
      const minted = await service.mint(`  ${candidate.email.toUpperCase()} `, OPERATOR);
      if (!minted.ok) throw new Error(minted.error);

      expect(minted.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(minted.value.group).toBe('candidate');
      const row = await tokenRow(minted.value.token);
      expect(row).toMatchObject({
        targetUserId: candidate.user.id,
        issuedBy: OPERATOR,
        usedAt: null,
      });
      expect(row?.tokenHash).not.toContain(minted.value.token);
      expect(row?.expiresAt.getTime()).toBe(clock.getTime() + IMPERSONATION_TOKEN_LIFETIME_MS);

      const audit = await auditRows(candidate.user.id, AUDIT_IMPERSONATION_MINTED);
      expect(audit).toEqual([
        expect.objectContaining({
          actor: OPERATOR,
          details: { impersonationTokenId: row?.id, expiresAt: row?.expiresAt.toISOString() },
        }),
      ]);
    });

    it('refuses an unknown email and an inactive account, minting nothing', async () => {
      expect(await service.mint('nobody@example.test', OPERATOR)).toEqual({
        ok: false,
        error: 'unknown-user',
      });
      const inactive = await createCandidate(t.db, { status: 'INACTIVE' });
      expect(await service.mint(inactive.email, OPERATOR)).toEqual({
        ok: false,
        error: 'inactive-user',
      });
      const rows = await t.db
        .select()
        .from(impersonationTokens)
        .where(eq(impersonationTokens.targetUserId, inactive.user.id));
      expect(rows).toEqual([]);
    });

    it("names each target's group (a guest's is its team's)", async () => {
      const employer = await createEmployer(t.db);
      const agency = await createAgency(t.db);
      const targets = [
        await createCandidate(t.db),
        employer,
        await createTeamMember(t.db, employer.team),
        agency,
        await createTeamMember(t.db, agency.team),
      ];
      const groups = [];
      for (const target of targets) {
        const minted = await service.mint(target.email, OPERATOR);
        groups.push(minted.ok ? minted.value.group : minted.error);
      }
      expect(groups).toEqual(['candidate', 'employer', 'employer', 'agency', 'agency']);
    });
  });

  describe('redeeming', () => {
    it.each([
      ['a freelancer', 'FREELANCER', null],
      ['a company', 'COMPANY', 'COMPANY'],
      ['a guest of a company', 'GUEST', 'COMPANY'],
      ['an agency', 'AGENCY', 'AGENCY'],
      ['a guest of an agency', 'GUEST', 'AGENCY'],
    ] as const)(
      'signs in as %s with a session flagged as impersonated',
      async (_story, type, teamType) => {
        const target = await targetOf(type, teamType);
        const answer = await redeem(target.user.id, await mint(target));

        expect(answer.errors).toBeUndefined();
        const result = answer.data?.impersonate;
        expect(result).toMatchObject({ id: String(target.user.id), type, teamType });
        const session = await t.graphql(SESSION, { token: result?.access_token });
        expect(session.data).toEqual({
          me: { id: String(target.user.id), email: target.email },
          impersonation: { issued_by: OPERATOR },
        });

        const [row] = await t.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.tokenHash, hashToken(result?.access_token ?? '')));
        expect(row?.impersonatedBy).toBe(OPERATOR);
        expect(row?.expiresAt.getTime()).toBe(clock.getTime() + IMPERSONATED_SESSION_LIFETIME_MS);
      },
    );

    async function targetOf(type: string, teamType: string | null): Promise<UserFixture> {
      if (type === 'FREELANCER') return createCandidate(t.db);
      const owner = teamType === 'AGENCY' ? await createAgency(t.db) : await createEmployer(t.db);
      return type === 'GUEST' ? createTeamMember(t.db, owner.team) : owner;
    }

    it('marks the token used and audits the use, with the operator and the caller', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      await redeem(candidate.user.id, token);

      const row = await tokenRow(token);
      expect(row?.usedAt?.getTime()).toBe(clock.getTime());
      const audit = await auditRows(candidate.user.id, AUDIT_IMPERSONATION_USED);
      expect(audit).toEqual([
        expect.objectContaining({
          actor: OPERATOR,
          details: { impersonationTokenId: row?.id, ip: '127.0.0.1' },
        }),
      ]);
    });

    it('does not flag an ordinary sign-in', async () => {
      const candidate = await createCandidate(t.db);
      const token = await t.login(candidate.email, candidate.password);
      const session = await t.graphql(SESSION, { token });
      expect(session.data?.impersonation).toBeNull();
      expect((await t.graphql(SESSION)).data).toEqual({
        me: null,
        impersonation: null,
      });
    });

    it('ignores and keeps the session the request is made with', async () => {
      const employer = await createEmployer(t.db);
      const employerToken = await t.login(employer.email, employer.password);
      const candidate = await createCandidate(t.db);

      const answer = await redeem(candidate.user.id, await mint(candidate), employerToken);
      expect(answer.data?.impersonate?.id).toBe(String(candidate.user.id));
      const stillEmployer = await t.graphql(SESSION, { token: employerToken });
      expect(stillEmployer.data?.me?.id).toBe(String(employer.user.id));
    });

    it('refuses a used link, and the second attempt changes nothing', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      expect((await redeem(candidate.user.id, token)).errors).toBeUndefined();
      const sessionsAfterFirst = await sessionsOf(candidate.user.id);

      expectLinkFailed(await redeem(candidate.user.id, token));
      expect(await sessionsOf(candidate.user.id)).toEqual(sessionsAfterFirst);
      expect(await auditRows(candidate.user.id, AUDIT_IMPERSONATION_USED)).toHaveLength(1);
    });

    it('refuses a link at 5 minutes, leaving it unused', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      const start = clock;
      try {
        clock = new Date(start.getTime() + IMPERSONATION_TOKEN_LIFETIME_MS);
        expectLinkFailed(await redeem(candidate.user.id, token));
      } finally {
        clock = start;
      }
      expect((await tokenRow(token))?.usedAt).toBeNull();
      expect(await sessionsOf(candidate.user.id)).toEqual([]);
    });

    it('accepts a link just inside 5 minutes', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      const start = clock;
      try {
        clock = new Date(start.getTime() + IMPERSONATION_TOKEN_LIFETIME_MS - 1_000);
        expect((await redeem(candidate.user.id, token)).errors).toBeUndefined();
      } finally {
        clock = start;
      }
    });

    it('refuses a link sent with another target id, which leaves it usable for its own', async () => {
      const candidate = await createCandidate(t.db);
      const other = await createCandidate(t.db);
      const token = await mint(candidate);

      expectLinkFailed(await redeem(other.user.id, token));
      expect(await sessionsOf(other.user.id)).toEqual([]);
      expect((await tokenRow(token))?.usedAt).toBeNull();

      expect((await redeem(candidate.user.id, token)).data?.impersonate?.id).toBe(
        String(candidate.user.id),
      );
    });

    it.each([
      ['an unknown token', '1', 'A'.repeat(43)],
      ['a token of the wrong length', '1', 'A'.repeat(42)],
      ['a token with other characters', '1', `${'A'.repeat(42)}=`],
      ['an id that is not a positive integer', '-1', 'A'.repeat(43)],
      ['an id beyond the id range', '99999999999', 'A'.repeat(43)],
      ['an empty id', '', 'A'.repeat(43)],
    ])('gives %s the same answer', async (_story, id, token) => {
      expectLinkFailed(await redeem(id, token));
    });

    it('lets exactly one of two concurrent redeems of a link through', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      const answers = await Promise.all([
        redeem(candidate.user.id, token),
        redeem(candidate.user.id, token),
      ]);
      const [succeeded, failed] = [
        answers.filter((answer) => answer.data?.impersonate),
        answers.filter((answer) => answer.errors),
      ];
      expect(succeeded).toHaveLength(1);
      expect(failed).toHaveLength(1);
      expectLinkFailed(failed[0]!);
      expect(await sessionsOf(candidate.user.id)).toHaveLength(1);
      expect(await auditRows(candidate.user.id, AUDIT_IMPERSONATION_USED)).toHaveLength(1);
    });

    it('lets one of many concurrent redeems through in the service, the rest get null', async () => {
      const candidate = await createCandidate(t.db);
      const token = await mint(candidate);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          service.redeem(candidate.user.id, token, { ip: '127.0.0.1' }),
        ),
      );
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      expect(await sessionsOf(candidate.user.id)).toHaveLength(1);
    });

    it('ends with logout like any session', async () => {
      const candidate = await createCandidate(t.db);
      const answer = await redeem(candidate.user.id, await mint(candidate));
      const token = answer.data?.impersonate?.access_token;
      const logout = await t.graphql(LOGOUT, { token });
      expect(logout.data).toEqual({ logout: true });
      const after = await t.graphql(SESSION, { token });
      expect(after.errors?.[0]?.message).toBe(messages.auth.unauthenticated);
    });
  });
});

describe('impersonation rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        impersonationPerIp: { limit: 10, windowMs: 60_000 },
        impersonationPerTarget: { limit: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('counts every aliased call, per target and per IP', async () => {
    const aliases = (ids: number[]) =>
      ids
        .map(
          (id, i) =>
            `a${i}: impersonate(input: { id: "${id}", token: "${'B'.repeat(43)}" }) { id }`,
        )
        .join('\n');
    const codes = (answer: GraphQLAnswer<unknown>) =>
      answer.errors?.map((error) => error.extensions?.code);

    const perTarget = await t.graphql(`mutation { ${aliases([1, 1, 1, 1, 1])} }`);
    expect(codes(perTarget)).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(perTarget.errors?.[3]?.message).toBe(messages.auth.tooManyAttempts);

    // 5 attempts spent above; 5 more, each on a target of its own, reach the IP's 10.
    const perIp = await t.graphql(`mutation { ${aliases([2, 3, 4, 5, 6, 7])} }`);
    expect(codes(perIp)).toEqual([...Array(5).fill('FORBIDDEN'), 'RATE_LIMITED']);
  });

  it('spends no budget on a malformed link', async () => {
    const fresh = await createTestApp({
      limits: {
        impersonationPerIp: { limit: 1, windowMs: 60_000 },
        impersonationPerTarget: { limit: 1, windowMs: 60_000 },
      },
    });
    try {
      const malformed = await fresh.graphql(
        `mutation { a: impersonate(input: { id: "x", token: "short" }) { id } b: impersonate(input: { id: "1", token: "${'C'.repeat(43)}" }) { id } }`,
      );
      expect(malformed.errors?.map((error) => error.extensions?.code)).toEqual([
        'FORBIDDEN',
        'FORBIDDEN',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
