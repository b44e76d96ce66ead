import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { teamUsers } from '../../db/schema';
import { createEmployer, createTeamMember, type TeamFixture } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type GraphQLRequest, type TestApp } from '../../testing/test-app';
import { readRequestedTeam } from './actor';

const ACTIVE_TEAM = graphql(`
  query ActiveTeamOfMe {
    me {
      teamType
      company
      teams {
        team_id
      }
      activeTeam {
        team_id
        role
      }
    }
    currentCredit {
      team_id
    }
  }
`);

const USER_TEAM = graphql(`
  query ActiveTeamUserTeam($teamId: ID!) {
    userTeam(team_id: $teamId) {
      team_id
      role
      team {
        company
      }
    }
  }
`);

let t: TestApp;
let own: TeamFixture;
let other: TeamFixture;
let stranger: TeamFixture;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // An employer who is also an invited member of a second company.
  own = await createEmployer(t.db);
  other = await createEmployer(t.db);
  stranger = await createEmployer(t.db);
  const [joined] = await t.db
    .insert(teamUsers)
    .values({ teamId: other.team.id, userId: own.user.id, role: 'member' })
    .returning();
  expect(joined).toBeDefined();
  token = await t.login(own.email, own.password);
});
afterAll(() => t.close());

const asTeam = (teamId: number | string | undefined): GraphQLRequest => ({
  token,
  headers: teamId === undefined ? {} : { 'x-team-id': String(teamId) },
});

describe('the active team', () => {
  it('is the first team unless the client names another of the user’s teams', async () => {
    const first = await t.graphql(ACTIVE_TEAM, asTeam(undefined));
    expect(first.data?.me?.teams).toHaveLength(2);
    expect(first.data?.me?.activeTeam).toEqual({ team_id: String(own.team.id), role: 'admin' });
    expect(first.data?.me?.company).toBe(own.team.company);

    const second = await t.graphql(ACTIVE_TEAM, asTeam(other.team.id));
    expect(second.data?.me?.activeTeam).toEqual({ team_id: String(other.team.id), role: 'member' });
    expect(second.data?.me?.company).toBe(other.team.company);
    // Every service follows it: the job posts shown are the named team's.
    expect(second.data?.currentCredit.team_id).toBe(String(other.team.id));
  });

  it('ignores a team the user is not in, and garbled values', async () => {
    for (const header of [stranger.team.id, '0', '-1', 'abc', '1e3', '99999999999']) {
      const answer = await t.graphql(ACTIVE_TEAM, asTeam(header));
      expect(answer.data?.me?.activeTeam?.team_id, String(header)).toBe(String(own.team.id));
    }
  });

  it('loses a team at once when the membership goes', async () => {
    const member = await createTeamMember(t.db, other.team);
    const memberToken = await t.login(member.email, member.password);
    const before = await t.graphql(ACTIVE_TEAM, { token: memberToken });
    expect(before.data?.me?.activeTeam?.team_id).toBe(String(other.team.id));

    await t.db
      .delete(teamUsers)
      .where(and(eq(teamUsers.userId, member.user.id), eq(teamUsers.teamId, other.team.id)));
    const after = await t.graphql(ACTIVE_TEAM, {
      token: memberToken,
      headers: { 'x-team-id': String(other.team.id) },
    });
    // Left with no team, nothing of the team answers: its job posts are refused.
    expect(after.errors?.[0]?.message).toBe(messages.credits.notYourTeam);
    expect(after.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('userTeam (checked before switching)', () => {
  it('answers the caller’s membership of a team', async () => {
    const answer = await t.graphql(USER_TEAM, {
      token,
      variables: { teamId: String(other.team.id) },
    });
    expect(answer.data?.userTeam).toEqual({
      team_id: String(other.team.id),
      role: 'member',
      team: { company: other.team.company },
    });
  });

  it("says 'Could not find the team' for anyone else's team or none", async () => {
    for (const teamId of [String(stranger.team.id), '999999']) {
      const answer = await t.graphql(USER_TEAM, { token, variables: { teamId } });
      expect(answer.errors?.[0]?.message).toBe(messages.teams.teamNotFound);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('needs a session', async () => {
    const answer = await t.graphql(USER_TEAM, { variables: { teamId: String(own.team.id) } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('readRequestedTeam', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    [undefined, null],
    ['', null],
    ['0', null],
    ['007', null],
    ['12abc', null],
    ['2147483648', null],
    [['1', '2'], null],
  ])('%j → %j', (header, expected) => {
    expect(readRequestedTeam(header)).toBe(expected);
  });
});
