import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { credits } from '../../cli/admin/credits';
import { creditEntries, teamUsers } from '../../db/schema';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CreditService } from './credit-service';

const CURRENT_CREDIT = graphql(`
  query CreditsCurrent($teamId: ID) {
    currentCredit(team_id: $teamId) {
      team_id
      balance
    }
  }
`);

let t: TestApp;
let service: CreditService;
beforeAll(async () => {
  t = await createTestApp({ limits: { loginPerIp: { limit: 1_000, windowMs: 60_000 } } });
  service = new CreditService(t.db);
});
afterAll(() => t.close());

const ledgerOf = (teamId: number) =>
  t.db
    .select({
      type: creditEntries.type,
      qty: creditEntries.qty,
      balance: creditEntries.balance,
      reason: creditEntries.reason,
    })
    .from(creditEntries)
    .where(eq(creditEntries.teamId, teamId))
    .orderBy(asc(creditEntries.id));

describe('the credits ledger', () => {
  it('records every change with the balance it left', async () => {
    const { team } = await createEmployer(t.db);
    expect(await service.balance(team.id)).toBe(0);
    expect(await service.add(team.id, 3, { reason: 'bought', total: 148_500 })).toBe(3);
    const spent = await t.db.transaction((tx) =>
      service.spend(tx, team.id, 1, { reason: 'opportunity 1' }),
    );
    expect(spent).toBe(2);
    expect(await ledgerOf(team.id)).toEqual([
      { type: 'IN', qty: 3, balance: 3, reason: 'bought' },
      { type: 'OUT', qty: 1, balance: 2, reason: 'opportunity 1' },
    ]);
  });

  it('refuses to spend what is not there, leaving balance and ledger as they were', async () => {
    const { team } = await createEmployer(t.db);
    await expect(t.db.transaction((tx) => service.spend(tx, team.id, 1))).rejects.toMatchObject({
      message: messages.credits.insufficientBalance,
      extensions: { code: 'FORBIDDEN' },
    });
    await service.add(team.id, 1);
    await expect(t.db.transaction((tx) => service.spend(tx, team.id, 2))).rejects.toMatchObject({
      message: messages.credits.insufficientBalance,
    });
    expect(await service.balance(team.id)).toBe(1);
    expect((await ledgerOf(team.id)).map((entry) => entry.type)).toEqual(['IN']);
  });

  it('gives one post and one refusal for two spends at once on a balance of 1', async () => {
    const { team } = await createEmployer(t.db);
    await service.add(team.id, 1);
    // Each spend holds its transaction open a moment, so on PostgreSQL both are in flight.
    const spendSlowly = () =>
      t.db.transaction(async (tx) => {
        const balance = await service.spend(tx, team.id, 1);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return balance;
      });
    const outcomes = await Promise.allSettled([spendSlowly(), spendSlowly()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ message: messages.credits.insufficientBalance });
    expect(await service.balance(team.id)).toBe(0);
    expect((await ledgerOf(team.id)).map((entry) => entry.type)).toEqual(['IN', 'OUT']);
  });

  it('adds whole, positive numbers only', async () => {
    const { team } = await createEmployer(t.db);
    for (const qty of [0, -1, 1.5])
      await expect(service.add(team.id, qty)).rejects.toThrow(RangeError);
  });
});

describe('currentCredit', () => {
  it("answers the caller's active team, for its owner and its members alike", async () => {
    const employer = await createEmployer(t.db);
    await service.add(employer.team.id, 4);
    const member = await createTeamMember(t.db, employer.team);
    for (const who of [employer, member]) {
      const token = await t.login(who.email, who.password);
      const answer = await t.graphql(CURRENT_CREDIT, { token });
      expect(answer.data?.currentCredit).toEqual({
        team_id: String(employer.team.id),
        balance: 4,
      });
    }
  });

  it("refuses another team's, a caller with no team, and no session", async () => {
    const employer = await createEmployer(t.db);
    const other = await createAgency(t.db);
    const candidate = await createCandidate(t.db);
    const employerToken = await t.login(employer.email, employer.password);
    const refused = await t.graphql(CURRENT_CREDIT, {
      token: employerToken,
      variables: { teamId: String(other.team.id) },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.credits.notYourTeam,
      extensions: { code: 'FORBIDDEN' },
    });
    // A member deactivated in a team no longer reads it, even by naming it.
    const former = await createTeamMember(t.db, other.team);
    await t.db
      .update(teamUsers)
      .set({ active: false })
      .where(eq(teamUsers.id, former.membership.id));
    const formerToken = await t.login(former.email, former.password);
    expect(
      (
        await t.graphql(CURRENT_CREDIT, {
          token: formerToken,
          variables: { teamId: String(other.team.id) },
        })
      ).errors?.[0],
    ).toMatchObject({ message: messages.credits.notYourTeam, extensions: { code: 'FORBIDDEN' } });
    const candidateToken = await t.login(candidate.email, candidate.password);
    expect((await t.graphql(CURRENT_CREDIT, { token: candidateToken })).errors?.[0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await t.graphql(CURRENT_CREDIT)).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

const CREDIT_HISTORY = graphql(`
  query CreditsHistory($first: Int, $after: String, $type: CreditEntryType) {
    creditHistory(first: $first, after: $after, type: $type) {
      data {
        id
        type
        qty
        total
        balance
        invoice_id
        created_at
      }
      paginatorInfo {
        count
        hasMorePages
        endCursor
      }
    }
  }
`);

describe('creditHistory', () => {
  it("pages through the active team's ledger, newest first, for its admins", async () => {
    const employer = await createEmployer(t.db);
    await service.add(employer.team.id, 3, { total: 153_965, invoiceId: 'INV-0001' });
    await t.db.transaction((tx) => service.spend(tx, employer.team.id, 1));
    await service.add(employer.team.id, 1);
    await service.add((await createEmployer(t.db)).team.id, 9);
    const token = await t.login(employer.email, employer.password);

    const first = await t.graphql(CREDIT_HISTORY, { token, variables: { first: 2 } });
    expect(
      first.data?.creditHistory.data.map(({ type, qty, balance }) => [type, qty, balance]),
    ).toEqual([
      ['IN', 1, 3],
      ['OUT', 1, 2],
    ]);
    expect(first.data?.creditHistory.paginatorInfo).toMatchObject({ count: 2, hasMorePages: true });
    const rest = await t.graphql(CREDIT_HISTORY, {
      token,
      variables: { first: 2, after: first.data?.creditHistory.paginatorInfo.endCursor },
    });
    expect(rest.data?.creditHistory.data).toEqual([
      {
        id: expect.any(String),
        type: 'IN',
        qty: 3,
        total: 153_965,
        balance: 3,
        invoice_id: 'INV-0001',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(rest.data?.creditHistory.paginatorInfo).toMatchObject({ count: 1, hasMorePages: false });
  });

  it('takes the brief’s optional type filter: IN or OUT entries only, paged alike', async () => {
    const employer = await createEmployer(t.db);
    await service.add(employer.team.id, 3, { total: 153_965, invoiceId: 'INV-0002' });
    await t.db.transaction((tx) => service.spend(tx, employer.team.id, 1));
    await service.add(employer.team.id, 2);
    await t.db.transaction((tx) => service.spend(tx, employer.team.id, 1));
    const token = await t.login(employer.email, employer.password);
    const entries = async (type: 'IN' | 'OUT', first = 10, after?: string | null) =>
      (await t.graphql(CREDIT_HISTORY, { token, variables: { type, first, after } })).data
        ?.creditHistory;
    const ins = await entries('IN', 1);
    expect(ins?.data.map(({ type, qty }) => [type, qty])).toEqual([['IN', 2]]);
    expect(ins?.paginatorInfo.hasMorePages).toBe(true);
    const moreIns = await entries('IN', 1, ins?.paginatorInfo.endCursor);
    expect(moreIns?.data.map(({ type, qty }) => [type, qty])).toEqual([['IN', 3]]);
    expect(moreIns?.paginatorInfo.hasMorePages).toBe(false);
    expect((await entries('OUT'))?.data.map(({ type, balance }) => [type, balance])).toEqual([
      ['OUT', 3],
      ['OUT', 2],
    ]);
  });

  it('is refused to members, candidates and agencies, and to a bad cursor', async () => {
    const employer = await createEmployer(t.db);
    const member = await createTeamMember(t.db, employer.team);
    for (const who of [member, await createCandidate(t.db), await createAgency(t.db)]) {
      const token = await t.login(who.email, who.password);
      expect((await t.graphql(CREDIT_HISTORY, { token })).errors?.[0]).toMatchObject({
        message: messages.credits.cannotBuy,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const token = await t.login(employer.email, employer.password);
    const bad = await t.graphql(CREDIT_HISTORY, { token, variables: { after: 'x' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('admin credits', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await credits.run(
      { db: t.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      args,
    );
    return { code, output: lines.join('\n') };
  };

  it('grants job posts by member email or team id, recorded in the ledger with the operator', async () => {
    const employer = await createEmployer(t.db);
    const member = await createTeamMember(t.db, employer.team);
    expect(await run(member.email.toUpperCase(), 'grant', '2')).toEqual({
      code: 0,
      output: `${employer.team.company} (team ${employer.team.id}): granted 2 job post(s); 2 available.`,
    });
    expect((await run(String(employer.team.id), 'grant', '3')).output).toContain('5 available');
    expect(await ledgerOf(employer.team.id)).toEqual([
      { type: 'IN', qty: 2, balance: 2, reason: 'admin grant by test-operator' },
      { type: 'IN', qty: 3, balance: 5, reason: 'admin grant by test-operator' },
    ]);
    const shown = await run(employer.email);
    expect(shown.code).toBe(0);
    expect(shown.output).toMatch(
      /5 job post\(s\) available\.\ndate\s+type\s+qty\s+balance\s+reason/,
    );
  });

  it('refuses a bad quantity, an unknown team and a wrong command line', async () => {
    const employer = await createEmployer(t.db);
    for (const qty of ['0', '-2', '1.5', 'many', '1001']) {
      expect((await run(employer.email, 'grant', qty)).code).toBe(2);
    }
    expect((await run('nobody@example.com', 'grant', '1')).code).toBe(1);
    expect((await run('999999')).code).toBe(1);
    expect((await run()).code).toBe(2);
    expect((await run(employer.email, 'take', '1')).code).toBe(2);
    expect(await service.balance(employer.team.id)).toBe(0);
  });
});
